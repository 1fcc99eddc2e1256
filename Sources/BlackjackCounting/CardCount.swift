public import BlackjackEngine
public import CardKit

/// How finely a counter reads the decks still to be dealt when turning the running count into a true count.
public enum DeckEstimate: String, CaseIterable, Hashable, Sendable, Codable {
  /// The exact number of cards unseen, divided by 52.
  case exact
  /// The decks unseen rounded to the nearest half deck (at least half a deck), as a discard tray is read.
  case halfDeck = "half-deck"
  /// The decks unseen rounded to the nearest whole deck (at least one).
  case deck

  /// The decks a counter takes to be unseen when `cards` cards are.
  @inlinable
  public func decks(unseen cards: Int) -> Double {
    let (numerator, denominator) = halfDecks(unseen: cards)
    return Double(numerator) / Double(denominator) / 2
  }

  /// The decks taken to be unseen, as an exact fraction of half decks: `cards / 26` for ``exact``, the nearest
  /// whole number of half decks (at least one) for ``halfDeck``, twice the nearest whole number of decks (at least
  /// one) for ``deck``.
  @inlinable @inline(__always)
  public func halfDecks(unseen cards: Int) -> (numerator: Int, denominator: Int) {
    switch self {
    case .exact: return (cards, 26)
    case .halfDeck: return (Swift.max(1, (cards &+ 13) / 26), 1)
    case .deck: return (2 &* Swift.max(1, (cards &+ 26) / 52), 1)
    }
  }
}

/// How a fractional true count becomes the whole number a counter bets and plays by.
public enum TrueCountRounding: String, CaseIterable, Hashable, Sendable, Codable {
  /// Down, toward minus infinity: +2.7 is +2, −0.3 is −1.
  case floor
  /// Toward zero: +2.7 is +2, −0.3 is 0.
  case truncate
  /// To the nearest whole number, halves away from zero: +2.5 is +3, −0.3 is 0.
  case nearest

  /// `value` rounded this way.
  @inlinable
  public func callAsFunction(_ value: Double) -> Int {
    switch self {
    case .floor: Int(value.rounded(.down))
    case .truncate: Int(value.rounded(.towardZero))
    case .nearest: Int(value.rounded(.toNearestOrAwayFromZero))
    }
  }

  /// The exact fraction `numerator / denominator` (`denominator` positive) rounded this way, in integers.
  @inlinable @inline(__always)
  public func callAsFunction(_ numerator: Int, over denominator: Int) -> Int {
    switch self {
    case .floor:
      let quotient = numerator / denominator
      return numerator % denominator < 0 ? quotient &- 1 : quotient
    case .truncate:
      return numerator / denominator
    case .nearest:
      let doubled = (2 &* numerator.magnitude &+ UInt(denominator)) / (2 &* UInt(denominator))
      return numerator < 0 ? -Int(doubled) : Int(doubled)
    }
  }
}

/// A counter's count: the running count of the cards seen since the shuffle under a ``CountingSystem``.
///
/// The running count starts at the system's initial count for the shoe (0 for a balanced system) and adds each seen
/// card's tag. A balanced system bets and plays by the true count, the running count per deck unseen; an unbalanced
/// one by the running count itself (``bettingCount(unseen:estimate:rounding:)``).
public struct CardCount: Hashable, Sendable {
  /// The tags of the system counted, in half points by packed card (see ``CountingSystem``): an array, read through
  /// its buffer in the simulator's loop, because a vector read at a variable lane goes through memory.
  @usableFromInline let halfTags: [Int8]
  /// The same tags by a card's two bytes in memory read as one number (``word(of:)``): one load of the card and one
  /// of its tag, where the packed position takes two loads and a sum. The simulator's loop counts the cards of every
  /// round through this table (``count(_:)-(UnsafeBufferPointer<Card>)``).
  @usableFromInline let halfTagsByWord: [Int8]
  /// The same tags by a rank's byte in memory (``byte(of:)``), for a system whose tags depend on rank only
  /// (``tagsByRank``; all zero for any other): one table load a card, where the packed position needs the suit's byte
  /// too and a sum. Only the simulator's copy of its loop for the floored true count reads it, for the three cards in
  /// sight after the deal (``halfPoints(ofRanks:_:_:)``).
  @usableFromInline let halfTagsByRank: [Int8]
  /// Whether the system's tags depend on rank only (``CountingSystem/tagsDependOnRankOnly``): ``halfTagsByRank`` holds
  /// them.
  @usableFromInline package let tagsByRank: Bool
  /// Whether the system counted is balanced.
  @usableFromInline let isBalanced: Bool
  /// The running count in half points.
  @usableFromInline var halfPoints: Int
  /// The initial running count of the shoe, in half points.
  @usableFromInline let initialHalfPoints: Int
  /// How many cards were counted since the shuffle.
  public var cardsSeen: Int { _cardsSeen }
  @usableFromInline var _cardsSeen: Int

