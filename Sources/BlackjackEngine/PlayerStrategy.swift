public import CardKit

/// Everything a player strategy may look at when choosing an action.
public struct Decision: Sendable {
  /// The hand to play.
  public var hand: HandSituation
  /// The dealer's face-up card.
  public var upCard: Rank
  /// The actions the rules allow now; a strategy must return one of them.
  public var legal: ActionSet
  /// The table rules.
  public var rules: Rules

  /// Creates a decision.
  @inlinable
  public init(hand: HandSituation, upCard: Rank, legal: ActionSet, rules: Rules) {
    self.hand = hand
    self.upCard = upCard
    self.legal = legal
    self.rules = rules
  }
}

/// A way of playing the player's hands: basic strategy, a naive rule, or a counting strategy.
public protocol PlayerStrategy: Sendable {
  /// The action to take; it must be in `decision.legal`.
  func action(for decision: Decision) -> Action

  /// Whether to take insurance (or even money, holding a blackjack) against a dealer ace.
  func takesInsurance(hand: HandSituation, rules: Rules) -> Bool
}

extension PlayerStrategy {
  /// Never insures: insurance is a losing bet for a player who does not count cards.
  @inlinable
  public func takesInsurance(hand: HandSituation, rules: Rules) -> Bool { false }
}

/// Plays like the dealer: hits below 17 (and soft 17 under H17), never doubles, splits or surrenders.
///
/// A classic naive strategy; it gives the house an edge of about 5.5 %.
public struct MimicDealerStrategy: PlayerStrategy {
  /// Creates the strategy.
  @inlinable
  public init() {}

  /// Hits exactly when the dealer would.
  @inlinable
  public func action(for decision: Decision) -> Action {
    decision.rules.dealerHits(decision.hand.value) && decision.legal.contains(.hit) ? .hit : .stand
  }
}

/// Never risks busting: stands on hard 12 or more, hits soft totals below 18 and anything below 12.
///
/// A classic naive strategy; it gives the house an edge of about 4 %.
public struct NeverBustStrategy: PlayerStrategy {
  /// Creates the strategy.
  @inlinable
  public init() {}

  /// Hits only when no card can bust the hand (soft 17 or less, or hard 11 or less).
  @inlinable
  public func action(for decision: Decision) -> Action {
    let value = decision.hand.value
    let safe = value.isSoft ? value.total < 18 : value.total < 12
    return safe && decision.legal.contains(.hit) ? .hit : .stand
  }
}
