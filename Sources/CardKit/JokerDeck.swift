/// A deck of cards and jokers, dealt from the top: a ``CardDeck`` of ``CardOrJoker``, for canasta, Dou Dizhu, or
/// poker with a bug.
///
/// A `JokerDeck` is the same deck type as a ``Deck`` (the same dealing, putting back, cutting, encoding and pinned
/// Fisher–Yates shuffle, all ``CardDeck``'s) but its cards are ``CardOrJoker``. `JokerDeck()` is the 54-card deck:
/// the 52 cards in new-deck order, then the black and the red joker at the bottom.
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
public typealias JokerDeck = CardDeck<CardOrJoker>

extension JokerDeck {
  /// Creates the 54-card deck: the 52 cards in new-deck order, then the black joker, then the red joker.
  public init() {
    self.init(Deck(), jokers: Joker.allCases)
  }

  /// Creates a deck of `deck`'s cards, in their order, with `jokers` under them.
  ///
  /// - Parameters:
  ///   - deck: The standard cards, top first; one 52-card deck by default. Any ``Deck`` will do, such as
  ///     `Deck(decks: 2)` or ``CardDeck/euchre24``.
  ///   - jokers: The jokers, in order from just under the last card to the bottom; one black and one red by
  ///     default, none for `[]`.
  public init(_ deck: Deck = Deck(), jokers: [Joker] = Joker.allCases) {
    var elements = deck.map(CardOrJoker.card)
    elements += jokers.map(CardOrJoker.joker)
    self.init(cards: elements)
  }

  /// The number of jokers still in the deck.
  ///
  /// - Complexity: O(*n*).
  public var jokerCount: Int { remaining.reduce(0) { $0 + ($1.isJoker ? 1 : 0) } }
}
