/// Chi-square test that every one of the n! orders of a small deck comes out equally often.
///
/// Each shuffle starts from the same order (0, 1, …, n − 1): shuffling one pile again and again would wash out a
/// bias instead of showing it. The order is counted by its rank in lexicographic order (its Lehmer code), and the
/// n! counts are compared with N / n! each: n! − 1 degrees of freedom.
public struct OrderingTest: Sendable {
  /// The number of cards, n (2 to 8).
  public let cardCount: Int
  /// How often each order came out, by lexicographic rank.
  public private(set) var counts: [UInt32]
  /// The shuffles recorded.
  public private(set) var shuffles = 0

  /// A test of the orders of an n-card deck.
  public init(cardCount: Int) {
    precondition((2...8).contains(cardCount), "2 to 8 cards")
    self.cardCount = cardCount
    counts = [UInt32](repeating: 0, count: (1...cardCount).reduce(1, *))
  }

  /// Shuffles the deck `shuffles` times with `shuffle` and `generator`, each time from the starting order, and
  /// records each order.
  public mutating func run<S: AuditedShuffle, G: RandomNumberGenerator>(
    _ shuffle: S, shuffles: Int, using generator: inout G
  ) {
    let start = (0..<cardCount).map(UInt16.init)
    var deck = start
    for _ in 0..<shuffles {
      deck = start
      shuffle.shuffle(&deck, using: &generator)
      record(deck)
    }
  }

  /// Records one shuffled deck, a permutation of 0 ..< n.
  public mutating func record(_ deck: [UInt16]) {
    counts[Self.lexicographicRank(deck)] += 1
    shuffles += 1
  }

  /// The rank of a permutation of 0 ..< n among all n! in lexicographic order: Σᵢ (the later elements smaller than
  /// element i) × (n − 1 − i)!.
  public static func lexicographicRank(_ permutation: [UInt16]) -> Int {
    var rank = 0
    for i in permutation.indices {
      var smaller = 0
      for j in (i + 1)..<permutation.count where permutation[j] < permutation[i] { smaller += 1 }
      rank = rank * (permutation.count - i) + smaller
    }
    return rank
  }

  /// The chi-square result of the shuffles recorded.
  public func result() -> AuditTestResult {
    let expected = Double(shuffles) / Double(counts.count)
    var sum = 0.0
    for count in counts {
      let difference = Double(count) - expected
      sum += difference * difference / expected
    }
    return AuditTestResult(
      id: "orderings\(cardCount)", name: "every order of a \(cardCount)-card deck",
      detail: "\(counts.count) orders, each expected \(shuffles) / \(counts.count) times",
      statistic: sum, degreesOfFreedom: counts.count - 1)
  }
}
