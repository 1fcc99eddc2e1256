/// An ordered pile of playing cards, dealt from the top.
///
/// `Deck()` is one standard 52-card deck in new-deck order (see ``standardOrder``); `Deck(decks:)` stacks several
/// and `Deck(cards:)` holds any cards. The first element of ``cards`` is the top card, the one ``draw()`` takes.
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 42)
/// var deck = Deck()
/// deck.shuffle(using: &generator)
/// let card = try deck.draw()
/// ```
public struct Deck: CardSource, Sendable {
  /// Every card the deck was made with or last shuffled; the cards before `topIndex` have been drawn.
  @usableFromInline var storage: [Card]
  /// The position in `storage` of the top card.
  @usableFromInline var topIndex: Int

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
    storage = Array(cards)
    topIndex = 0
  }

  /// The cards still in the deck, top card first.
  ///
  /// - Complexity: O(*n*); it copies the cards.
  public var cards: [Card] { Array(storage[topIndex...]) }

  /// The number of cards still in the deck.
  @inlinable
  public var count: Int { storage.count - topIndex }

  /// Whether no cards are left.
  @inlinable
  public var isEmpty: Bool { topIndex >= storage.count }

  /// The top card, without taking it, or `nil` when the deck is empty.
  @inlinable
  public func peek() -> Card? {
    topIndex < storage.count ? storage[topIndex] : nil
  }

  /// Takes the top card.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the deck is then unchanged.
  /// - Complexity: O(1).
  @inlinable
  public mutating func draw() throws(DeckError) -> Card {
    guard topIndex < storage.count else { throw .empty }
    let card = storage[topIndex]
    topIndex &+= 1
    return card
  }

  /// Takes `count` cards from the top, all or none.
  ///
  /// - Parameter count: How many cards to take; zero or more.
  /// - Returns: The cards in the order they were taken, the former top card first.
  /// - Throws: ``DeckError/insufficientCards(requested:available:)`` when fewer than `count` cards are left; the
  ///   deck is then unchanged.
  /// - Complexity: O(`count`).
  public mutating func draw(_ count: Int) throws(DeckError) -> [Card] {
    precondition(count >= 0, "cannot draw a negative number of cards")
    guard count <= self.count else { throw .insufficientCards(requested: count, available: self.count) }
    let drawn = Array(storage[topIndex..<(topIndex + count)])
    topIndex += count
    return drawn
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
    if topIndex > 0 {
      storage.removeFirst(topIndex)
      topIndex = 0
    }
    storage.withUnsafeMutableBufferPointer { $0.shuffleContiguous(using: &generator) }
  }

  /// Shuffles the remaining cards with the system's random generator (not reproducible).
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }
}

extension Deck: Equatable {
  /// Two decks are equal when they hold the same cards in the same order.
  public static func == (lhs: Deck, rhs: Deck) -> Bool {
    lhs.storage[lhs.topIndex...].elementsEqual(rhs.storage[rhs.topIndex...])
  }
}

extension Deck: CustomStringConvertible {
  /// "Deck with 52 cards" followed by one card per line, top card first, in the long form ("Ace of Spades").
  public var description: String {
    var text = "Deck with \(count) \(count == 1 ? "card" : "cards")"
    for card in storage[topIndex...] {
      text += "\n\(card)"
    }
    return text
  }
}
