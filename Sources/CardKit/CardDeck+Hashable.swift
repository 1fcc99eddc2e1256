extension CardDeck: Hashable {
  /// Hashes the number of cards left and each of them, top first, so that equal decks hash alike.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for card in remaining { hasher.combine(card) }
  }
}
