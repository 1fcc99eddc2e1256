public import BlackjackCounting
public import BlackjackEngine

/// One game of a survey: the rules (decks and penetration included), the counting system, the spread the bets may
/// use, and whether rounds may be sat out (wonging) or every round is played.
///
/// Games that share rules and a counting system share their simulation (``SurveyRun``): the spread and sitting
/// out change only the bets, which come from the run's results at one unit a spot.
public struct SurveyGame: Hashable, Sendable {
  /// The table rules.
  public var rules: Rules
  /// The counting system.
  public var system: CountingSystem
  /// The spread's low bet, in units.
  public var low: Int
  /// The spread's high bet, in units.
  public var high: Int
  /// Whether rounds may be sat out where the count does not pay.
  public var sitsOut: Bool

  /// A game.
  public init(rules: Rules, system: CountingSystem, low: Int, high: Int, sitsOut: Bool) {
    self.rules = rules
    self.system = system
    self.low = low
    self.high = high
    self.sitsOut = sitsOut
  }

  /// The simulation the game's bets come from.
  public var run: SurveyRun { SurveyRun(rules: rules, system: system) }
}

/// The counting simulation of a survey's games with the same rules and counting system: a counter who bets one unit
/// at every count, plays the basic-strategy chart of the rules without index plays, alone at the table.
///
/// It is exactly `blackjack simulate --count SYSTEM --rules RULES --rounds N --seed S`: the same chunks, the same
/// cards and the same sums, whatever the ramp, since a round's result at one unit a spot does not depend on the bet.
public struct SurveyRun: Hashable, Sendable {
  /// The table rules.
  public var rules: Rules
  /// The counting system.
  public var system: CountingSystem

  /// A run.
  public init(rules: Rules, system: CountingSystem) {
    self.rules = rules
    self.system = system
  }

  /// The simulation of `rounds` rounds from `seed`, the player on `chart` (the basic strategy of ``rules``).
  public func simulation(rounds: Int, seed: UInt64, chart: BasicStrategy) -> Simulation {
    Simulation(rules: rules, strategy: .basic(chart), rounds: rounds, seed: seed, counter: Counter(system: system))
  }

  /// The rules a chart is worked out for: ``rules`` with the penetration set aside (it does not change the chart), so
  /// that games that differ only in penetration share one.
  public var chartRules: Rules { Self.chartRules(rules) }

  /// `rules` with a standard penetration: the key of the chart the rules play.
  public static func chartRules(_ rules: Rules) -> Rules {
    var rules = rules
    rules.shuffling = .cutCard(penetration: 75)
    return rules
  }
}
