import BlackjackEngine
import BlackjackText

/// What happened during one REPL session, for `stats` and the summary printed on exit.
public struct SessionStats: Sendable, Equatable {
  /// Rounds settled.
  public private(set) var rounds = 0
  /// Hands won (including blackjacks and even money).
  public private(set) var handsWon = 0
  /// Hands lost (including surrendered hands).
  public private(set) var handsLost = 0
  /// Hands pushed.
  public private(set) var handsPushed = 0
  /// The bankroll's change over the session.
  public private(set) var net = Money.zero
  /// Natural blackjacks the player was dealt.
  public private(set) var blackjacks = 0
  /// Decisions made: every action on a hand (hit, stand, double, split, surrender) and every answer to the insurance
  /// or even-money question.
  public private(set) var decisions = 0
  /// Decisions that were not the basic-strategy action.
  public private(set) var decisionsOffStrategy = 0
  /// Decisions that were not the exact best action for the cards left.
  public private(set) var decisionsOffBest = 0
  /// The expected money given up by those decisions: the exact best action's value minus the chosen one's, times
  /// the round's initial bet.
  public private(set) var evCost = 0.0

  /// Creates empty statistics.
  public init() {}

  /// Records one playing decision: whether basic strategy would have made the same one, and what it cost against
  /// the exact best action (in money; `nil` when no exact value applies, as for insurance).
  public mutating func recordDecision(followedStrategy: Bool, evCost cost: Double? = nil) {
    decisions += 1
    if !followedStrategy { decisionsOffStrategy += 1 }
    if let cost, cost > REPLSession.noCost {
      decisionsOffBest += 1
      evCost += cost
    }
  }

  /// Side bets placed (each bet on each round counts once).
  public private(set) var sideBets = 0
  /// The side bets' result over the session (included in ``net``).
  public private(set) var sideBetNet = Money.zero

  /// Records a settled round: one dealer's round, however many spots the player played in it.
  ///
  /// - Parameters:
  ///   - outcomes: The outcome of each of the player's hands, every spot's.
  ///   - net: The bankroll's change over the round: every spot, insurance and side bets included.
  ///   - blackjacks: The naturals the player was dealt (one a spot at most).
  ///   - sideBets: The side bets placed on the round and their result (part of `net`).
  public mutating func recordRound(
    outcomes: [HandOutcome], net: Money, blackjacks: Int, sideBets: (count: Int, net: Money) = (0, .zero)
  ) {
    rounds += 1
    self.sideBets += sideBets.count
    sideBetNet += sideBets.net
    for outcome in outcomes {
      switch outcome {
      case .blackjack, .win, .evenMoney: handsWon += 1
      case .loss, .surrender: handsLost += 1
      case .push: handsPushed += 1
      }
    }
    self.net += net
    self.blackjacks += blackjacks
  }

  /// The statistics as lines of text, as `stats` prints them.
  public var lines: [String] {
    let hands = handsWon + handsLost + handsPushed
    let lines = [
      "Rounds: \(rounds) (\(hands) \(hands == 1 ? "hand" : "hands"): \(handsWon) won, \(handsLost) lost,"
        + " \(handsPushed) pushed)",
      "Net: \(SessionStats.signed(net))",
      "Blackjacks: \(blackjacks)",
      "Decisions off basic strategy: \(decisionsOffStrategy) of \(decisions)",
      "Decisions off the exact best play: \(decisionsOffBest), expected cost \(DecimalFormat.fixed(evCost, digits: 2))",
    ]
    guard sideBets > 0 else { return lines }
    return lines + ["Side bets: \(sideBets) placed, net \(SessionStats.signed(sideBetNet)) (part of the net above)"]
  }

  /// An amount with its sign: `+12.50`, `-7.50`, `0.00`.
  static func signed(_ amount: Money) -> String { DecimalFormat.signed(scaled: amount.cents, digits: 2) }
}
