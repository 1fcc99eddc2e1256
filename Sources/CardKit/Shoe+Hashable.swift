extension Shoe: Hashable {
  /// Hashes everything ``==(_:_:)`` compares, so that equal shoes hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
    hasher.combine(position)
    hasher.combine(burned)
    hasher.combine(decks)
    hasher.combine(penetration)
    hasher.combine(cutCardPosition)
  }
}
