extension CardDeck: CustomStringConvertible {
  /// "Deck with 52 cards" followed by one card per line, top card first, in the long form ("Ace of Spades",
  /// "Red Joker").
  public var description: String {
    var text = "Deck with \(count) \(count == 1 ? "card" : "cards")"
    for card in remaining {
      text += "\n\(card)"
    }
    return text
  }
}
