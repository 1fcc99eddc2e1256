extension JokerDeck: Equatable {
  /// Two decks are equal when they hold the same cards and jokers in the same order (drawn ones do not count).
  public static func == (lhs: JokerDeck, rhs: JokerDeck) -> Bool {
    lhs.pile == rhs.pile
  }
}