  /// A count just after a shuffle of `decks` decks under `system`.
  public init(system: CountingSystem, decks: Int) {
    halfTags = (0..<64).map { system.halfTags[$0] }
    var byWord = [Int8](repeating: 0, count: Self.wordCount)
    for card in Deck.standardOrder { byWord[Self.word(of: card)] = system.halfTags[CountingSystem.index(of: card)] }
    halfTagsByWord = byWord
    var byRank = [Int8](repeating: 0, count: Self.rankByteCount)
    tagsByRank = system.tagsDependOnRankOnly
    if tagsByRank {
      for card in Deck.standardOrder {
        let byte = Self.byte(of: card.rank)
        precondition(byte < Self.rankByteCount, "a rank's byte reads \(byte), beyond the table's positions")
        byRank[byte] = system.halfTags[CountingSystem.index(of: card)]
      }
    }
    halfTagsByRank = byRank
    isBalanced = system.isBalanced
    initialHalfPoints = system.initialHalfPoints(decks: decks)
    halfPoints = initialHalfPoints
    _cardsSeen = 0
  }

  /// A card's two bytes in memory (its rank's and its suit's) read as one number: its tag's position in
  /// ``halfTagsByWord``, worked out from the bytes themselves, whatever numbers the compiler stores for the cases.
  ///
  /// - Precondition: a card is two bytes, and its word below ``wordCount`` (a card's bytes hold its rank's and suit's
  ///   case numbers, below 13 and 4: the word is below 4 × 256 with the rank's byte first on a little-endian machine,
  ///   below 13 × 256 with the suit's first or on a big-endian one).
  static func word(of card: Card) -> Int {
    precondition(MemoryLayout<Card>.size == 2 && MemoryLayout<Card>.stride == 2, "a card is not two bytes")
    let word = withUnsafeBytes(of: card) { Int($0.loadUnaligned(as: UInt16.self)) }
    precondition(word < wordCount, "a card's two bytes read \(word), beyond the table's \(wordCount) positions")
    return word
  }

  /// How many positions ``halfTagsByWord`` holds: every card's ``word(of:)`` is below it.
  static let wordCount = 16 << 8

  /// A rank's byte in memory: its tag's position in ``halfTagsByRank``, the case number the compiler stores, whatever
  /// it is.
  ///
  /// A rank is one byte (`unsafeBitCast` checks it), holding its case number, below 13: the count's initialiser checks
  /// each rank's byte against ``rankByteCount`` once, and this in debug builds only, as the simulator's loop reads it.
  @inlinable @inline(__always)
  static func byte(of rank: Rank) -> Int {
    let byte = Int(unsafeBitCast(rank, to: UInt8.self))
    assert(byte < rankByteCount, "a rank's byte reads \(byte), beyond the table's \(rankByteCount) positions")
    return byte
  }

  /// How many positions ``halfTagsByRank`` holds: every rank's ``byte(of:)`` is below it.
  @usableFromInline static let rankByteCount = 16

  /// Starts again after a shuffle.
  @inlinable
  public mutating func reset() {
    halfPoints = initialHalfPoints
    _cardsSeen = 0
  }

