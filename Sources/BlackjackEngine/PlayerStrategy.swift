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
  @inlinable @inline(__always)
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

/// Never risks busting: plays basic strategy, except that it never hits a hard 12 or more.
///
/// Pairs, doubles and soft hands follow the chart as long as no card can bust the hand. A classic naive strategy;
/// it gives the house an edge of about 4 %.
public struct NeverBustStrategy: PlayerStrategy {
  /// The chart followed wherever it does not risk a bust.
  public var basic: BasicStrategy

  /// Creates the strategy on top of a basic-strategy chart.
  @inlinable
  public init(basic: BasicStrategy = .published) { self.basic = basic }

  /// The chart's action, with any hit on a hard 12 or more replaced by standing.
  @inlinable
  public func action(for decision: Decision) -> Action {
    let action = basic.action(for: decision)
    let value = decision.hand.value
    return action == .hit && !value.isSoft && value.total >= 12 ? .stand : action
  }
}
