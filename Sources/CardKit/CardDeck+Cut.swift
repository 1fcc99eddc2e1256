extension CardDeck {
  /// Cuts the deck: the top `position` cards go under the rest, both parts keeping their order.
  ///
  /// Cutting `[A, B, C, D, E]` at 2 gives `[C, D, E, A, B]`. Cutting at 0 or at ``count`` leaves the deck as it is.
  /// For a random cut, draw the position from your generator:
  /// `try deck.cut(at: Int(generator.next(below: UInt64(deck.count + 1))))`.
  ///
  /// - Parameter position: How many cards come off the top, from 0 to ``count``.
  /// - Throws: ``DeckError/invalidCut(position:available:)`` when `position` is negative or larger than ``count``;
  ///   the deck is then unchanged.
  /// - Complexity: O(*n*).
  @inlinable
  public mutating func cut(at position: Int) throws(DeckError) {
    guard position >= 0 && position <= count else { throw .invalidCut(position: position, available: count) }
    let cutPoint = top + position
    storage = Array(storage[cutPoint...]) + storage[top..<cutPoint]
    top = 0
  }
}
