extension CardOrJoker: DeckElement {
  /// "JokerDeck": a deck of cards and jokers is a ``JokerDeck``.
  public static var deckTypeName: String { "JokerDeck" }

  /// "is not a card or a joker; expected codes such as AS, 10H or RJ separated by spaces", whatever the type
  /// decoded.
  public static func rejection(of code: Substring, in typeName: String) -> String {
    "is not a card or a joker; expected codes such as AS, 10H or RJ separated by spaces"
  }
}
