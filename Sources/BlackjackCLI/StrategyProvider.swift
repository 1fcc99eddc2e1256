import BlackjackEngine

/// Where commands get the basic strategy for a set of rules.
enum StrategyProvider {
  /// The basic strategy the player uses under `rules`.
  ///
  /// Until the exact analysis computes charts for any rules, this is the published 4–8 deck S17 DAS LS chart,
  /// whose fallbacks adapt it to the rules' doubling, splitting and surrender options.
  static func basicStrategy(for rules: Rules) -> BasicStrategy {
    BasicStrategy.published
  }
}
