import BlackjackEngine

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
  /// Playing decisions made (hit, stand, double, split, surrender).
  public private(set) var decisions = 0
  /// Decisions that were not the basic-strategy action.
  public private(set) var decisionsOffStrategy = 0

  /// Creates empty statistics.
  public init() {}

  /// Records one playing decision and whether basic strategy would have made the same one.
  public mutating func recordDecision(followedStrategy: Bool) {
    decisions += 1
    if !followedStrategy { decisionsOffStrategy += 1 }
  }

  /// Records a settled round.
  ///
  /// - Parameters:
  ///   - outcomes: The outcome of each of the player's hands.
  ///   - net: The bankroll's change over the round, insurance included.
  ///   - playerHadBlackjack: Whether the player was dealt a natural.
  public mutating func recordRound(outcomes: [HandOutcome], net: Money, playerHadBlackjack: Bool) {
    rounds += 1
    for outcome in outcomes {
      switch outcome {
      case .blackjack, .win, .evenMoney: handsWon += 1
      case .loss, .surrender: handsLost += 1
      case .push: handsPushed += 1
      }
    }
    self.net += net
    if playerHadBlackjack { blackjacks += 1 }
  }

  /// The statistics as lines of text, as `stats` prints them.
  public var lines: [String] {
    let hands = handsWon + handsLost + handsPushed
    return [
      "Rounds: \(rounds) (\(hands) \(hands == 1 ? "hand" : "hands"): \(handsWon) won, \(handsLost) lost,"
        + " \(handsPushed) pushed)",
      "Net: \(SessionStats.signed(net))",
      "Blackjacks: \(blackjacks)",
      "Decisions off basic strategy: \(decisionsOffStrategy) of \(decisions)",
    ]
  }

  /// An amount with its sign: `+12.50`, `-7.50`, `0.00`.
  static func signed(_ amount: Money) -> String {
    amount > .zero ? "+\(amount)" : "\(amount)"
  }
}
