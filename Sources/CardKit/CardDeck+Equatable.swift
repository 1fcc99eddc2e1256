extension CardDeck: Equatable {
  /// Two decks are equal when they hold the same cards in the same order.
  ///
  /// Cards already drawn do not count: a deck that has dealt its top card equals a deck made of the other cards.
  @inlinable
  public static func == (lhs: CardDeck, rhs: CardDeck) -> Bool {
    lhs.remaining.elementsEqual(rhs.remaining)
  }
}
