/// One of the player's hands in a recorded round.
public struct HandRecord: Sendable, Equatable, Codable {
  /// The cards in the order dealt, as codes: "10S 6D 4H".
  public var cards: String
  /// The money on the hand at the end, in cents (doubled after a double).
  public var bet: Int
  /// Whether the bet was doubled.
  public var doubled: Bool
  /// Whether the hand came from a split.
  public var split: Bool
  /// Whether the player surrendered it.
  public var surrendered: Bool
  /// How it ended: "win", "loss", "push", "blackjack", "even money", "surrender".
  public var outcome: String
  /// The hand's net result in cents.
  public var net: Int

  /// Creates a hand record.
  public init(cards: String, bet: Int, doubled: Bool, split: Bool, surrendered: Bool, outcome: String, net: Int) {
    self.cards = cards
    self.bet = bet
    self.doubled = doubled
    self.split = split
    self.surrendered = surrendered
    self.outcome = outcome
    self.net = net
  }
}

/// One decision the player made: an action on a hand, or an answer to the insurance question.
public struct DecisionRecord: Sendable, Equatable, Codable {
  /// The position of the hand decided on (0 for the first; 0 for insurance).
  public var hand: Int
  /// The hand's cards when deciding, as codes.
  public var cards: String
  /// The dealer's up card, as a code.
  public var upCard: String
  /// What the player chose: "hit", "stand", "double", "split", "surrender", "insurance yes", "insurance no".
  public var choice: String
  /// What basic strategy chooses, in the same words.
  public var basic: String
  /// The exact expected money given up against the best action for the cards left, when computed; `nil` otherwise.
  public var evCost: Double?

  /// Creates a decision record.
  public init(hand: Int, cards: String, upCard: String, choice: String, basic: String, evCost: Double?) {
    self.hand = hand
    self.cards = cards
    self.upCard = upCard
    self.choice = choice
    self.basic = basic
    self.evCost = evCost
  }
}

/// A settled round as the profile keeps it.
public struct RoundRecord: Sendable, Equatable, Codable {
  /// The round's number in the profile, from 1; assigned when it is saved (0 before).
  public var number: Int
  /// When the round was dealt and when it was settled, ISO 8601 in UTC ("2026-12-01T10:05:28.123Z").
  public var startedAt: String
  /// When the round was settled.
  public var finishedAt: String
  /// The rules' spec.
  public var rules: String
  /// The seed of the table's shoe, in decimal.
  public var seed: String
  /// Which shuffle of the shoe the round was dealt from (1 for the first).
  public var shuffle: Int
  /// How many cards of that shuffle had been dealt before the round.
  public var shoePosition: Int
  /// How many cards the round took from the shoe: every card of the player's hands and the dealer's.
  public var cardsDealt: Int
  /// The initial bet, in cents.
  public var bet: Int
  /// The insurance bet, in cents (0 when none).
  public var insurance: Int
  /// The round's net result, insurance and side bets included, in cents.
  public var net: Int
  /// The dealer's cards, as codes.
  public var dealerCards: String
  /// Whether the player was dealt a natural.
  public var blackjack: Bool
  /// Whether the shoe ran out so that every bet was returned.
  public var isVoid: Bool
  /// Whether the round was resumed in a later session (after a quit mid-round or a crash).
  public var resumed: Bool
  /// The player's hands in playing order.
  public var hands: [HandRecord]
  /// The decisions in the order made.
  public var decisions: [DecisionRecord]

  /// Creates a round record.
  public init(
    number: Int = 0, startedAt: String, finishedAt: String, rules: String, seed: String, shuffle: Int,
    shoePosition: Int, cardsDealt: Int, bet: Int, insurance: Int, net: Int, dealerCards: String, blackjack: Bool,
    isVoid: Bool,
    resumed: Bool, hands: [HandRecord], decisions: [DecisionRecord]
  ) {
    self.number = number
    self.startedAt = startedAt
    self.finishedAt = finishedAt
    self.rules = rules
    self.seed = seed
    self.shuffle = shuffle
    self.shoePosition = shoePosition
    self.cardsDealt = cardsDealt
    self.bet = bet
    self.insurance = insurance
    self.net = net
    self.dealerCards = dealerCards
    self.blackjack = blackjack
    self.isVoid = isVoid
    self.resumed = resumed
    self.hands = hands
    self.decisions = decisions
  }
}

