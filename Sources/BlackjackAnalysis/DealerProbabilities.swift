/// The probabilities of the dealer's final hand for one up card: 17, 18, 19, 20, 21 (not a blackjack),
/// blackjack, and bust.
public struct DealerProbabilities: Hashable, Sendable {
  /// The probability of each outcome.
  var outcomes: DealerOutcomeVector

  init(_ outcomes: DealerOutcomeVector) { self.outcomes = outcomes }

  /// The probability of one outcome.
  public subscript(outcome: DealerOutcome) -> Double { outcomes[outcome] }

  /// The probability that the dealer ends on `total` (17…21) without a blackjack; 0 for any other total.
  public func total(_ total: Int) -> Double { DealerOutcome(total: total).map { outcomes[$0] } ?? 0 }

  /// The probability of a dealer blackjack.
  public var blackjack: Double { outcomes[.blackjack] }

  /// The probability that the dealer busts.
  public var bust: Double { outcomes[.bust] }

  /// The seven probabilities in ``DealerOutcome`` order: 17, 18, 19, 20, 21, blackjack, bust.
  public var all: [Double] { DealerOutcome.allCases.map { outcomes[$0] } }

  /// The sum of the seven probabilities (1, up to rounding).
  public var sum: Double { outcomes.sum() }

  /// The same outcomes given that the dealer has no blackjack (the blackjack probability becomes 0).
  public var conditionedOnNoBlackjack: DealerProbabilities {
    var copy = outcomes
    copy[.blackjack] = 0
    let rest = copy.sum()
    return rest > 0 ? DealerProbabilities(copy / rest) : DealerProbabilities(copy)
  }
}
