public import CardKit

extension DealingShoe: Equatable where Generator: Equatable {
  /// Whether both shoes deal the same cards from now on, with the same stacked cards, round start, shuffle counts
  /// and generator state (so that every later shuffle gives the same order too).
  public static func == (lhs: DealingShoe, rhs: DealingShoe) -> Bool {
    lhs.shoe == rhs.shoe && lhs.isInfinite == rhs.isInfinite && lhs.isLazy == rhs.isLazy
      && lhs.shuffledPrefix == rhs.shuffledPrefix && lhs.stacked == rhs.stacked
      && lhs.stackedPosition == rhs.stackedPosition && lhs.stackedCount == rhs.stackedCount
      && lhs.roundStart == rhs.roundStart && lhs.generator == rhs.generator && lhs._shuffleCount == rhs._shuffleCount
      && lhs._midRoundShuffleCount == rhs._midRoundShuffleCount
  }
}

extension DealingShoe: Codable where Generator == Xoshiro256StarStar {
  /// The keys of the encoded dealing shoe.
  enum CodingKeys: String, CodingKey {
    case formatVersion, infinite, shoe, stacked, stackedPosition, stackedCount, roundStart, generator, shuffleCount
    case midRoundShuffleCount, lazy, shuffledPrefix
  }

  /// Only the `cards` of an encoded ``CardKit/Shoe``, to check the shoe's composition.
  private struct ShoeCards: Decodable {
    var cards: String
  }

  /// Decodes a dealing shoe as ``encode(to:)`` writes it, checking that it is one a table could hold: a full
  /// shoe of standard decks (every card `decks` times), positions inside the shoe, a generator state that is not all
  /// zero, and for a shoe that shuffles as it deals, shuffled positions that some rules call for (up to the cut card,
  /// or none). Whether they are those of a table's rules is the table's to check (``TableSnapshot``).
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the field that is wrong, or `keyNotFound` for a missing one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(forKey: .formatVersion, of: "DealingShoe", supported: 1, reader: "engine")
    let infinite = try container.decode(Bool.self, forKey: .infinite)
    let shoe = try container.decode(Shoe.self, forKey: .shoe)
    let codes = try container.decode(ShoeCards.self, forKey: .shoe).cards.split(separator: " ")
    var copies: [Card: Int] = [:]
    for code in codes { copies[Card(code)!, default: 0] += 1 }  // the Shoe decoded, so every code is a card
    let expected = infinite ? 1 : shoe.decks
    guard shoe.count == 52 * expected, Deck.standardOrder.allSatisfy({ copies[$0] == expected }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .shoe, in: container,
        debugDescription:
          "the shoe of \(shoe.count) cards is not \(expected) standard \(expected == 1 ? "deck" : "decks")"
          + " (every card \(expected) \(expected == 1 ? "time" : "times"))")
    }
    let stackedText = try container.decode(String.self, forKey: .stacked)
    var stacked: [Card] = []
    for code in stackedText.split(separator: " ") {
      guard let card = Card(code) else {
        throw DecodingError.dataCorruptedError(
          forKey: .stacked, in: container, debugDescription: "'\(code)' in stacked is not a card")
      }
      stacked.append(card)
    }
    let stackedPosition = try container.decode(Int.self, forKey: .stackedPosition)
    let stackedCount = try container.decode(Int.self, forKey: .stackedCount)
    let roundStart = try container.decode(Int.self, forKey: .roundStart)
    guard infinite || stacked.isEmpty, (0...stacked.count).contains(stackedPosition) else {
      throw DecodingError.dataCorruptedError(
        forKey: .stackedPosition, in: container,
        debugDescription: "stackedPosition \(stackedPosition) is outside the \(stacked.count) stacked cards")
    }
    guard (0...shoe.count).contains(stackedCount), !infinite || stackedCount == 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .stackedCount, in: container,
        debugDescription: "stackedCount \(stackedCount) is impossible for a shoe of \(shoe.count) cards")
    }
    guard (0...shoe.discardCount).contains(roundStart) else {
      throw DecodingError.dataCorruptedError(
        forKey: .roundStart, in: container,
        debugDescription: "roundStart \(roundStart) is after the \(shoe.discardCount) cards dealt")
    }
    let words = try container.decode([String].self, forKey: .generator)
    let state = words.compactMap { UInt64($0, radix: 16) }
    guard words.count == 4, state.count == 4, state != [0, 0, 0, 0] else {
      throw DecodingError.dataCorruptedError(
        forKey: .generator, in: container,
        debugDescription: "generator must be four hexadecimal words, not all zero")
    }
    let shuffleCount = try container.decode(Int.self, forKey: .shuffleCount)
    let midRound = try container.decode(Int.self, forKey: .midRoundShuffleCount)
    guard midRound >= 0, shuffleCount >= midRound else {
      throw DecodingError.dataCorruptedError(
        forKey: .shuffleCount, in: container,
        debugDescription: "shuffleCount \(shuffleCount) and midRoundShuffleCount \(midRound) are impossible")
    }
    self.shoe = shoe
    isInfinite = infinite
    isLazy = try container.decodeIfPresent(Bool.self, forKey: .lazy) ?? false
    shuffledPrefix = isLazy ? try container.decodeIfPresent(Int.self, forKey: .shuffledPrefix) ?? 0 : 0
    guard shuffledPrefix == 0 || shuffledPrefix == shoe.cutCardPosition, !isLazy || !infinite else {
      throw DecodingError.dataCorruptedError(
        forKey: .shuffledPrefix, in: container,
        debugDescription:
          "shuffledPrefix \(shuffledPrefix) is impossible for a shoe of \(shoe.count) cards: a lazy shoe shuffles"
          + " up to its cut card (\(shoe.cutCardPosition)), or nothing ahead (0)")
    }
    self.stacked = stacked
    self.stackedPosition = stackedPosition
    self.stackedCount = stackedCount
    self.roundStart = roundStart
    generator = Xoshiro256StarStar(state: (state[0], state[1], state[2], state[3]))
    _shuffleCount = shuffleCount
    _midRoundShuffleCount = midRound
  }

  /// Encodes the whole dealing shoe, with `formatVersion` 1: `infinite`, the CardKit `shoe`, the `stacked` cards of
  /// an infinite deck (codes separated by spaces) and `stackedPosition`, `stackedCount`, `roundStart`, the
  /// `generator`'s four state words in hexadecimal, `shuffleCount` and `midRoundShuffleCount`, and for a shoe that
  /// shuffles as it deals `lazy` (true) and `shuffledPrefix` (how many positions a shuffle shuffles at once); both
  /// are absent otherwise, so files from before lazy shoes read as before. A decoded shoe
  /// deals the same cards and shuffles the same way as the one encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .formatVersion)
    try container.encode(isInfinite, forKey: .infinite)
    try container.encode(shoe, forKey: .shoe)
    try container.encode(stacked.map(\.asciiDescription).joined(separator: " "), forKey: .stacked)
    try container.encode(stackedPosition, forKey: .stackedPosition)
    try container.encode(stackedCount, forKey: .stackedCount)
    try container.encode(roundStart, forKey: .roundStart)
    let state = generator.state
    try container.encode(
      [state.0, state.1, state.2, state.3].map { String($0, radix: 16) }, forKey: .generator)
    try container.encode(_shuffleCount, forKey: .shuffleCount)
    try container.encode(_midRoundShuffleCount, forKey: .midRoundShuffleCount)
    if isLazy {
      try container.encode(true, forKey: .lazy)
      try container.encode(shuffledPrefix, forKey: .shuffledPrefix)
    }
  }
}
