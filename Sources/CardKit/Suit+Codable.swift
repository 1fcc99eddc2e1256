extension Suit: Codable {
  /// Decodes a suit from a single string in any form ``Suit/init(_:)`` accepts: "S", "H", "D", "C", a symbol such
  /// as "♠", or a name such as "Spades".
  ///
  /// A number from 0 to 3 (the suit's `rawValue`, as CardKit 0.1 encoded suits) is read too.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a suit.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCode(
      parse: { Suit($0) }, rejection: { "'\($0)' is not a suit; expected S, H, D or C" },
      legacyNumber: (Suit.init(rawValue:), { "\($0) is not a suit; expected S, H, D or C (or 0 to 3)" }),
      notAString: "expected a suit as a string: S, H, D or C")
  }

  /// Encodes the suit as its ``letter``, a single string: "S", "H", "D" or "C".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(letter)
  }
}
