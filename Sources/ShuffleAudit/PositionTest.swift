/// Chi-square test that every category of card (a card face, a rank or a suit) is equally likely at every position
/// of the shuffled deck.
///
/// The deck holds M cards, k categories of M / k cards each. Over N shuffles from the same starting order, the
/// category at each position should be uniform, N / k of each. Pearson's statistic X² over the M × k table is not
/// chi-square with (M − 1)(k − 1) degrees of freedom as for a contingency table: a deck is sampled without
/// replacement, which makes the cells of one shuffle covary so that X² is M / (M − 1) times a chi-square variable
/// with (M − 1)(k − 1) degrees of freedom (the covariance of a random permutation's indicator table is a multiple
/// of the projection onto tables whose rows and columns sum to zero, by the symmetry of relabelling positions and
/// categories; its trace gives the factor). The test reports X² (M − 1) / M.
public struct PositionTest: Sendable {
  /// The result's identifier, such as "cardPosition".
  public let id: String
  /// The category's name in reports: "card", "rank", "suit".
  public let categoryName: String
  /// The category of each physical card, by the card's index in the starting order.
  public let categoryOfCard: [UInt8]
  /// The number of categories, k.
  public let categoryCount: Int
  /// The count of each category at each position: `counts[position * categoryCount + category]`.
  public private(set) var counts: [UInt32]
  /// The shuffles recorded.
  public private(set) var shuffles = 0

  /// A test over cards whose categories are `categoryOfCard` (indexed by physical card); every category must
  /// hold the same number of cards.
  public init(id: String, categoryName: String, categoryOfCard: [UInt8]) {
    let categoryCount = Int(categoryOfCard.max() ?? 0) + 1
    var sizes = [Int](repeating: 0, count: categoryCount)
    for category in categoryOfCard { sizes[Int(category)] += 1 }
    precondition(Set(sizes).count == 1, "every category must hold the same number of cards")
    self.id = id
    self.categoryName = categoryName
    self.categoryOfCard = categoryOfCard
    self.categoryCount = categoryCount
    counts = [UInt32](repeating: 0, count: categoryOfCard.count * categoryCount)
  }

  /// Records one shuffled deck: the physical card at each position.
  public mutating func record(_ deck: [UInt16]) {
    let k = categoryCount
    categoryOfCard.withUnsafeBufferPointer { category in
      counts.withUnsafeMutableBufferPointer { counts in
        for (position, card) in deck.enumerated() {
          counts[position &* k &+ Int(category[Int(card)])] &+= 1
        }
      }
    }
    shuffles += 1
  }

  /// The chi-square result of the shuffles recorded.
  public func result() -> AuditTestResult {
    let positions = categoryOfCard.count
    let expected = Double(shuffles) / Double(categoryCount)
    var sum = 0.0
    for count in counts {
      let difference = Double(count) - expected
      sum += difference * difference
    }
    let scale = Double(positions - 1) / Double(positions)
    return AuditTestResult(
      id: id, name: "\(categoryName) at each position",
      detail:
        "\(categoryCount) \(categoryName)s × \(positions) positions; Pearson's X² × \(positions - 1)/\(positions) "
        + "(sampling without replacement)",
      statistic: sum / expected * scale, degreesOfFreedom: (positions - 1) * (categoryCount - 1))
  }
}