  /// Counts one seen card.
  @inlinable @inline(__always)
  public mutating func count(_ card: Card) {
    halfPoints &+= Int(halfTags[CountingSystem.index(of: card)])
    _cardsSeen &+= 1
  }

  /// Counts seen cards.
  @inlinable
  public mutating func count(_ cards: some Sequence<Card>) {
    for card in cards { count(card) }
  }

  /// Counts the cards of a hand, read straight from their packed bytes (the simulator's path).
  @inlinable @inline(__always)
  public mutating func count(_ cards: HandCards) {
    halfPoints &+= Self.sum(of: cards, limit: Int(cards.length), tags: halfTags)
    _cardsSeen &+= Int(cards.length)
  }

  /// Counts the cards of a buffer, such as the discards a dealing shoe lends (``DealingShoe/withDiscards(_:)``).
  @inlinable @inline(__always)
  public mutating func count(_ cards: UnsafeBufferPointer<Card>) {
    halfPoints &+= halfTagsByWord.withUnsafeBufferPointer { tags in
      // Each card's two bytes read as one word: its ``word(of:)``.
      guard let base = cards.baseAddress else { return 0 }
      var word = UnsafeRawPointer(base)
      let end = UnsafeRawPointer(base + cards.count)
      var sum = 0
      while word < end {
        sum &+= Int(tags[Int(word.loadUnaligned(as: UInt16.self))])
        word += MemoryLayout<Card>.stride
      }
      return sum
    }
    _cardsSeen &+= cards.count
  }

  /// Counts every card of a round: each hand's and the dealer's, the hole card included (what is seen once the
  /// round is over).
  @inlinable @inline(__always)
  public mutating func count(_ round: borrowing Round) {
    if round._hands.count == 1 {
      count(round._hands.first._cards)
    } else {
      for index in 0..<round._hands.count { count(round._hands[index]._cards) }
    }
    count(round._dealer._cards)
  }

  /// The sum of the tags of the first `limit` cards of `cards`.
  @inlinable @inline(__always)
  static func sum(of cards: HandCards, limit: Int, tags: [Int8]) -> Int {
    let count = Swift.min(limit, Int(cards.length))
    return tags.withUnsafeBufferPointer { table in
      var sum = 0
      let packed = cards.storage.span
      for position in 0..<count { sum &+= Int(table[Int(packed[position])]) }
      return sum
    }
  }

  /// The betting count (see ``bettingCount(unseen:estimate:rounding:)``) with the cards of `hand` and the first
  /// `dealerCards` cards of `dealer` counted too, without changing this count: what a player sees after the deal.
  @inlinable @inline(__always)
  public func bettingCount(
    adding hand: HandCards, _ dealer: HandCards, dealerCards: Int, unseen cards: Int, estimate: DeckEstimate,
    rounding: TrueCountRounding
  ) -> Int {
    let points =
      halfPoints &+ Self.sum(of: hand, limit: Int(hand.length), tags: halfTags)
      &+ Self.sum(of: dealer, limit: dealerCards, tags: halfTags)
    return reading(estimate: estimate, rounding: rounding).bettingCount(halfPoints: points, unseen: cards)
  }

  /// The betting count (see ``bettingCount(unseen:estimate:rounding:)``) with three cards counted too, without
  /// changing this count: what a player sees after the deal, the two cards and the up card.
  @inlinable @inline(__always)
  public func bettingCount(
    adding first: Card, _ second: Card, _ third: Card, unseen cards: Int, estimate: DeckEstimate,
    rounding: TrueCountRounding
  ) -> Int {
    bettingCount(
      addingHalfPoints: halfPoints(of: first, second, third), unseen: cards, estimate: estimate, rounding: rounding)
  }

  /// The sum of three cards' tags, in half points: what counting them adds.
  @inlinable @inline(__always)
  public func halfPoints(of first: Card, _ second: Card, _ third: Card) -> Int {
    halfTags.withUnsafeBufferPointer { tags in
      Int(tags[CountingSystem.index(of: first)]) &+ Int(tags[CountingSystem.index(of: second)])
        &+ Int(tags[CountingSystem.index(of: third)])
    }
  }

