extension JokerDeck {
  /// Puts a card or joker back on the top of the deck (the next one drawn) or at the bottom (the last).
  ///
  /// - Parameters:
  ///   - card: The card or joker to put back.
  ///   - end: ``DeckEnd/top`` or ``DeckEnd/bottom``.
  /// - Complexity: O(1) amortised at the bottom, and on the top after a draw; O(*n*) on the top of an undrawn deck.
  public mutating func putBack(_ card: CardOrJoker, at end: DeckEnd) {
    pile.putBack(card, at: end)
  }

  /// Puts cards and jokers back on the top (the first of them becomes the top card) or at the bottom (the last of
  /// them becomes the bottom card), keeping their order, as ``Deck/putBack(contentsOf:at:)`` does.
  ///
  /// - Parameters:
  ///   - cards: The cards, in the order they should lie from top to bottom.
  ///   - end: ``DeckEnd/top`` or ``DeckEnd/bottom``.
  /// - Complexity: O(*m*) for *m* cards at the bottom, O(*n* + *m*) at most on the top.
  public mutating func putBack(contentsOf cards: some Sequence<CardOrJoker>, at end: DeckEnd) {
    pile.putBack(contentsOf: cards, at: end)
  }
}
