extension Deck {
  /// Creates a stripped deck: only the given ranks of the given suits, in new-deck order, `decks` times over.
  ///
  /// The order is always new-deck order, whatever the order of `ranks` and `suits`: suit by suit (spades, hearts,
  /// diamonds, clubs), each suit from ace up to king; repeated ranks or suits count once. So a seeded shuffle of a
  /// stripped deck is as reproducible as one of `Deck()`, even when the ranks come from a `Set`.
  ///
  /// ```swift
  /// let pinochle = Deck(ranks: [.nine, .ten, .jack, .queen, .king, .ace], decks: 2)  // 48 cards
  /// let redOnly = Deck(ranks: Rank.allCases, suits: [.hearts, .diamonds])         // 26 cards
  /// ```
  ///
  /// - Parameters:
  ///   - ranks: The ranks to keep.
  ///   - suits: The suits to keep; all four by default.
  ///   - decks: How many copies of the stripped deck to stack; zero or more, one by default.
  public init(ranks: some Sequence<Rank>, suits: some Sequence<Suit> = Suit.allCases, decks: Int = 1) {
    precondition(decks >= 0, "a deck cannot be made of a negative number of decks")
    let rankSet = Set(ranks)
    let suitSet = Set(suits)
    let one = Deck.standardOrder.filter { rankSet.contains($0.rank) && suitSet.contains($0.suit) }
    var cards: [Card] = []
    cards.reserveCapacity(one.count * decks)
    for _ in 0..<decks { cards += one }
    self.init(cards: cards)
  }

  /// The 48-card Spanish deck of Spanish 21: a standard deck without its four tens (the jacks, queens and kings
  /// stay), in new-deck order.
  public static var spanish48: Deck {
    Deck(ranks: Rank.allCases.filter { $0 != .ten })
  }

  /// The 32-card piquet deck of piquet, belote, klaverjas and (French-suited) skat: seven to king and the aces, in
  /// new-deck order.
  public static var piquet32: Deck {
    Deck(ranks: Rank.allCases.filter { $0 == .ace || $0 >= .seven })
  }

  /// The 24-card euchre deck: nine to king and the aces, in new-deck order.
  public static var euchre24: Deck {
    Deck(ranks: Rank.allCases.filter { $0 == .ace || $0 >= .nine })
  }
}
