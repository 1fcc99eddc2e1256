extension JokerDeck: ExpressibleByArrayLiteral {
  /// Creates a deck of the listed cards and jokers, the first on top:
  /// `let deck: JokerDeck = [.card(Card(.ace, of: .spades)), .joker(.red)]`.
  public init(arrayLiteral cards: CardOrJoker...) {
    self.init(cards: cards)
  }
}
