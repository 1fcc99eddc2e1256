extension CardDeck: Codable {
  /// The keys of the encoded deck.
  enum CodingKeys: String, CodingKey {
    case formatVersion, cards
  }

  /// Decodes a deck as ``encode(to:)`` writes it, checking every field.
  ///
  /// Each code may be any short form the element's ``DeckElement/init(_:)`` reads: "AS", "10H", "TH", "A♠" for a
  /// ``Deck``, and "RJ" too for a ``JokerDeck``. So a `Deck`'s encoding decodes as a `JokerDeck`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the field for a `formatVersion` other than 1 or a code that is
  ///   not an element (for a `Deck`, a joker code such as "RJ" included, with its own message);
  ///   `DecodingError.keyNotFound` for a missing field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(forKey: .formatVersion, of: Element.deckTypeName, supported: 1)
    let cards = try container.decodeCardCodes(
      forKey: .cards, parse: { Element($0) }, rejection: { Element.rejection(of: $0, in: Element.deckTypeName) })
    self.init(cards: cards)
  }

  /// Encodes the cards left, top first, as one string of codes, with a format version:
  ///
  /// ```json
  /// {"formatVersion": 1, "cards": "AS 2S 10H KC"}
  /// {"formatVersion": 1, "cards": "AS 10H BJ RJ"}
  /// ```
  ///
  /// - `formatVersion`: 1, the only version so far; a later CardKit that changes the format raises it.
  /// - `cards`: each card's ``DeckElement/asciiDescription`` ("AS", "10H", and for a ``JokerDeck`` the jokers' "BJ"
  ///   and "RJ"), top card first, separated by single spaces; `""` for an empty deck.
  ///
  /// Cards already drawn are not kept, as they are not part of the deck (see ``==(_:_:)``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .formatVersion)
    try container.encode(remaining.map(\.asciiDescription).joined(separator: " "), forKey: .cards)
  }
}
