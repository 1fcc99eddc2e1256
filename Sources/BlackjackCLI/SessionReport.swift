import BlackjackSimulation

/// The course of a bankroll over sessions of `--report-rounds` rounds, for `simulate --report`: percentile bands
/// round by round, a few sessions' own lines, and the risk of ruin against the bankroll, both as the share of the
/// sampled sessions that went broke within the rounds and by the Brownian formula for play without end.
///
/// Money is in units: a counter's units, or a flat bettor's units (the bet times the one-unit result). Percentiles
/// are by nearest rank: the p-th of n sorted values is the ⌈p n / 100⌉-th. With `--json --report` these figures
/// are the `sessions` field of the simulate document.
struct SessionReport: Encodable, Sendable {
  /// The sessions' net results after one number of rounds.
  struct Point: Encodable, Sendable {
    /// Rounds played since the start of the sessions.
    var round: Int
    /// The 5th, 25th, 50th, 75th and 95th percentiles of the net result, in units.
    var p5: Double
    var p25: Double
    var median: Double
    var p75: Double
    var p95: Double
  }

  /// The risk of losing a bankroll.
  struct Ruin: Encodable, Sendable {
    /// The bankroll, in units.
    var bankroll: Double
    /// The share of the sampled sessions whose net fell to −bankroll or below within the rounds.
    var withinRounds: Double
    /// exp(−2 μ B / σ²), the risk over play without end (1 for a game that does not win).
    var brownian: Double
  }

  /// The number of sessions sampled, and how many of them are drawn as lines of their own.
  static let sessionCount = 200
  static let sampleCount = 20
  /// About how many points of each session are kept.
  static let pointCount = 200
  /// The number of bankrolls the risk of ruin is given for.
  static let ruinSteps = 60

  /// The sessions sampled.
  var sessions: Int
  /// The rounds each lasted.
  var rounds: Int
  /// The bankroll the sessions start with (`--bankroll`), in units, or `nil`: the lines are then net results.
  var startingBankroll: Int?
  /// μ and σ per round, in units, that the Brownian risk is worked out from (the run's own figures).
  var meanPerRound: Double
  var deviationPerRound: Double
  /// The percentiles round by round.
  var percentiles: [Point]
  /// The first ``sampleCount`` sessions' net results, in units, at the rounds of ``percentiles``.
  var samples: [[Double]]
  /// The risk of ruin for bankrolls from 0 up.
  var ruin: [Ruin]
  /// The mean net result at the end of a session, in units.
  var finalMean: Double
  /// With a starting bankroll, the share of the sessions that lost it within the rounds.
  var ruinedShare: Double?

  /// The report of `paths` (all of one length), with money scaled by `unitsPerCent`, and the run's μ and σ per round
  /// in units for the Brownian risk.
  init(paths: [SessionPath], unitsPerCent: Double, mean: Double, deviation: Double, bankroll: Int?) {
    precondition(!paths.isEmpty)
    sessions = paths.count
    rounds = paths[0].rounds
    startingBankroll = bankroll
    meanPerRound = mean
    deviationPerRound = deviation
    let units = paths.map { $0.netCents.map { Double($0) * unitsPerCent } }
    percentiles = paths[0].netCents.indices.map { index in
      let sorted = units.map { $0[index] }.sorted()
      let rank = { (p: Double) in sorted[max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1)] }
      return Point(
        round: paths[0].round(at: index), p5: rank(5), p25: rank(25), median: rank(50), p75: rank(75), p95: rank(95))
    }
    samples = Array(units.prefix(Self.sampleCount))
    finalMean = units.reduce(0) { $0 + $1[$1.count - 1] } / Double(units.count)
    let lowest = paths.map { Double($0.lowestCents) * unitsPerCent }
    // Bankrolls up to past the deepest fall and twice the given bankroll, and on to the Brownian 5 % bankroll
    // (but not beyond ten times that, where the sampled curve would be squeezed to nothing).
    let deepest = -(lowest.min() ?? 0)
    let sampled = max(deepest * 1.1, Double(bankroll ?? 0) * 2, 10)
    let brownian5 = (RiskOfRuin.bankroll(for: 0.05, mean: mean, deviation: deviation) ?? 0) * 1.2
    let widest = max(sampled, min(brownian5, sampled * 10))
    ruin = (0...Self.ruinSteps).map { step in
      let bankroll = (widest * Double(step) / Double(Self.ruinSteps)).rounded()
      let broke = lowest.filter { $0 <= -bankroll }.count
      return Ruin(
        bankroll: bankroll, withinRounds: Double(broke) / Double(lowest.count),
        brownian: RiskOfRuin.brownian(mean: mean, deviation: deviation, bankroll: bankroll))
    }
    ruinedShare = bankroll.map { bankroll in
      Double(lowest.filter { $0 <= -Double(bankroll) }.count) / Double(lowest.count)
    }
  }
}
