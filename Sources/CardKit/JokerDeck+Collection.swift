extension JokerDeck: RandomAccessCollection {
  /// A position in the deck: 0 is the top card, `count - 1` the bottom one.
  public typealias Index = Int
  /// The positions of the cards left, `0..<count`.
  public typealias Indices = Range<Int>
  /// The type of the deck's cards: a card or a joker.
  public typealias Element = CardOrJoker

  /// The position of the top card, always 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position after the bottom card: the number of cards left.
  @inlinable
  public var endIndex: Int { pile.count }

  /// The card or joker `position` places below the top: `deck[0]` is the one ``draw()`` takes next.
  ///
  /// - Parameter position: From 0 to `count - 1`.
  @inlinable
  public subscript(position: Int) -> CardOrJoker {
    pile[position]
  }
}
