/// A deck of standard playing cards, dealt from the top: a ``CardDeck`` of ``Card``.
///
/// `Deck()` is one standard 52-card deck in new-deck order (see ``CardDeck/standardOrder``); `Deck(decks:)` stacks
/// several, `Deck(ranks:suits:decks:)` strips ranks or suits out (``CardDeck/spanish48``, ``CardDeck/piquet32``,
/// ``CardDeck/euchre24``) and `Deck(cards:)` or an array literal holds any cards. Everything else a deck does,
/// drawing, dealing, putting back, cutting, the pinned shuffle and the encoding, is ``CardDeck``'s, shared with
/// ``JokerDeck``.
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 42)
/// var deck = Deck()
/// deck.shuffle(using: &generator)
/// let card = try deck.draw()
/// let hands = try deck.deal(count: 5, toHands: 4)  // round-robin, as at the table
/// ```
///
/// A deck holds standard cards only, which always have a rank and a suit; for games with jokers use ``JokerDeck``.
/// A `Deck` is a ``CardSource``, as a ``Shoe`` is.
public typealias Deck = CardDeck<Card>

/// The 52 cards of a new deck, top first, made once.
private let newDeckOrder: [Card] = Suit.allCases.flatMap { suit in
  Rank.allCases.map { Card($0, of: suit) }
}

extension Deck {
  /// The 52 cards of a new deck, top first: spades, hearts, diamonds, clubs, each from ace up to king.
  public static var standardOrder: [Card] { newDeckOrder }

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
    for _ in 0..<decks { cards += newDeckOrder }
    self.init(cards: cards)
  }
}
