extension JokerDeck: CustomStringConvertible {
  /// "Deck with 54 cards" followed by one card per line, top first, in the long form ("Ace of Spades",
  /// "Red Joker").
  public var description: String {
    var text = "Deck with \(count) \(count == 1 ? "card" : "cards")"
    for card in pile.remaining {
      text += "\n\(card)"
    }
    return text
  }
}
