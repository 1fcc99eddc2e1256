/// Anything cards can be dealt from one at a time, such as a ``Deck`` or a ``Shoe``.
///
/// Game code that only deals should be generic over `CardSource` (`some CardSource`, not `any CardSource`) so the
/// compiler can specialise and inline ``draw()`` on hot paths.
public protocol CardSource {
  /// Takes the next card.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the source is then unchanged.
  mutating func draw() throws(DeckError) -> Card
}
