import CardKit
import Testing

@testable import ShuffleAudit

/// Every permutation of 0 ..< n in lexicographic order, by the classic next-permutation step (Knuth, TAOCP 7.2.1.2,
/// Algorithm L): an enumeration independent of the code under test.
private func permutations(of n: Int) -> [[UInt16]] {
  var current = (0..<n).map(UInt16.init)
  var all = [current]
  while true {
    guard var i = current.indices.dropLast().last(where: { current[$0] < current[$0 + 1] }) else { return all }
    let j = current.indices.last(where: { current[$0] > current[i] })!
    current.swapAt(i, j)
    i += 1
    current[i...].reverse()
    all.append(current)
  }
}

/// The position of each card in a deck (the inverse permutation).
private func positions(_ deck: [UInt16]) -> [Int32] {
  var positions = [Int32](repeating: 0, count: deck.count)
  for (position, card) in deck.enumerated() { positions[Int(card)] = Int32(position) }
  return positions
}

@Suite("The audit's tests, each against an enumeration or a hand computation")
struct AuditTestsTests {
  @Test("the lexicographic rank numbers the orders of 1 to 6 cards 0 … n! − 1 in order")
  func lexicographicRank() {
    for n in 1...6 {
      let all = permutations(of: n)
      #expect(all.map(OrderingTest.lexicographicRank) == Array(0..<all.count))
    }
  }

  @Test("the exact distribution of colour runs: 2 + 2 cards by hand, 5 + 4 and 4 + 4 by enumeration")
  func runDistribution() {
    // RRBB BBRR: 2 runs; RBBR BRRB: 3; RBRB BRBR: 4 — a third each.
    let small = ColourRunsTest.runProbabilities(red: 2, black: 2)
    for runs in 2...4 { #expect(abs(small[runs] - 1.0 / 3) < 1e-14) }
    for (red, black) in [(5, 4), (4, 4), (1, 6)] {
      let exact = ColourRunsTest.runProbabilities(red: red, black: black)
      var counts = [Double](repeating: 0, count: red + black + 1)
      let test = ColourRunsTest(isRed: (0..<(red + black)).map { $0 < red })
      for order in permutations(of: red + black) { counts[test.runs(in: order)] += 1 }
      let total = counts.reduce(0, +)
      for runs in counts.indices { #expect(abs(exact[runs] - counts[runs] / total) < 1e-13, "\(red)+\(black) \(runs)") }
    }
    // 26 red and 26 black: the probabilities sum to 1 and their mean is 2 × 26 × 26 / 52 + 1 = 27.
    let deck = ColourRunsTest.runProbabilities(red: 26, black: 26)
    #expect(abs(deck.reduce(0, +) - 1) < 1e-12)
    #expect(abs(deck.indices.reduce(0) { $0 + Double($1) * deck[$1] } - 27) < 1e-10)
  }

  @Test("neighbours still adjacent: the mean and variance of K against every order of 3 to 7 cards")
  func adjacentMoments() {
    for n in 3...7 {
      var sum = 0.0
      var squares = 0.0
      let all = permutations(of: n)
      for order in all {
        let k = Double(AdjacentPairsTest.adjacentPairs(positions: positions(order)))
        sum += k
        squares += k * k
      }
      let mean = sum / Double(all.count)
      let moments = AdjacentPairsTest(cardCount: n).nullMoments
      #expect(abs(moments.mean - mean) < 1e-12)
      #expect(abs(moments.variance - (squares / Double(all.count) - mean * mean)) < 1e-12)
    }
  }

  @Test("consecutive shuffles: Spearman's r has variance 1 / (M − 1), by enumeration over every pair of orders")
  func correlationVariance() {
    // Over all ordered pairs of orders of 5 cards (each pair of independent uniform shuffles), the mean of r is 0
    // and the mean of r² is 1/4. Each pair is fed to the test as two consecutive shuffles.
    let all = permutations(of: 5)
    var sum = 0.0
    var squares = 0.0
    for first in all {
      for second in all {
        var test = ConsecutiveShufflesTest(cardCount: 5)
        test.record(positions: positions(first))
        test.record(positions: positions(second))
        sum += test.correlationSum
        squares += test.correlationSum * test.correlationSum
      }
    }
    let pairs = Double(all.count * all.count)
    #expect(abs(sum / pairs) < 1e-12)
    #expect(abs(squares / pairs - 0.25) < 1e-12)
    // The same deck twice correlates perfectly, the reversed deck negatively.
    var same = ConsecutiveShufflesTest(cardCount: 5)
    same.record(positions: [0, 1, 2, 3, 4])
    same.record(positions: [0, 1, 2, 3, 4])
    #expect(abs(same.correlationSum - 1) < 1e-12)
    same.record(positions: [4, 3, 2, 1, 0])
    #expect(abs(same.correlationSum - 0) < 1e-12)
  }

  @Test("a card at each position: every order of 4 cards once gives a statistic of exactly 0")
  func positionBalanced() {
    var test = PositionTest(id: "cardPosition", categoryName: "card", categoryOfCard: [0, 1, 2, 3])
    for order in permutations(of: 4) { test.record(order) }
    let result = test.result()
    #expect(result.statistic == 0)
    #expect(result.degreesOfFreedom == 9)
    #expect(result.pValue == 1)
    // The same deck every time: each of 4 positions has one category 24 times and three none, against 6 each:
    // (18² + 3 × 6²) / 6 = 72 per position, 288 in all, scaled by 3/4 to 216.
    var stuck = PositionTest(id: "cardPosition", categoryName: "card", categoryOfCard: [0, 1, 2, 3])
    for _ in 0..<24 { stuck.record([0, 1, 2, 3]) }
    #expect(abs(stuck.result().statistic - 216) < 1e-9)
  }

  @Test("a card at each position: the scaling by (M − 1)/M makes the mean statistic its degrees of freedom")
  func positionScaling() {
    // 400 repetitions of 500 fair shuffles of 6 cards in 3 categories; the scaled statistic is chi-square with
    // 5 × 2 = 10 degrees of freedom (mean 10, variance 20), so the mean of 400 has a standard deviation of
    // √(20/400) ≈ 0.22: it must fall within 10 ± 0.9 (4 standard deviations). Unscaled, its mean would be 12.
    var generator = Xoshiro256StarStar(seed: 11)
    var total = 0.0
    for _ in 0..<400 {
      var test = PositionTest(id: "rankPosition", categoryName: "rank", categoryOfCard: [0, 0, 1, 1, 2, 2])
      for _ in 0..<500 {
        var deck: [UInt16] = [0, 1, 2, 3, 4, 5]
        deck.fisherYatesShuffle(using: &generator)
        test.record(deck)
      }
      total += test.result().statistic
    }
    #expect(abs(total / 400 - 10) < 0.9)
  }
}
