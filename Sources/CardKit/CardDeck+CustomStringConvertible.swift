extension Deck: CustomStringConvertible {
  /// "Deck with 52 cards" followed by one card per line, top card first, in the long form ("Ace of Spades").
  public var description: String {
    var text = "Deck with \(count) \(count == 1 ? "card" : "cards")"
    for card in pile.remaining {
      text += "\n\(card)"
    }
    return text
  }
}