/// What changes in a profile with one command: its saved state, its bankroll, the rounds settled and the rebuys.
public struct ProfileChange: Sendable, Equatable {
  /// The session's state to resume from (opaque text, written by the REPL).
  public var state: String
  /// The bankroll now, not counting a round in progress.
  public var bankroll: Int
  /// Rounds settled since the last save, oldest first.
  public var rounds: [RoundRecord]
  /// Rebuys since the last save, in cents.
  public var rebuys: [Int]
  /// Whether the state holds a round in progress.
  public var roundInProgress: Bool
  /// The session's decisions so far, and how many were off basic strategy.
  public var decisions: Int
  /// Decisions off basic strategy this session.
  public var offStrategy: Int
  /// Drill answers graded since the last save, oldest first.
  public var drillAnswers: [DrillAnswerRecord] = []
  /// Drill items whose place in the schedule changed since the last save.
  public var schedule: [ScheduleRecord] = []
  /// The bets graded against a ramp and the count checks answered since the last save, oldest first.
  public var countChecks: [CountCheckRecord] = []

  /// Creates a change.
  public init(
    state: String, roundInProgress: Bool = false, bankroll: Int, rounds: [RoundRecord], rebuys: [Int], decisions: Int,
    offStrategy: Int
  ) {
    self.state = state
    self.roundInProgress = roundInProgress
    self.bankroll = bankroll
    self.rounds = rounds
    self.rebuys = rebuys
    self.decisions = decisions
    self.offStrategy = offStrategy
  }
}

/// A profile as `blackjack profiles` lists it.
public struct ProfileSummary: Sendable, Equatable, Codable {
  /// The profile's name.
  public var name: String
  /// When it was created (ISO 8601, UTC).
  public var createdAt: String
  /// The bankroll it started with, in cents.
  public var startingBankroll: Int
  /// Its bankroll now, in cents (a round in progress not counted).
  public var bankroll: Int
  /// The money added by rebuys, in cents, and how many.
  public var rebuys: Int
  /// How many rebuys.
  public var rebuyCount: Int
  /// Rounds recorded.
  public var rounds: Int
  /// The net result of those rounds, in cents.
  public var net: Int
  /// Decisions recorded, and those off basic strategy.
  public var decisions: Int
  /// Decisions off basic strategy.
  public var offStrategy: Int
  /// Sessions played.
  public var sessions: Int
  /// When its last round was settled, if any.
  public var lastPlayed: String?
  /// Whether a round is saved in progress.
  public var roundInProgress: Bool
}

/// Lifetime statistics of one profile.
public struct LifetimeStats: Sendable, Equatable {
  /// The profile.
  public var summary: ProfileSummary
  /// Hands won (blackjacks and even money included), lost (surrenders included) and pushed.
  public var handsWon: Int
  /// Hands lost.
  public var handsLost: Int
  /// Hands pushed.
  public var handsPushed: Int
  /// Naturals dealt.
  public var blackjacks: Int
  /// Decisions that were not the exact best play, and what they cost in expected money.
  public var offBest: Int
  /// The expected cost of those decisions, in money.
  public var evCost: Double
  /// The best and worst round results, in cents.
  public var bestRound: Int
  /// The worst round result, in cents.
  public var worstRound: Int
}

/// One profile's line on the leaderboard.
public struct LeaderboardEntry: Sendable, Equatable, Codable {
  /// The profile.
  public var name: String
  /// Rounds recorded.
  public var rounds: Int
  /// Net result in cents per 100 rounds.
  public var netPer100: Double
  /// Decisions recorded.
  public var decisions: Int
  /// The fraction of decisions off basic strategy (0 with no decisions).
  public var offStrategyRate: Double
}
