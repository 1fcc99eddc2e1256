extension Rank: Codable {
  /// Decodes a rank from a single string in any form ``Rank/init(_:)`` accepts: "A", "2" … "10", "J", "Q", "K",
  /// "T" for ten, or a name such as "Ace".
  ///
  /// A number from 1 to 13 (the rank's `rawValue`, as CardKit 0.1 encoded ranks) is read too.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a rank.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCode(
      parse: { Rank($0) }, rejection: { "'\($0)' is not a rank; expected A, 2 to 10, J, Q or K (or T for ten)" },
      legacyNumber: (Rank.init(rawValue:), { "\($0) is not a rank; expected A, 2 to 10, J, Q or K (or 1 to 13)" }),
      notAString: "expected a rank as a string: A, 2 to 10, J, Q or K")
  }

  /// Encodes the rank as its ``symbol``, a single string: "A", "2" … "10", "J", "Q" or "K".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(symbol)
  }
}
