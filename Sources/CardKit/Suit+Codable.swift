extension Suit: Codable {
  /// Decodes a suit from a single string in any form ``Suit/init(_:)`` accepts: "S", "H", "D", "C", a symbol such
  /// as "♠", or a name such as "Spades".
  ///
  /// A number from 0 to 3 (the suit's `rawValue`, as CardKit 0.1 encoded suits) is read too.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a suit.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      guard let suit = Suit(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "'\(text)' is not a suit; expected S, H, D or C")
      }
      self = suit
    } else if let number = try? container.decode(Int.self) {
      guard let suit = UInt8(exactly: number).flatMap(Suit.init(rawValue:)) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\(number) is not a suit; expected S, H, D or C (or 0 to 3)")
      }
      self = suit
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a suit as a string: S, H, D or C")
    }
  }

  /// Encodes the suit as its ``letter``, a single string: "S", "H", "D" or "C".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(letter)
  }
}
