public import CardKit

/// The table's source of cards: a shoe of the rules' decks (or an infinite deck), reshuffled as the rules say, with
/// optional stacked cards dealt first.
///
/// Reshuffling happens between rounds (``prepareForRound(rules:)``): with a cut card once it has come out, with a
/// continuous shuffler before every round. Stacked cards are taken out of the shoe's own cards and put on top, so a
/// stacked shoe holds exactly the cards of the rules' decks; no reshuffle happens while any of them remain.
///
/// If the shoe runs out in the middle of a round (possible with deep penetration and many splits), the dealer
/// shuffles the discards and deals on, as casinos do: the cards of the round in play stay out of that shuffle, so
/// no round ever holds more copies of a card than the shoe has (``midRoundShuffleCount`` counts these shuffles).
///
/// A shoe made with `shufflingLazily` (the simulator's) shuffles as it deals: each card is drawn uniformly from the
/// cards not yet dealt (one Fisher–Yates step), so the cards behind the cut card are shuffled only if they are dealt.
/// The steps up to the cut card are taken at the shuffle, in one loop (CardKit's `Shoe.shuffle(first:using:)`), the
/// rest as cards are drawn (`Shoe.drawShuffling(using:)`); a continuous shuffler takes every step as it
/// deals. It deals every order with the same probability as a shoe shuffled up front, but not the same cards for the
/// same generator.
public struct DealingShoe<Generator: RandomNumberGenerator>: CardSource {
  /// The shoe, for a finite number of decks; its first ``stackedCount`` cards are the stacked ones.
  @usableFromInline var shoe: Shoe
  /// Whether cards come from an infinite deck instead of ``shoe``.
  @usableFromInline let isInfinite: Bool
  /// Whether ``shoe`` is shuffled as it deals (one Fisher–Yates step per card) rather than up front.
  @usableFromInline let isLazy: Bool
  /// For a lazy shoe, how many positions each shuffle shuffles at once (the cut card's position; none for a
  /// continuous shuffler); cards past them are drawn with a Fisher–Yates step each. Zero for an eager shoe.
  @usableFromInline var shuffledPrefix: Int
  /// For an infinite deck only: cards dealt before the random draws, first element first.
  @usableFromInline var stacked: [Card]
  @usableFromInline var stackedPosition: Int
  /// How many of the shoe's first cards were stacked; zero once the shoe has been reshuffled.
  @usableFromInline var stackedCount: Int
  /// The shoe's discard count when the round in play began: the cards dealt since then are on the table.
  @usableFromInline var roundStart: Int
  /// The generator for shuffles and infinite-deck draws.
  @usableFromInline var generator: Generator
  @usableFromInline var _shuffleCount: Int
  @usableFromInline var _midRoundShuffleCount: Int

  /// How many times the shoe has been shuffled (the first shuffle, between rounds and in the middle of rounds).
  public var shuffleCount: Int { _shuffleCount }

  /// How many times the shoe ran out in the middle of a round, so that the discards were shuffled back in.
  public var midRoundShuffleCount: Int { _midRoundShuffleCount }

  /// Creates the dealing shoe for `rules`, shuffled with `generator`: up front, or as it deals when
  /// `shufflingLazily`.
  public init(rules: Rules, generator: Generator, shufflingLazily: Bool = false) {
    self.generator = generator
    isLazy = shufflingLazily
    shuffledPrefix = 0
    stacked = []
    stackedPosition = 0
    stackedCount = 0
    roundStart = 0
    _shuffleCount = 0
    _midRoundShuffleCount = 0
    isInfinite = rules.deckCount == nil
    shoe = Shoe(decks: rules.deckCount ?? 1, penetration: rules.penetrationFraction ?? 1)
    if !isInfinite {
      if isLazy {
        shuffledPrefix = Self.shuffledPrefix(shoe, rules)
        shoe.shuffle(first: shuffledPrefix, using: &self.generator)
      } else {
        shoe.shuffle(using: &self.generator)
      }
      _shuffleCount = 1
    }
  }

