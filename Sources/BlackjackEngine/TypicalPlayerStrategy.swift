public import CardKit

/// A typical player's play: basic strategy with four common mistakes, for the REPL's AI seats.
///
/// The mistakes: a soft hand is never doubled (a soft double becomes a hit, or a stand on soft 18 and more); hard
/// 12 stands against a 2 or a 3 (the chart hits); a pair of 9s is never split (it stands on 18); insurance is
/// always taken (the chart never takes it without a count).
public struct TypicalPlayerStrategy: PlayerStrategy {
  /// The chart the player follows apart from the mistakes.
  public var basic: BasicStrategy

  /// Creates a typical player who follows `basic` apart from the mistakes.
  @inlinable
  public init(basic: BasicStrategy) { self.basic = basic }

  /// The chart's action, unless one of the mistakes applies.
  @inlinable
  public func action(for decision: Decision) -> Action {
    let value = decision.hand.value
    let chart = basic.action(for: decision)
    if chart == .double && value.isSoft { return value.total >= 18 ? .stand : .hit }
    if chart == .split && decision.hand.pairPoints == 9 { return .stand }
    if !value.isSoft && value.total == 12 && (decision.upCard == .two || decision.upCard == .three) {
      return decision.legal.contains(.stand) ? .stand : chart
    }
    return chart
  }

  /// Always: the typical player insures every hand against an ace.
  @inlinable
  public func takesInsurance(hand: HandSituation, rules: Rules) -> Bool { true }
}
