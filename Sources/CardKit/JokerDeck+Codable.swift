extension JokerDeck: Codable {
  /// The keys of the encoded deck.
  enum CodingKeys: String, CodingKey {
    case formatVersion, cards
  }

  /// Decodes a deck as ``encode(to:)`` writes it, checking every field; a ``Deck``'s encoding decodes too.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the field for a `formatVersion` other than 1 or a code that is
  ///   neither a card nor a joker; `DecodingError.keyNotFound` for a missing field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(forKey: .formatVersion, of: "JokerDeck", supported: 1)
    let cards = try container.decodeCardCodes(
      forKey: .cards, parse: { CardOrJoker($0) },
      rejection: { _ in "is not a card or a joker; expected codes such as AS, 10H or RJ separated by spaces" })
    self.init(cards: cards)
  }

  /// Encodes the cards and jokers left, top first, in the format of ``Deck/encode(to:)`` with the jokers' codes
  /// "BJ" and "RJ":
  ///
  /// ```json
  /// {"formatVersion": 1, "cards": "AS 10H BJ RJ"}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .formatVersion)
    try container.encode(pile.remaining.map(\.asciiDescription).joined(separator: " "), forKey: .cards)
  }
}
