extension JokerDeck {
  /// Cuts the deck: the top `position` cards go under the rest, both parts keeping their order, as
  /// ``Deck/cut(at:)`` does.
  ///
  /// - Parameter position: How many cards come off the top, from 0 to ``count``.
  /// - Throws: ``DeckError/invalidCut(position:available:)`` when `position` is negative or larger than ``count``;
  ///   the deck is then unchanged.
  /// - Complexity: O(*n*).
  public mutating func cut(at position: Int) throws(DeckError) {
    try pile.cut(at: position)
  }
}
