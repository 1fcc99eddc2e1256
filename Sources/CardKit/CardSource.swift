/// Anything that deals cards one at a time, such as a ``Deck`` or a ``Shoe``.
public protocol CardSource {
  /// Takes the next card.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left.
  mutating func draw() throws(DeckError) -> Card
}