  /// ``halfPoints(of:_:_:)`` read by the cards' ranks alone (``halfTagsByRank``), for a system whose tags depend on
  /// rank only: the simulator's loop after the deal.
  ///
  /// - Precondition: the system's tags depend on rank only (``tagsByRank``; checked in debug builds only: the simulator
  ///   checks it once a chunk).
  @inlinable @inline(__always)
  package func halfPoints(ofRanks first: Card, _ second: Card, _ third: Card) -> Int {
    assert(tagsByRank, "tags that depend on suit looked up by rank alone")
    return halfTagsByRank.withUnsafeBufferPointer { tags in
      Int(tags[Self.byte(of: first.rank)]) &+ Int(tags[Self.byte(of: second.rank)])
        &+ Int(tags[Self.byte(of: third.rank)])
    }
  }

  /// The betting count (see ``bettingCount(unseen:estimate:rounding:)``) with cards whose tags sum to `points`
  /// half points counted too (``halfPoints(of:_:_:)``), without changing this count.
  @inlinable @inline(__always)
  public func bettingCount(
    addingHalfPoints points: Int, unseen cards: Int, estimate: DeckEstimate, rounding: TrueCountRounding
  ) -> Int {
    bettingCount(addingHalfPoints: points, unseen: cards, reading: reading(estimate: estimate, rounding: rounding))
  }

  /// Counts `cards` cards whose tags sum to `points` half points (``halfPoints(of:_:_:)``): the same as counting
  /// each of them.
  @inlinable @inline(__always)
  public mutating func count(halfPoints points: Int, cards: Int) {
    halfPoints &+= points
    _cardsSeen &+= cards
  }

  /// This count's reading with `estimate` and `rounding`: a true count for a balanced system, the running count for
  /// an unbalanced one.
  @inlinable @inline(__always)
  public func reading(estimate: DeckEstimate, rounding: TrueCountRounding) -> CountReading {
    CountReading(isBalanced: isBalanced, estimate: estimate, rounding: rounding)
  }

  /// The betting count read as `reading`, which must be this count's own (``reading(estimate:rounding:)``): the
  /// simulator's path, where the reading may be a constant.
  @inlinable @inline(__always)
  public func bettingCount(unseen cards: Int, reading: CountReading) -> Int {
    assert(reading.isBalanced == isBalanced, "a reading of another kind of count")
    return reading.bettingCount(halfPoints: halfPoints, unseen: cards)
  }

  /// The betting count read as `reading` (see ``bettingCount(unseen:reading:)``) with cards whose tags sum to
  /// `points` half points counted too (``halfPoints(of:_:_:)``), without changing this count.
  @inlinable @inline(__always)
  public func bettingCount(addingHalfPoints points: Int, unseen cards: Int, reading: CountReading) -> Int {
    assert(reading.isBalanced == isBalanced, "a reading of another kind of count")
    return reading.bettingCount(halfPoints: halfPoints &+ points, unseen: cards)
  }

  /// The running count, in points (a half for Wong Halves).
  public var runningCount: Double { Double(halfPoints) / 2 }

  /// The running count in half points: twice ``runningCount``, a whole number.
  @inlinable
  public var runningHalfPoints: Int { halfPoints }

  /// The true count: the running count per deck a counter reading the tray as `estimate` takes to be unseen, or
  /// `nil` when no card is unseen.
  ///
  /// - Parameter cards: the cards not yet seen (in the shoe, plus any face-down card).
  public func trueCount(unseen cards: Int, estimate: DeckEstimate = .exact) -> Double? {
    cards > 0 ? runningCount / estimate.decks(unseen: cards) : nil
  }

  /// The whole number the counter bets and plays by: the rounded true count for a balanced system, the rounded
  /// running count for an unbalanced one; 0 when no card is unseen.
  @inlinable @inline(__always)
  public func bettingCount(unseen cards: Int, estimate: DeckEstimate, rounding: TrueCountRounding) -> Int {
    bettingCount(unseen: cards, reading: reading(estimate: estimate, rounding: rounding))
  }
}