  /// Creates the dealing shoe for `rules` with `stacked` dealt first, in order, and the rest of the shoe shuffled
  /// with `generator` beneath them.
  ///
  /// The stacked cards come out of the shoe's own cards: a six-deck shoe still holds 312 cards, six of each.
  ///
  /// - Throws: ``StackedCardsError`` when `stacked` holds more copies of a card than the rules' decks (an infinite
  ///   deck takes any cards).
  public init(rules: Rules, generator: Generator, stacked: [Card]) throws(StackedCardsError) {
    self.init(rules: rules, generator: generator)
    guard !stacked.isEmpty else { return }
    guard let decks = rules.deckCount else {
      self.stacked = stacked
      return
    }
    var left = [Card: Int]()
    for card in Deck.standardOrder { left[card] = decks }
    for card in stacked {
      guard let copies = left[card], copies > 0 else {
        throw .tooManyCopies(card, stacked: stacked.count(where: { $0 == card }), inShoe: decks)
      }
      left[card] = copies - 1
    }
    var rest: [Card] = []
    rest.reserveCapacity(52 * decks - stacked.count)
    for card in Deck(decks: decks).cards where left[card, default: 0] > 0 {
      left[card, default: 0] -= 1
      rest.append(card)
    }
    // Start again from the caller's generator, so the rest is shuffled exactly once.
    self.generator = generator
    rest.fisherYatesShuffle(using: &self.generator)
    shoe = Shoe(cards: stacked + rest, penetration: rules.penetrationFraction ?? 1)
    stackedCount = stacked.count
  }

  /// The shoe (an unused one-deck shoe for an infinite deck); stacked cards not yet dealt are its next cards.
  public var currentShoe: Shoe { shoe }

  /// Whether the shoe shuffles as it deals (see `init(rules:generator:shufflingLazily:)`).
  public var shufflesLazily: Bool { isLazy }

  /// How many positions a lazy shoe of `rules` shuffles at each shuffle: up to the cut card, or none for a
  /// continuous shuffler (which deals a few cards a round).
  @usableFromInline
  static func shuffledPrefix(_ shoe: Shoe, _ rules: Rules) -> Int {
    rules.shuffling == .continuous ? 0 : shoe.cutCardPosition
  }

  /// Whether this shoe shuffles as a finite shoe of `rules` does: a shoe that shuffles as it deals shuffles the
  /// positions `rules` call for (``shuffledPrefix(_:_:)``), which ``prepareForRound(rules:)`` trusts. A decoded shoe
  /// may say otherwise.
  func shufflesAsShoe(of rules: Rules) -> Bool {
    !isLazy || shuffledPrefix == Self.shuffledPrefix(shoe, rules)
  }

  /// Whether the cards come from an infinite deck.
  public var infinite: Bool { isInfinite }

  /// How many stacked cards are still to come.
  public var stackedRemaining: Int {
    isInfinite ? stacked.count - stackedPosition : max(0, stackedCount - shoe.discardCount)
  }

  /// The cards still to be dealt in order (stacked cards first), or `nil` for an infinite deck; for a shoe that
  /// shuffles lazily, the stacked cards in order, then the rest in no particular order.
  public var remainingCards: [Card]? { isInfinite ? nil : shoe.remainingCards }

  /// How many cards have come out of the shoe since it was shuffled (0 for an infinite deck).
  @inlinable
  public var discardCount: Int { isInfinite ? 0 : shoe.discardCount }

  /// Calls `body` with the cards dealt since the shoe was shuffled, in order (none for an infinite deck): what a
  /// counter has had the chance to see, the cards of the round in play last.
  @inlinable
  public func withDiscards<Result>(_ body: (UnsafeBufferPointer<Card>) -> Result) -> Result {
    isInfinite ? body(UnsafeBufferPointer(start: nil, count: 0)) : shoe.withDiscards(body)
  }

  /// How many cards have been dealt from the shoe since the round in play began.
  public var cardsInPlay: Int { isInfinite ? 0 : shoe.discardCount - roundStart }

