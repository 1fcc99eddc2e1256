/// Test that a card's position in one shuffle says nothing about its position in the next: the correlation of
/// every card's positions between consecutive shuffles.
///
/// For shuffles t and t + 1 the statistic is Spearman's correlation rₜ over the M cards between their positions
/// in the two decks (the positions are permutations of 0 ..< M, so Pearson's and Spearman's coincide). For
/// independent uniform shuffles rₜ has mean 0 and variance exactly 1 / (M − 1), and consecutive rₜ are
/// uncorrelated (given shuffle t + 1, shuffles t and t + 2 are independent), so over N shuffles
/// z = Σ rₜ √((M − 1) / (N − 1)) is standard normal; the test reports z² with one degree of freedom.
///
/// A shuffle that leaves cards near where they started fails it too: from the same starting order, its decks
/// share that bias, so consecutive positions correlate.
public struct ConsecutiveShufflesTest: Sendable {
  /// The number of cards, M.
  public let cardCount: Int
  /// The position of each card in the previous shuffle, if any.
  private var previous: [Int32]?
  /// Σ rₜ over the pairs recorded.
  public private(set) var correlationSum = 0.0
  /// The pairs of consecutive shuffles recorded.
  public private(set) var pairs = 0

  /// A test of decks of `cardCount` cards.
  public init(cardCount: Int) {
    precondition(cardCount >= 3, "at least three cards")
    self.cardCount = cardCount
  }

  /// Records one shuffle, given as the position of each physical card.
  public mutating func record(positions: [Int32]) {
    if let previous {
      // Σ (2p − (M − 1)) (2q − (M − 1)) = 4 Σ (p − m)(q − m), against 4 Σ (p − m)² = M (M² − 1) / 3.
      let offset = Int64(cardCount - 1)
      var sum: Int64 = 0
      for card in 0..<cardCount {
        sum &+= (2 * Int64(positions[card]) - offset) * (2 * Int64(previous[card]) - offset)
      }
      let m = Double(cardCount)
      correlationSum += Double(sum) / (m * (m * m - 1) / 3)
      pairs += 1
    }
    previous = positions
  }

  /// The chi-square result of the shuffles recorded.
  public func result() -> AuditTestResult {
    let z = pairs > 0 ? correlationSum * (Double(cardCount - 1) / Double(pairs)).squareRoot() : 0
    return AuditTestResult(
      id: "consecutiveShuffles", name: "position in consecutive shuffles",
      detail: "Spearman's correlation of the \(cardCount) cards' positions in each shuffle and the next; "
        + "z = Σr √((M−1)/pairs), reported as z²",
      z: z,
      measure: AuditMeasure(
        name: "mean correlation", observed: pairs > 0 ? correlationSum / Double(pairs) : 0, expected: 0))
  }
}
