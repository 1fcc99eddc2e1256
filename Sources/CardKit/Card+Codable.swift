extension Card: Codable {
  /// Decodes a card from a single string in any form ``Card/init(_:)`` accepts: "AS", "10H", "TH", "A♠" or
  /// "Ace of Spades".
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a string naming a card.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCode(
      parse: { Card($0) }, rejection: { "'\($0)' is not a card; expected a form like AS, 10H, A♠ or Ace of Spades" },
      notAString: "expected a card as a string, such as AS or 10H")
  }

  /// Encodes the card as its ASCII form, a single string such as "AS" or "10H": the ``Rank`` code followed by the
  /// ``Suit`` code, in the same notation as those types' own encodings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(asciiDescription)
  }
}
