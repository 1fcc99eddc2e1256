extension CardDeck: RandomAccessCollection {
  /// A position in the deck: 0 is the top card, `count - 1` the bottom one.
  public typealias Index = Int
  /// The positions of the cards left, `0..<count`.
  public typealias Indices = Range<Int>

  /// The position of the top card, always 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position after the bottom card: the number of cards left.
  @inlinable
  public var endIndex: Int { count }

  /// The card `position` places below the top: `deck[0]` is the top card, the one ``draw()`` takes next.
  ///
  /// Positions count from the current top, so drawing a card moves every card up by one.
  ///
  /// - Parameter position: From 0 to `count - 1`.
  @inlinable
  public subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "Deck index out of range")
    return storage[top &+ position]
  }
}
