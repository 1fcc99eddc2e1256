extension Shoe: CustomStringConvertible {
  /// A one-line summary: "Shoe of 6 decks: 312 cards, 40 dealt, 1 burned, 271 left, cut card after 234".
  public var description: String {
    "Shoe of \(decks) \(decks == 1 ? "deck" : "decks"): \(count) \(count == 1 ? "card" : "cards"), "
      + "\(dealtCount) dealt, \(burned) burned, \(remainingCount) left, cut card after \(cutCardPosition)"
  }
}
