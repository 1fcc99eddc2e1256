/// An ordered pile of cards and jokers, dealt from the top: the deck of canasta, Dou Dizhu, or poker with a bug.
///
/// A `JokerDeck` works like a ``Deck`` (the same dealing, putting back, cutting, encoding and pinned Fisher–Yates
/// shuffle) but its elements are ``CardOrJoker``. `JokerDeck()` is the 54-card deck: the 52 cards in new-deck order,
/// then the black and the red joker at the bottom.
///
/// ```swift
/// var canasta = JokerDeck(Deck(decks: 2), jokers: [.black, .red, .black, .red])  // 108 cards
/// var generator = Xoshiro256StarStar(seed: 7)
/// canasta.shuffle(using: &generator)
/// let hands = try canasta.deal(count: 15, toHands: 2)
/// ```
///
/// It is a type apart from `Deck` so that jokers stay out of games that do not use them: a `Deck` deals ``Card``
/// values, which always have a rank and a suit.
public struct JokerDeck: Sendable {
  /// The cards and jokers, the drawn ones still stored before the top until the next shuffle or rearrangement.
  @usableFromInline var pile: Pile<CardOrJoker>

  /// Creates the 54-card deck: the 52 cards in new-deck order, then the black joker, then the red joker.
  public init() {
    self.init(Deck(), jokers: Joker.allCases)
  }

  /// Creates a deck of `deck`'s cards, in their order, with `jokers` under them.
  ///
  /// - Parameters:
  ///   - deck: The standard cards, top first; one 52-card deck by default. Any ``Deck`` will do, such as
  ///     `Deck(decks: 2)` or ``Deck/euchre24``.
  ///   - jokers: The jokers, in order from just under the last card to the bottom; one black and one red by
  ///     default, none for `[]`.
  public init(_ deck: Deck = Deck(), jokers: [Joker] = Joker.allCases) {
    var elements = deck.map(CardOrJoker.card)
    elements += jokers.map(CardOrJoker.joker)
    self.init(cards: elements)
  }

  /// Creates a deck of exactly these cards and jokers; the first is the top card.
  public init(cards: some Sequence<CardOrJoker>) {
    pile = Pile(cards)
  }

  /// The cards and jokers still in the deck, top first.
  ///
  /// - Complexity: O(*n*); it copies them.
  public var cards: [CardOrJoker] { Array(pile.remaining) }

  /// The number of cards, jokers included, still in the deck.
  @inlinable
  public var count: Int { pile.count }

  /// Whether no cards are left.
  @inlinable
  public var isEmpty: Bool { pile.isEmpty }

  /// The number of jokers still in the deck.
  ///
  /// - Complexity: O(*n*).
  public var jokerCount: Int { pile.remaining.reduce(0) { $0 + ($1.isJoker ? 1 : 0) } }

  /// The top card, without taking it, or `nil` when the deck is empty.
  @inlinable
  public func peek() -> CardOrJoker? {
    pile.peek()
  }

  /// Takes the top card or joker.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the deck is then unchanged.
  /// - Complexity: O(1).
  @inlinable
  public mutating func draw() throws(DeckError) -> CardOrJoker {
    try pile.draw()
  }

  /// Takes `count` cards from the top, all or none.
  ///
  /// - Parameter count: How many cards to take; zero or more.
  /// - Returns: The cards in the order they were taken, the former top card first.
  /// - Throws: ``DeckError/insufficientCards(requested:available:)`` when fewer than `count` cards are left; the
  ///   deck is then unchanged.
  /// - Complexity: O(`count`).
  public mutating func draw(_ count: Int) throws(DeckError) -> [CardOrJoker] {
    try pile.draw(count)
  }

  /// Shuffles the remaining cards and jokers with `generator`, reproducibly, with the same pinned Fisher–Yates as
  /// ``Deck/shuffle(using:)``.
  ///
  /// - Parameter generator: The source of randomness, for example a ``Xoshiro256StarStar``.
  /// - Complexity: O(*n*).
  @inlinable
  public mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
    pile.shuffle(using: &generator)
  }

  /// Returns a copy of the deck with its remaining cards shuffled by ``shuffle(using:)``.
  ///
  /// As for ``Deck/shuffled(using:)``, this method is chosen over `Sequence.shuffled(using:)` (the standard
  /// library's unpinned order) when the result has no other type context.
  ///
  /// - Parameter generator: The source of randomness, for example a ``Xoshiro256StarStar``.
  /// - Returns: A deck of the same cards and jokers in shuffled order.
  @inlinable
  public func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> JokerDeck {
    var copy = self
    copy.shuffle(using: &generator)
    return copy
  }

  /// Shuffles the remaining cards with the system's random generator (not reproducible).
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }
}
