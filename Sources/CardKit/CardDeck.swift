/// An ordered pile of playing cards, dealt from the top.
///
/// `Deck()` is one standard 52-card deck in new-deck order (see ``standardOrder``); `Deck(decks:)` stacks several,
/// `Deck(ranks:suits:decks:)` strips ranks or suits out (``spanish48``, ``piquet32``, ``euchre24``) and
/// `Deck(cards:)` or an array literal holds any cards. A deck is a `RandomAccessCollection` of the cards left, top
/// card first: `deck[deck.startIndex]` is the top card, the one ``draw()`` takes.
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 42)
/// var deck = Deck()
/// deck.shuffle(using: &generator)
/// let card = try deck.draw()
/// let hands = try deck.deal(count: 5, toHands: 4)  // round-robin, as at the table
/// ```
///
/// Cards go back with ``putBack(_:at:)``, ``cut(at:)`` moves the top cards under the rest, and a ``DiscardPile``
/// holds cards played face up. A deck holds standard cards only; for games with jokers use ``JokerDeck``.
public struct Deck: CardSource, Sendable {
  /// The cards, the drawn ones still stored before the top until the next shuffle or rearrangement.
  @usableFromInline var pile: Pile<Card>

  /// The 52 cards of a new deck, top first: spades, hearts, diamonds, clubs, each from ace up to king.
  public static let standardOrder: [Card] = Suit.allCases.flatMap { suit in
    Rank.allCases.map { Card($0, of: suit) }
  }

  /// Creates one standard 52-card deck in new-deck order (``standardOrder``).
  public init() {
    self.init(decks: 1)
  }

  /// Creates `decks` standard decks stacked on top of each other, each in new-deck order.
  ///
  /// - Parameter decks: How many 52-card decks; zero or more.
  public init(decks: Int) {
    precondition(decks >= 0, "a deck cannot be made of a negative number of decks")
    var cards: [Card] = []
    cards.reserveCapacity(decks * 52)
    for _ in 0..<decks { cards += Deck.standardOrder }
    self.init(cards: cards)
  }

  /// Creates a deck of exactly these cards; the first is the top card.
  public init(cards: some Sequence<Card>) {
    pile = Pile(cards)
  }

  /// The cards still in the deck, top card first.
  ///
  /// - Complexity: O(*n*); it copies the cards.
  public var cards: [Card] { Array(pile.remaining) }

  /// The number of cards still in the deck.
  @inlinable
  public var count: Int { pile.count }

  /// Whether no cards are left.
  @inlinable
  public var isEmpty: Bool { pile.isEmpty }

  /// The top card, without taking it, or `nil` when the deck is empty.
  @inlinable
  public func peek() -> Card? {
    pile.peek()
  }

  /// Takes the top card.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the deck is then unchanged.
  /// - Complexity: O(1).
  @inlinable
  public mutating func draw() throws(DeckError) -> Card {
    try pile.draw()
  }

  /// Takes `count` cards from the top, all or none.
  ///
  /// - Parameter count: How many cards to take; zero or more.
  /// - Returns: The cards in the order they were taken, the former top card first.
  /// - Throws: ``DeckError/insufficientCards(requested:available:)`` when fewer than `count` cards are left; the
  ///   deck is then unchanged.
  /// - Complexity: O(`count`).
  public mutating func draw(_ count: Int) throws(DeckError) -> [Card] {
    try pile.draw(count)
  }

  /// Shuffles the remaining cards with `generator`, reproducibly: the same generator state gives the same order on
  /// every platform and toolchain.
  ///
  /// The shuffle is CardKit's own Fisher–Yates (``Swift/MutableCollection/fisherYatesShuffle(using:)``) with
  /// Lemire's unbiased bounded draw, so every order is equally likely.
  ///
  /// - Parameter generator: The source of randomness, for example a ``Xoshiro256StarStar``.
  /// - Complexity: O(*n*).
  @inlinable
  public mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
    pile.shuffle(using: &generator)
  }

  /// Returns a copy of the deck with its remaining cards shuffled by ``shuffle(using:)``, CardKit's pinned
  /// Fisher–Yates.
  ///
  /// Without a type context this method is chosen over `Sequence.shuffled(using:)`, whose order is the standard
  /// library's and may change between toolchains; `let cards: [Card] = deck.shuffled(using: &generator)` would pick
  /// that one.
  ///
  /// - Parameter generator: The source of randomness, for example a ``Xoshiro256StarStar``.
  /// - Returns: A deck of the same cards in shuffled order.
  @inlinable
  public func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> Deck {
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
