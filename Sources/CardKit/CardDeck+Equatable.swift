extension Deck: Equatable {
  /// Two decks are equal when they hold the same cards in the same order.
  ///
  /// Cards already drawn do not count: a deck that has dealt its top card equals a deck made of the other cards.
  public static func == (lhs: Deck, rhs: Deck) -> Bool {
    lhs.pile == rhs.pile
  }
}
