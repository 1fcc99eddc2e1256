/// A dealing shoe: several decks shuffled together, with a cut card that says when to reshuffle.
///
/// Cards are dealt from the front of ``remainingCards``. The cut card sits after ``cutCardPosition`` cards (the
/// penetration times the total); once that many have been dealt or burned, ``needsShuffle`` turns true and the
/// game reshuffles between rounds with ``shuffle(using:)``, which gathers every card back into the shoe. Dealt and
/// burned cards count as discards until then. Nothing here is specific to one game.
///
/// A shoe never allocates while dealing or shuffling, so a simulator can shuffle a six-deck shoe in about a
/// microsecond and draw a card in about a nanosecond (see `Scripts/bench`).
///
/// A shoe is `Hashable` and `Codable`: two shoes are equal when they deal the same cards now and after any seeded
/// shuffle, and a shoe part-way through a deal encodes, compactly, with its cut card, dealt and burned cards (see
/// ``encode(to:)`` for the format). It is not a `Collection`: its ``count`` is every card in the shoe, dealt or not,
/// while ``remainingCards`` lists the cards still to come.
public struct Shoe: CardSource, Sendable {
  /// Every card of the shoe; the first `position` have been dealt or burned.
  @usableFromInline var storage: [Card]
  /// The position in `storage` of the next card to deal.
  @usableFromInline var position: Int
  /// How many of the first `position` cards were burned rather than dealt.
  @usableFromInline var burned: Int

  /// The number of decks in the shoe: the 52-card decks of ``init(decks:penetration:)``, the decks of
  /// ``init(decks:of:penetration:)``, or for a shoe made from cards the 52-card decks those cards would fill,
  /// rounded up.
  public let decks: Int

  /// The fraction of the cards, from 0 to 1, dealt before the cut card comes out.
  public let penetration: Double

  /// The number of cards dealt or burned before the cut card: `count` × ``penetration``, rounded half up.
  public let cutCardPosition: Int

  /// Creates a shoe of `decks` standard decks in new-deck order (shuffle it before dealing).
  ///
  /// - Parameters:
  ///   - decks: How many 52-card decks; at least one.
  ///   - penetration: The fraction of cards dealt before the cut card, from 0 to 1 (0.75 deals three quarters).
  public init(decks: Int, penetration: Double) {
    precondition(decks >= 1, "a shoe needs at least one deck")
    self.init(cards: Deck(decks: decks).cards, penetration: penetration)
  }

  /// Creates a shoe of `decks` copies of `deck`, for games played with stripped decks, such as Spanish 21 with six
  /// ``CardDeck/spanish48`` decks (shuffle it before dealing).
  ///
  /// The shoe's ``decks`` is then this `decks`, however many cards `deck` holds.
  ///
  /// - Parameters:
  ///   - decks: How many copies of `deck`; at least one.
  ///   - deck: The deck to copy, in its order (its remaining cards); it must not be empty.
  ///   - penetration: The fraction of cards dealt before the cut card, from 0 to 1.
  public init(decks: Int, of deck: Deck, penetration: Double) {
    precondition(decks >= 1, "a shoe needs at least one deck")
    precondition(!deck.isEmpty, "a shoe cannot be made of empty decks")
    var cards: [Card] = []
    cards.reserveCapacity(decks * deck.count)
    for _ in 0..<decks { cards += deck }
    self.init(cards: cards, decks: decks, penetration: penetration)
  }

  /// Creates a stacked shoe that deals exactly these cards in this order, first element first — for practice
  /// hands, tests and exact replays. ``shuffle(using:)`` mixes them like any other shoe.
  ///
  /// - Parameters:
  ///   - cards: The cards, the first to be dealt first.
  ///   - penetration: The fraction of cards dealt before the cut card, from 0 to 1.
  public init(cards: [Card], penetration: Double) {
    self.init(cards: cards, decks: (cards.count + 51) / 52, penetration: penetration)
  }

  /// A shoe of these cards in this order, undealt, counted as `decks` decks.
  init(cards: [Card], decks: Int, penetration: Double) {
    precondition((0...1).contains(penetration), "penetration must be a fraction from 0 to 1")
    storage = cards
    position = 0
    burned = 0
    self.decks = decks
    self.penetration = penetration
    cutCardPosition = Shoe.cutCardPosition(count: cards.count, penetration: penetration)
  }

  /// Where the cut card goes in a shoe of `count` cards: `count` × `penetration`, rounded half up.
  static func cutCardPosition(count: Int, penetration: Double) -> Int {
    // Half up, without libm: the product is never negative.
    Int(Double(count) * penetration + 0.5)
  }

  /// The total number of cards in the shoe, dealt or not.
  @inlinable
  public var count: Int { storage.count }

  /// The number of cards not yet dealt or burned.
  @inlinable
  public var remainingCount: Int { storage.count &- position }

  /// The number of cards dealt (not counting burned cards) since the last shuffle.
  @inlinable
  public var dealtCount: Int { position - burned }

  /// The number of cards burned since the last shuffle.
  @inlinable
  public var burnedCount: Int { burned }

  /// The number of cards in the discard tray: every card dealt or burned since the last shuffle.
  @inlinable
  public var discardCount: Int { position }

