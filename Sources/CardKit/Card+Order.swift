extension Card {
  /// Whether `lhs` ranks below `rhs` with the ace low, A 2 3 … K, by rank alone.
  ///
  /// Suits are not compared, so two cards of one rank are neither below nor above each other: a strict weak order,
  /// as `sorted(by:)`, `max(by:)` and `min(by:)` expect. Games that rank suits compare ``suit`` themselves.
  @inlinable
  public static func aceLow(_ lhs: Card, _ rhs: Card) -> Bool {
    Rank.aceLow(lhs.rank, rhs.rank)
  }

  /// Whether `lhs` ranks below `rhs` with the ace high, 2 3 … K A, by rank alone: `hand.max(by: Card.aceHigh)` is
  /// a highest card of the hand.
  ///
  /// Suits are not compared, so two cards of one rank are neither below nor above each other (a strict weak order).
  @inlinable
  public static func aceHigh(_ lhs: Card, _ rhs: Card) -> Bool {
    Rank.aceHigh(lhs.rank, rhs.rank)
  }
}
