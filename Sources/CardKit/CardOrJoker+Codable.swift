extension CardOrJoker: Codable {
  /// Decodes a card or a joker from a single string, as ``CardOrJoker/init(_:)`` reads it: "AS", "10H", "RJ" ….
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a string naming a card or a joker.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCode(
      parse: { CardOrJoker($0) },
      rejection: { "'\($0)' is not a card or a joker; expected a form like AS, 10H, BJ or RJ" },
      notAString: "expected a card or a joker as a string, such as AS, 10H or RJ")
  }

  /// Encodes the card or joker as its ASCII code, a single string in the notation of ``Card`` and ``Joker``: "AS",
  /// "10H", "BJ", "RJ".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(asciiDescription)
  }
}
