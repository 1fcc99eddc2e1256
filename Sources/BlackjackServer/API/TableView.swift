/// A player's table as the player may see it: the bankroll, the limits, what the table expects next, the round in
/// play with only the cards dealt face up, and the last round settled. Money is in cents.
public struct TableView: Codable, Sendable, Equatable {
  /// The rules, as a spec.
  public var rules: String
  /// The bankroll, the round in play not yet settled.
  public var bankroll: Int
  /// The money not committed to the round in play.
  public var available: Int
  /// The smallest bet.
  public var minimumBet: Int
  /// The largest bet.
  public var maximumBet: Int
  /// Rounds settled at this table.
  public var roundsPlayed: Int
  /// Where the table stands: `betting` (between rounds), `insurance` (the dealer shows an ace), `playing` (the
  /// player's decisions), or `broke` (between rounds, the bankroll below the minimum bet: `rebuy`).
  public var phase: String
  /// The lines the table takes now: `bet AMOUNT`, `hit`, `stand`, …, `insurance yes`, `insurance no`, `rebuy`.
  public var expects: [String]
  /// The round in play, or `nil` between rounds.
  public var round: RoundView?
  /// The last round settled, or `nil` before the first.
  public var lastRound: SettledRound?
  /// The shoe, as far as a player at the table can see it.
  public var shoe: ShoeView
}

/// The round in play, as the player sees it: the dealer's hole card stays hidden until it is turned over.
public struct RoundView: Codable, Sendable, Equatable {
  /// The round's number at this table (1, 2, …).
  public var number: Int
  /// The bet it was dealt for.
  public var bet: Int
  /// The dealer's hand.
  public var dealer: DealerView
  /// The player's hands.
  public var hands: [HandView]
  /// The index of the hand being played, in the `playing` phase.
  public var activeHand: Int?
  /// The insurance taken, or 0.
  public var insurance: Int
}

/// The dealer's hand as it may be seen.
public struct DealerView: Codable, Sendable, Equatable {
  /// The cards face up, as codes (`AS`, `10H`).
  public var cards: [String]
  /// Whether a hole card lies face down beside them.
  public var holeCardHidden: Bool
  /// The total of the cards face up.
  public var total: Int
}

/// One of the player's hands.
public struct HandView: Codable, Sendable, Equatable {
  /// The cards, as codes.
  public var cards: [String]
  /// The best total.
  public var total: Int
  /// Whether the total counts an ace as 11.
  public var soft: Bool
  /// The bet on the hand.
  public var bet: Int
  /// Whether the hand was doubled.
  public var doubled: Bool
  /// Whether the hand came from a split.
  public var split: Bool
  /// Whether the hand was surrendered.
  public var surrendered: Bool
  /// How it ended (`blackjack`, `win`, `push`, `loss`, `surrender`, `even money`), once settled.
  public var outcome: String?
  /// Its net result, once settled.
  public var net: Int?
}

/// A settled round, as the server recorded it.
public struct SettledRound: Codable, Sendable, Equatable {
  /// The round's number at this table.
  public var number: Int
  /// The session it belongs to (a new session starts after 30 minutes without play).
  public var session: Int
  /// The bet it was dealt for.
  public var bet: Int
  /// The net result: every hand, insurance included.
  public var net: Int
  /// The insurance taken, or 0.
  public var insurance: Int
  /// Whether the round was void (the shoe ran dry; every bet returned).
  public var isVoid: Bool
  /// The dealer's hand, every card shown.
  public var dealer: DealerView
  /// The player's hands with their outcomes.
  public var hands: [HandView]
  /// The bankroll after it.
  public var bankroll: Int
}

/// The shoe as a player sees it: decks, and the cards dealt since the shuffle.
public struct ShoeView: Codable, Sendable, Equatable {
  /// The decks in the shoe, or `nil` for an infinite deck.
  public var decks: Int?
  /// Cards dealt since the last shuffle (the hole card included while it is face down).
  public var cardsDealt: Int
  /// Whether the shoe was shuffled before the round in play (or the last one).
  public var shuffled: Bool
}
