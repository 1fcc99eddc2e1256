#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runs test on colours (Wald and Wolfowitz): the number of runs of red and black cards in each shuffled deck,
/// against its exact distribution for a fair shuffle.
///
/// A run is a maximal stretch of one colour. For n₁ red and n₂ black cards in random order, the number of runs R
/// has the distribution (A. Wald and J. Wolfowitz, "On a test whether two samples are from the same population",
/// Ann. Math. Statist. 11, 1940; also Mood 1940):
///
/// - P(R = 2j) = 2 C(n₁ − 1, j − 1) C(n₂ − 1, j − 1) / C(n₁ + n₂, n₁),
/// - P(R = 2j + 1) = [C(n₁ − 1, j) C(n₂ − 1, j − 1) + C(n₁ − 1, j − 1) C(n₂ − 1, j)] / C(n₁ + n₂, n₁).
///
/// The test is Pearson's goodness of fit of the observed run counts to that distribution, with neighbouring counts
/// merged until each expects at least five: too few runs means like colours cluster, too many that they alternate.
public struct ColourRunsTest: Sendable {
  /// Whether each physical card is red.
  public let isRed: [Bool]
  /// How many shuffles had each number of runs (index = runs).
  public private(set) var histogram: [Int]

  /// A test of decks whose cards are red where `isRed` says (indexed by physical card).
  public init(isRed: [Bool]) {
    self.isRed = isRed
    histogram = [Int](repeating: 0, count: isRed.count + 1)
  }

  /// The number of runs of one colour in `deck`.
  public func runs(in deck: [UInt16]) -> Int {
    guard let first = deck.first else { return 0 }
    var runs = 1
    var colour = isRed[Int(first)]
    for card in deck.dropFirst() where isRed[Int(card)] != colour {
      runs += 1
      colour.toggle()
    }
    return runs
  }

  /// Records the runs of one shuffled deck.
  public mutating func record(_ deck: [UInt16]) {
    histogram[runs(in: deck)] += 1
  }

  /// Records a deck already known to have `runs` runs.
  public mutating func record(runs: Int) {
    histogram[runs] += 1
  }

  /// The exact probability of each number of runs (index = runs) for `red` red and `black` black cards.
  public static func runProbabilities(red: Int, black: Int) -> [Double] {
    let total = red + black
    var probabilities = [Double](repeating: 0, count: total + 1)
    guard red > 0, black > 0 else {
      if total > 0 { probabilities[1] = 1 }
      return probabilities
    }
    let logArrangements = SpecialFunctions.logChoose(total, red)
    for runs in 2...total {
      let j = runs / 2
      if runs % 2 == 0 {
        probabilities[runs] =
          2
          * exp(
            SpecialFunctions.logChoose(red - 1, j - 1) + SpecialFunctions.logChoose(black - 1, j - 1)
              - logArrangements)
      } else {
        probabilities[runs] =
          exp(SpecialFunctions.logChoose(red - 1, j) + SpecialFunctions.logChoose(black - 1, j - 1) - logArrangements)
          + exp(
            SpecialFunctions.logChoose(red - 1, j - 1) + SpecialFunctions.logChoose(black - 1, j) - logArrangements)
      }
    }
    return probabilities
  }

  /// The chi-square result of the shuffles recorded.
  public func result() -> AuditTestResult {
    let red = isRed.count(where: { $0 })
    let probabilities = Self.runProbabilities(red: red, black: isRed.count - red)
    let fit = ChiSquare.pooledGoodnessOfFit(observed: histogram, probabilities: probabilities)
    let shuffles = histogram.reduce(0, +)
    let mean = shuffles > 0 ? Double(histogram.indices.reduce(0) { $0 + $1 * histogram[$1] }) / Double(shuffles) : 0
    let expectedMean = 2 * Double(red) * Double(isRed.count - red) / Double(isRed.count) + 1
    return AuditTestResult(
      id: "colourRuns", name: "runs of red and black",
      detail: "runs per deck against their exact distribution (Wald–Wolfowitz), cells merged to expect ≥ 5",
      statistic: fit?.statistic ?? 0, degreesOfFreedom: fit?.degreesOfFreedom ?? 1,
      measure: AuditMeasure(name: "mean runs per deck", observed: mean, expected: expectedMean))
  }
}