  /// Whether the cut card has come out, so the shoe should be reshuffled before the next round.
  @inlinable
  public var needsShuffle: Bool { position >= cutCardPosition }

  /// The cards not yet dealt, in dealing order (the next card first), for card counting and exact odds.
  ///
  /// - Complexity: O(*n*); it copies the cards.
  public var remainingCards: [Card] { Array(storage[position...]) }

  /// The next card, without dealing it, or `nil` when the shoe is empty.
  @inlinable
  public func peek() -> Card? {
    position < storage.count ? storage[position] : nil
  }

  /// Deals the next card.
  ///
  /// Dealing past the cut card is allowed (a round in progress is finished); only an empty shoe fails.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the shoe is then unchanged.
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  public mutating func draw() throws(DeckError) -> Card {
    let next = position
    // One bounds check, read from the buffer itself.
    guard let card = storage.withUnsafeBufferPointer({ next < $0.count ? $0[next] : nil }) else { throw .empty }
    position = next &+ 1
    return card
  }

  /// Deals the next card without checking that one is left, for a dealer that knows it (the engine's dealing shoe
  /// inside the positions it has shuffled).
  ///
  /// - Precondition: ``remainingCount`` is positive (checked in debug builds only).
  @inlinable @inline(__always)
  package mutating func drawKnownCard() -> Card {
    let next = position
    position = next &+ 1
    return storage.withUnsafeBufferPointer { $0[next] }
  }

  /// Deals the next four cards without checking that they are left, for a dealer that knows it (the first cards of
  /// a round, dealt at once).
  ///
  /// - Precondition: ``remainingCount`` is at least 4 (checked in debug builds only).
  @inlinable @inline(__always)
  package mutating func drawFourKnownCards() -> (Card, Card, Card, Card) {
    let next = position
    position = next &+ 4
    return storage.withUnsafeBufferPointer { ($0[next], $0[next &+ 1], $0[next &+ 2], $0[next &+ 3]) }
  }

  /// Deals `count` cards, all or none.
  ///
  /// - Parameter count: How many cards; zero or more.
  /// - Returns: The cards in dealing order.
  /// - Throws: ``DeckError/insufficientCards(requested:available:)`` when fewer are left; the shoe is then unchanged.
  public mutating func draw(_ count: Int) throws(DeckError) -> [Card] {
    precondition(count >= 0, "cannot draw a negative number of cards")
    guard count <= remainingCount else { throw .insufficientCards(requested: count, available: remainingCount) }
    let drawn = Array(storage[position..<(position + count)])
    position += count
    return drawn
  }

  /// Moves the next card to the discard tray unseen, as a dealer does after a shuffle.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the shoe is then unchanged.
  @inlinable
  public mutating func burn() throws(DeckError) {
    guard position < storage.count else { throw .empty }
    position &+= 1
    burned &+= 1
  }

  /// Gathers every card (dealt, burned and remaining) back into the shoe, shuffles them with `generator`, and puts
  /// the cut card back at ``cutCardPosition``.
  ///
  /// The order is reproducible for a seeded generator (CardKit's own Fisher–Yates with Lemire's bounded draw).
  ///
  /// - Parameter generator: The source of randomness, for example a ``Xoshiro256StarStar``.
  /// - Complexity: O(``count``), without allocating.
  @inlinable
  public mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
    storage.withUnsafeMutableBufferPointer { $0.shuffleContiguous(using: &generator) }
    position = 0
    burned = 0
  }

  /// Shuffles the discards back into the shoe while the last `inPlay` cards dealt stay out, because they are still
  /// on the table.
  ///
  /// A dealer whose shoe runs dry in the middle of a round shuffles the discard tray and deals on; the cards of
  /// the round in progress are not in the tray, so they cannot be dealt a second time. Afterwards those `inPlay`
  /// cards count as dealt (they go to the discards when the round ends), every other card — the discards and
  /// any cards not yet dealt — is shuffled into the rest of the shoe, burned cards included, and the cut card stays
  /// at ``cutCardPosition``.
  ///
  /// - Parameters:
  ///   - inPlay: How many of the most recently dealt cards stay out, from 0 to ``discardCount``.
  ///   - generator: The source of randomness, for example a ``Xoshiro256StarStar``.
  /// - Complexity: O(``count``), without allocating.
  @inlinable
  public mutating func shuffleDiscards<G: RandomNumberGenerator>(keepingOut inPlay: Int, using generator: inout G) {
    precondition(inPlay >= 0 && inPlay <= position, "only dealt cards can stay out of a reshuffle")
    storage.withUnsafeMutableBufferPointer { buffer in
      // Move the cards in play to the front, in the order they were dealt, then shuffle everything after them.
      let start = position - inPlay
      if start > 0 {
        for offset in 0..<inPlay { buffer.swapAt(offset, start + offset) }
      }
      var rest = UnsafeMutableBufferPointer(rebasing: buffer[inPlay...])
      rest.shuffleContiguous(using: &generator)
    }
    position = inPlay
    burned = 0
  }

  /// Gathers and shuffles every card with the system's random generator (not reproducible).
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }
}
