extension DiscardPile: Equatable where Element: Equatable {
  /// Two piles are equal when they hold the same cards in the same order.
  public static func == (lhs: DiscardPile, rhs: DiscardPile) -> Bool {
    lhs.storage == rhs.storage
  }
}
