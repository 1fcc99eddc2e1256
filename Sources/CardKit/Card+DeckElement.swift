extension Card: DeckElement {
  /// "Deck": a deck of cards is a ``Deck``.
  public static var deckTypeName: String { "Deck" }

  /// Why `code` is not a card: "is a joker, and a Deck holds no jokers (a JokerDeck does)" for a joker's code in a
  /// `typeName` such as "Deck" or "Shoe", or "is not a card; expected codes such as AS or 10H separated by spaces".
  public static func rejection(of code: Substring, in typeName: String) -> String {
    Joker(code) != nil
      ? "is a joker, and a \(typeName) holds no jokers (a JokerDeck does)"
      : "is not a card; expected codes such as AS or 10H separated by spaces"
  }
}
