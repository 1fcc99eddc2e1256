extension CardDeck: ExpressibleByArrayLiteral {
  /// Creates a deck of the listed cards, the first on top: `let deck: Deck = [Card(.ace, of: .spades)]`, or
  /// `let deck: JokerDeck = [.card(Card(.ace, of: .spades)), .joker(.red)]`.
  @inlinable
  public init(arrayLiteral cards: Element...) {
    self.init(cards: cards)
  }
}
