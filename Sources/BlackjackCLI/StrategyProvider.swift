import BlackjackAnalysis
import BlackjackEngine

/// Where commands get the basic strategy for a set of rules.
enum StrategyProvider {
  /// The basic strategy the player uses under `rules`: the chart the exact analysis computes for those rules
  /// (about half a second for a six-deck shoe, a few milliseconds for an infinite deck).
  static func basicStrategy(for rules: Rules) -> BasicStrategy {
    ExactAnalysis(rules: rules).basicStrategy()
  }
}
