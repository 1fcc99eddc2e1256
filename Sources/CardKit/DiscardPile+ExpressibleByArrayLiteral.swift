extension DiscardPile: ExpressibleByArrayLiteral {
  /// Creates a pile of the listed cards, the first at the bottom and the last on top.
  public init(arrayLiteral cards: Element...) {
    self.init(cards)
  }
}
