extension CardOrJoker {
  /// Parses a card in any form ``Card/init(_:)`` reads ("AS", "10♥", "Ace of Spades") or a joker in any form
  /// ``Joker/init(_:)`` reads ("BJ", "🂿", "Red Joker"); anything else gives `nil`.
  public init?(_ text: some StringProtocol) {
    if let joker = Joker(text) {
      self = .joker(joker)
    } else if let card = Card(text) {
      self = .card(card)
    } else {
      return nil
    }
  }
}