  /// Reshuffles before a round when the rules call for it and marks where the round starts; returns whether it
  /// shuffled.
  ///
  /// Stacked cards are always dealt first: no reshuffle happens while any remain.
  ///
  /// - Precondition: `rules` are the rules the shoe was made for (as a ``Table`` passes its own): a shoe that
  ///   shuffles as it deals knows from them where its cut card is, and does not ask `rules` again before it comes out
  ///   (checked in debug builds only).
  @inlinable @inline(__always)
  @discardableResult
  public mutating func prepareForRound(rules: Rules) -> Bool {
    // A lazy shoe shuffled at a cut card shuffles the positions up to it (``shuffledPrefix(_:_:)``): while the cards
    // dealt are fewer, the cut card has not come out, and nothing more is read (one comparison between rounds, for
    // nearly every round the simulator plays). Any other shoe, or one whose cut card is out, asks the rules.
    if _fastPath(shoe.discardCount < shuffledPrefix) {
      assert(rules.shuffling != .continuous, "a shoe made to shuffle at a cut card, prepared for a continuous shuffler")
      assert(!shoe.needsShuffle, "a shoe whose cut card is out before its shuffled positions end")
      roundStart = shoe.discardCount
      return false
    }
    guard !isInfinite else { return false }
    let shuffles: Bool
    switch rules.shuffling {
    case .continuous: shuffles = shoe.discardCount >= stackedCount
    case .cutCard: shuffles = shoe.needsShuffle && shoe.discardCount >= stackedCount
    }
    if shuffles { shuffle() }
    roundStart = shoe.discardCount
    return shuffles
  }

  /// Gathers every card back into the shoe and shuffles it.
  @inlinable
  mutating func shuffle() {
    if isLazy { shoe.shuffle(first: shuffledPrefix, using: &generator) } else { shoe.shuffle(using: &generator) }
    stackedCount = 0
    _shuffleCount &+= 1
  }

  /// Deals the next card: the shoe's next card, a stacked or random one from an infinite deck, or, when the shoe
  /// has run out mid-round, the first card of the reshuffled discards.
  ///
  /// - Throws: CardKit's `DeckError.empty` only when every card of the shoe is on the table.
  @inlinable @inline(__always)
  public mutating func draw() throws(DeckError) -> Card {
    // Inside a lazy shoe's shuffled positions a card is always left (there are never more than the shoe's cards).
    if _fastPath(shoe.discardCount < shuffledPrefix) { return shoe.drawKnownCard() }
    if _fastPath(!isInfinite) {
      if _fastPath(!isLazy || shoe.discardCount < stackedCount) {
        if let card = try? shoe.draw() { return card }
      } else if let card = try? shoe.drawShuffling(using: &generator) {
        return card
      }
    }
    return try drawSlowly()
  }

  /// Deals the next four cards at once when all of them lie inside a lazy shoe's shuffled positions, as the first
  /// cards of nearly every round do: the same cards as four calls of ``draw()``, with one check. Otherwise deals
  /// nothing and returns `nil`.
  @inlinable @inline(__always)
  package mutating func drawFourKnown() -> (Card, Card, Card, Card)? {
    guard shoe.discardCount &+ 4 <= shuffledPrefix else { return nil }
    return shoe.drawFourKnownCards()
  }

  /// Infinite-deck cards, and the reshuffle of the discards when the shoe runs dry mid-round.
  @inlinable @inline(never)
  mutating func drawSlowly() throws(DeckError) -> Card {
    if isInfinite {
      if stackedPosition < stacked.count {
        defer { stackedPosition &+= 1 }
        return stacked[stackedPosition]
      }
      let index = generator.next(below: 52)
      // Cannot fail: index is below 52, so index % 13 + 1 is a rank's 1…13 and index / 13 a suit's 0…3.
      return Card(
        Rank(rawValue: UInt8(truncatingIfNeeded: index % 13 + 1))!,
        of: Suit(rawValue: UInt8(truncatingIfNeeded: index / 13))!)
    }
    let inPlay = min(cardsInPlay, shoe.discardCount)
    guard inPlay < shoe.count else { throw .empty }
    shoe.shuffleDiscards(keepingOut: inPlay, using: &generator)
    roundStart = 0
    stackedCount = 0
    _shuffleCount &+= 1
    _midRoundShuffleCount &+= 1
    return try shoe.draw()
  }
}

extension DealingShoe: Sendable where Generator: Sendable {}

/// Why stacked cards cannot be dealt from a shoe.
public enum StackedCardsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stacked cards hold more copies of a card than the shoe: `stacked` copies asked for, `inShoe` in it.
  case tooManyCopies(Card, stacked: Int, inShoe: Int)

  /// One line: "AS is stacked 7 times, but the shoe holds only 6 (one per deck)".
  public var description: String {
    switch self {
    case .tooManyCopies(let card, let stacked, let inShoe):
      "\(card.asciiDescription) is stacked \(stacked) \(stacked == 1 ? "time" : "times"), but the shoe holds only "
        + "\(inShoe) (one per deck)"
    }
  }
}
