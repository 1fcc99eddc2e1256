extension JokerDeck {
  /// Deals `count` cards to each of `hands` hands round-robin, one to each hand in turn, all or none, as
  /// ``Deck/deal(count:toHands:)`` does.
  ///
  /// - Parameters:
  ///   - count: The number of cards each hand gets; zero or more.
  ///   - hands: The number of hands; zero or more.
  /// - Returns: `hands` arrays of `count` cards each, every hand's cards in the order it received them.
  /// - Throws: ``DeckError/insufficientCards(requested:available:)`` when fewer than `count × hands` cards are left;
  ///   the deck is then unchanged.
  /// - Complexity: O(`count × hands`).
  public mutating func deal(count: Int, toHands hands: Int) throws(DeckError) -> [[CardOrJoker]] {
    try pile.deal(count: count, toHands: hands)
  }
}
