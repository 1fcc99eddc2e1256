extension Deck: ExpressibleByArrayLiteral {
  /// Creates a deck of the listed cards, the first on top: `let deck: Deck = [Card(.ace, of: .spades)]`.
  public init(arrayLiteral cards: Card...) {
    self.init(cards: cards)
  }
}
