extension Shoe: Codable {
  /// The keys of the encoded shoe.
  enum CodingKeys: String, CodingKey {
    case formatVersion, decks, penetration, cutCardPosition, position, burned, cards
  }

  /// Decodes a shoe as ``encode(to:)`` writes it, checking every field, so that the shoe deals exactly as the one
  /// encoded would.
  ///
  /// Each card code may be any short form ``Card/init(_:)`` reads ("AS", "10H", "TH", "A♠").
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the field that is wrong: a `formatVersion` other than 1, a code
  ///   that is not a card, `decks` below 1 (0 only for a shoe without cards) or above the number of cards, a
  ///   `penetration` outside 0…1, a `cutCardPosition` other than `penetration` × the number of cards rounded half
  ///   up, a `position` outside 0…the number of cards, or a `burned` count outside 0…`position`.
  ///   `DecodingError.keyNotFound` for a missing field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(forKey: .formatVersion, of: "Shoe", supported: 1)
    let cards = try container.decodeCardCodes(
      forKey: .cards, parse: { Card($0) }, rejection: { Card.rejection(of: $0, in: "Shoe") })
    let count = cards.count

    let decks = try container.decode(Int.self, forKey: .decks)
    guard count == 0 ? decks == 0 : (1...count).contains(decks) else {
      throw DecodingError.dataCorruptedError(
        forKey: .decks, in: container,
        debugDescription: count == 0
          ? "decks \(decks) is impossible for a shoe without cards; expected 0"
          : "decks \(decks) is impossible for a shoe of \(count) cards; expected 1 to \(count)")
    }
    let penetration = try container.decode(Double.self, forKey: .penetration)
    guard (0...1).contains(penetration) else {
      throw DecodingError.dataCorruptedError(
        forKey: .penetration, in: container,
        debugDescription: "penetration \(penetration) is not a fraction from 0 to 1")
    }
    let cutCardPosition = try container.decode(Int.self, forKey: .cutCardPosition)
    let expectedCut = Shoe.cutCardPosition(count: count, penetration: penetration)
    guard cutCardPosition == expectedCut else {
      throw DecodingError.dataCorruptedError(
        forKey: .cutCardPosition, in: container,
        debugDescription: "cutCardPosition \(cutCardPosition) does not match penetration \(penetration) of "
          + "\(count) cards, which puts the cut card after \(expectedCut)")
    }
    let position = try container.decode(Int.self, forKey: .position)
    guard (0...count).contains(position) else {
      throw DecodingError.dataCorruptedError(
        forKey: .position, in: container,
        debugDescription: "position \(position) is outside the shoe of \(count) cards; expected 0 to \(count)")
    }
    let burned = try container.decode(Int.self, forKey: .burned)
    guard (0...position).contains(burned) else {
      throw DecodingError.dataCorruptedError(
        forKey: .burned, in: container,
        debugDescription: "burned \(burned) is impossible after \(position) cards dealt or burned; expected 0 to "
          + "\(position)")
    }

    self.init(cards: cards, decks: decks, penetration: penetration)
    self.position = position
    self.burned = burned
  }

  /// Encodes the whole shoe compactly, with a format version, so that a shoe part-way through a deal decodes to an
  /// equal shoe: the same next cards, the same cut card, the same discards, and the same order after the next
  /// seeded shuffle.
  ///
  /// ```json
  /// {
  ///   "formatVersion": 1,
  ///   "decks": 6,
  ///   "penetration": 0.75,
  ///   "cutCardPosition": 234,
  ///   "position": 41,
  ///   "burned": 1,
  ///   "cards": "9D 8C 4D 3D KC 8S AC JH …"
  /// }
  /// ```
  ///
  /// - `formatVersion`: 1, the only version so far; a later CardKit that changes the format raises it.
  /// - `decks`: ``decks``.
  /// - `penetration`: ``penetration``, a number from 0 to 1.
  /// - `cutCardPosition`: ``cutCardPosition``, which must equal `penetration` × the number of cards, rounded half up.
  /// - `position`: the number of cards dealt or burned since the last shuffle, ``discardCount``: the next card to
  ///   deal is card `position` of `cards`, counting from 0.
  /// - `burned`: ``burnedCount``, how many of those `position` cards were burned.
  /// - `cards`: every card of the shoe in shoe order, the `position` dealt and burned cards first, then the cards to
  ///   come (``remainingCards``), as ``Card/asciiDescription`` codes ("AS", "10H") separated by single spaces.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .formatVersion)
    try container.encode(decks, forKey: .decks)
    try container.encode(penetration, forKey: .penetration)
    try container.encode(cutCardPosition, forKey: .cutCardPosition)
    try container.encode(position, forKey: .position)
    try container.encode(burned, forKey: .burned)
    try container.encode(storage.map(\.asciiDescription).joined(separator: " "), forKey: .cards)
  }
}
