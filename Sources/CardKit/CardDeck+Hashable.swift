extension Deck: Hashable {
  /// Hashes the cards left, top first, so that equal decks hash alike.
  public func hash(into hasher: inout Hasher) {
    pile.hash(into: &hasher)
  }
}
