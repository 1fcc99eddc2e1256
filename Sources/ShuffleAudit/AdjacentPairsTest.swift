/// Test that cards next to each other before a shuffle are no more often next to each other after it than chance
/// allows: the number of the starting order's adjacent pairs still adjacent, in either order.
///
/// For a uniform shuffle of M cards, with Kₜ the number of the M − 1 starting pairs (i, i + 1) that are adjacent
/// after shuffle t: each pair is adjacent with probability 2 / M, so E[K] = 2 (M − 1) / M; two overlapping pairs
/// (i, i + 1, i + 2) are both adjacent with probability 2 / (M (M − 1)) and two disjoint pairs with probability
/// 4 / (M (M − 1)), so E[K²] = 2 (M − 1) / M + 4 (M − 2)² / (M (M − 1)). (Worked by hand; for M = 3 and 4 the
/// formulas give E[K²] = 2 and 17/6, which enumerating all 6 and 24 orders confirms.) Over N independent shuffles
/// z = (Σ Kₜ − N E[K]) / √(N Var K) is standard normal; the test reports z² with one degree of freedom.
public struct AdjacentPairsTest: Sendable {
  /// The number of cards, M.
  public let cardCount: Int
  /// Σ Kₜ over the shuffles recorded.
  public private(set) var adjacentTotal = 0
  /// The shuffles recorded.
  public private(set) var shuffles = 0

  /// A test of decks of `cardCount` cards.
  public init(cardCount: Int) {
    precondition(cardCount >= 3, "at least three cards")
    self.cardCount = cardCount
  }

  /// The expectation and variance of K for a uniform shuffle.
  public var nullMoments: (mean: Double, variance: Double) {
    let m = Double(cardCount)
    let mean = 2 * (m - 1) / m
    let secondMoment = mean + 4 * (m - 2) * (m - 2) / (m * (m - 1))
    return (mean, secondMoment - mean * mean)
  }

  /// The number of starting pairs (i, i + 1) adjacent in a shuffle, given the position of each physical card.
  public static func adjacentPairs(positions: [Int32]) -> Int {
    var count = 0
    for card in 0..<(positions.count - 1) where abs(positions[card] - positions[card + 1]) == 1 { count += 1 }
    return count
  }

  /// Records one shuffle, given as the position of each physical card.
  public mutating func record(positions: [Int32]) {
    adjacentTotal += Self.adjacentPairs(positions: positions)
    shuffles += 1
  }

  /// The chi-square result of the shuffles recorded.
  public func result() -> AuditTestResult {
    let (mean, variance) = nullMoments
    let n = Double(shuffles)
    let z = shuffles > 0 ? (Double(adjacentTotal) - n * mean) / (n * variance).squareRoot() : 0
    return AuditTestResult(
      id: "adjacentPairs", name: "neighbours still adjacent",
      detail: "starting-order neighbours (i, i+1) adjacent after the shuffle, against E[K] and Var K "
        + "of a uniform shuffle; reported as z²",
      z: z,
      measure: AuditMeasure(
        name: "mean adjacent pairs per deck", observed: shuffles > 0 ? Double(adjacentTotal) / n : 0,
        expected: mean))
  }
}
