extension DiscardPile: Hashable where Element: Hashable {
  /// Hashes the cards, bottom first, so that equal piles hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}
