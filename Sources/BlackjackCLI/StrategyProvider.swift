import BlackjackAnalysis
import BlackjackEngine

/// Where commands get the basic strategy for a set of rules.
enum StrategyProvider {
  /// The basic strategy the player uses under `rules`: the chart the exact analysis computes for those rules
  /// (about a fifth of a second for a six-deck shoe, a few milliseconds for an infinite deck), kept in the
  /// ``ChartCache`` (`$XDG_CACHE_HOME/blackjack`) so that rules seen before cost a file read. Without a cache
  /// directory the chart is computed every time.
  static func basicStrategy(for rules: Rules) -> BasicStrategy {
    guard let cache = ChartCache(environment: ChartCache.processEnvironment, version: SimulationPart.currentProgram)
    else { return ExactAnalysis(rules: rules).basicStrategy() }
    return cache.basicStrategy(for: rules)
  }
}
