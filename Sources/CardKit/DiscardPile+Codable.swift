extension DiscardPile: Encodable where Element: Encodable {
  /// Encodes the pile as an array of its cards, bottom first, each in its own encoding: `["AS","10H"]` for
  /// `DiscardPile<Card>`, which may hold `"RJ"` for `DiscardPile<CardOrJoker>`.
  ///
  /// A pile is just its cards in order, so it encodes exactly as the array of them does.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(storage)
  }
}

extension DiscardPile: Decodable where Element: Decodable {
  /// Decodes a pile from an array of cards, bottom first, as ``encode(to:)`` writes it.
  ///
  /// - Throws: The element's `DecodingError` for an element that is not a card, or `DecodingError.typeMismatch`
  ///   when the value is not an array.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(try container.decode([Element].self))
  }
}
