extension Card: Codable {
  /// Decodes a card from a single string in any form ``Card/init(_:)`` accepts: "AS", "10H", "TH", "A♠" or
  /// "Ace of Spades".
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a string naming a card.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    guard let text = try? container.decode(String.self) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a card as a string, such as AS or 10H")
    }
    guard let card = Card(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a card; expected a form like AS, 10H, A♠ or Ace of Spades")
    }
    self = card
  }

  /// Encodes the card as its ASCII form, a single string such as "AS" or "10H": the ``Rank`` code followed by the
  /// ``Suit`` code, in the same notation as those types' own encodings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(asciiDescription)
  }
}
