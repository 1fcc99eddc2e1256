extension Shoe: Equatable {
  /// Two shoes are equal when they hold the same cards in the same order (dealt, burned and still to come), have
  /// dealt and burned as many, and have the same decks, penetration and cut card: they deal the same cards next,
  /// and the same again after any seeded shuffle.
  public static func == (lhs: Shoe, rhs: Shoe) -> Bool {
    lhs.position == rhs.position && lhs.burned == rhs.burned && lhs.decks == rhs.decks
      && lhs.penetration == rhs.penetration && lhs.cutCardPosition == rhs.cutCardPosition
      && lhs.storage == rhs.storage
  }
}
