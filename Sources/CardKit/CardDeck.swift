/// An ordered pile of cards, dealt from the top: the one deck type of CardKit, over any ``DeckElement``.
///
/// You rarely write `CardDeck` itself. A ``Deck`` is a `CardDeck` of ``Card``, the standard cards; a ``JokerDeck`` is
/// a `CardDeck` of ``CardOrJoker``, for games with jokers. Both have every member here, stated once: drawing,
/// putting back, cutting, dealing round-robin, CardKit's pinned Fisher–Yates shuffle, the collection of the cards
/// left and the encoding. What differs lives in extensions of each: the standard decks of ``Deck`` (`Deck()`,
/// ``standardOrder``, the stripped decks) and the 54-card ``JokerDeck`` with its ``jokerCount``.
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 42)
/// var deck = Deck()
/// deck.shuffle(using: &generator)
/// let card = try deck.draw()
/// let hands = try deck.deal(count: 5, toHands: 4)  // round-robin, as at the table
/// ```
///
/// A deck is a `RandomAccessCollection` of the cards left, top card first: `deck[deck.startIndex]` is the top card,
/// the one ``draw()`` takes. Cards go back with ``putBack(_:at:)``, ``cut(at:)`` moves the top cards under the rest,
/// and a ``DiscardPile`` holds cards played face up.
///
/// `Deck` and `JokerDeck` are different types, so jokers stay out of games that do not use them: a `Deck` deals
/// ``Card`` values, which always have a rank and a suit. A card type of your own can adopt ``DeckElement`` to be
/// dealt from a `CardDeck` too.
public struct CardDeck<Element: DeckElement>: Sendable {
  /// Every card the deck was made with or last rearranged; the ones before `top` have been drawn, and stay stored
  /// until the next shuffle or rearrangement.
  @usableFromInline var storage: [Element]
  /// The position in `storage` of the top card.
  @usableFromInline var top: Int

  /// Creates a deck of exactly these cards; the first is the top card.
  @inlinable
  public init(cards: some Sequence<Element>) {
    storage = Array(cards)
    top = 0
  }

  /// The cards left, top first, without copying.
  @inlinable
  var remaining: ArraySlice<Element> { storage[top...] }

  /// The cards still in the deck, top card first.
  ///
  /// - Complexity: O(*n*); it copies the cards.
  @inlinable
  public var cards: [Element] { Array(remaining) }

  /// The number of cards still in the deck.
  @inlinable
  public var count: Int { storage.count &- top }

  /// Whether no cards are left.
  @inlinable
  public var isEmpty: Bool { top >= storage.count }

  /// The top card, without taking it, or `nil` when the deck is empty.
  @inlinable
  public func peek() -> Element? {
    top < storage.count ? storage[top] : nil
  }

  /// Takes the top card.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the deck is then unchanged.
  /// - Complexity: O(1).
  @inlinable
  public mutating func draw() throws(DeckError) -> Element {
    guard top < storage.count else { throw .empty }
    let card = storage[top]
    top &+= 1
    return card
  }

  /// Takes `count` cards from the top, all or none.
  ///
  /// - Parameter count: How many cards to take; zero or more.
  /// - Returns: The cards in the order they were taken, the former top card first.
  /// - Throws: ``DeckError/insufficientCards(requested:available:)`` when fewer than `count` cards are left; the
  ///   deck is then unchanged.
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func draw(_ count: Int) throws(DeckError) -> [Element] {
    precondition(count >= 0, "cannot draw a negative number of cards")
    guard count <= self.count else { throw .insufficientCards(requested: count, available: self.count) }
    let drawn = Array(storage[top..<(top + count)])
    top += count
    return drawn
  }

  /// Shuffles the remaining cards with `generator`, reproducibly: the same generator state gives the same order on
  /// every platform and toolchain.
  ///
  /// The shuffle is CardKit's own Fisher–Yates (``Swift/MutableCollection/fisherYatesShuffle(using:)``) with
  /// Lemire's unbiased bounded draw, so every order is equally likely. Drawn cards are dropped first.
  ///
  /// - Parameter generator: The source of randomness, for example a ``Xoshiro256StarStar``.
  /// - Complexity: O(*n*).
  @inlinable
  public mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
    if top > 0 {
      storage.removeFirst(top)
      top = 0
    }
    storage.withUnsafeMutableBufferPointer { $0.shuffleContiguous(using: &generator) }
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
  public func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> CardDeck {
    var copy = self
    copy.shuffle(using: &generator)
    return copy
  }

  /// Shuffles the remaining cards with the system's random generator (not reproducible).
  @inlinable
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }
}
