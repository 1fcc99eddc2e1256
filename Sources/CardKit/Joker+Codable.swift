extension Joker: Codable {
  /// Decodes a joker from a single string in any form ``Joker/init(_:)`` accepts: "BJ", "RJ", "🃏", "🂿",
  /// "Black Joker" or "Red Joker".
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a string naming a joker.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCode(
      parse: { Joker($0) }, rejection: { "'\($0)' is not a joker; expected BJ (black) or RJ (red)" },
      notAString: "expected a joker as a string, BJ or RJ")
  }

  /// Encodes the joker as its code, a single string: "BJ" or "RJ".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(asciiDescription)
  }
}
