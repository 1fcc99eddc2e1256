import BlackjackAnalysis
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

#if canImport(Glibc)
  import Glibc
#endif

/// The CPU seconds this process has used, every thread together.
func processSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
  let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return user + system
}

/// The wall-clock seconds since an arbitrary start.
func wallSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Release-mode benchmark of `blackjack survey`: a 24-game survey (S17 DAS LS, decks 1, 2, 6 and 8, penetration 65,
/// 75 and 83 %, spreads 1-8 and 1-12, Hi-Lo: 12 simulations, each shared by two spreads) played as the command plays
/// it, cold (no chart cache). Two figures:
///
/// - the set-up a game adds to its rounds, in CPU seconds: the charts (worked out once per rule set, shared across
///   penetrations and spreads) and each simulation's decisions, over the 24 games (target ≤ 0.05 s a game);
/// - the survey's rounds per second on two threads, beside the same 12 simulations played one after another
///   through ``Simulator`` (the simulator's counting rate): the survey runner should add nothing.
func runSurveyBenchmarks(roundsPerGame: Int = 2_000_000) -> UInt64 {
  print("Survey benchmark (24 games: S17 DAS LS, 1/2/6/8 decks, PEN65/75/83, spreads 1-8 and 1-12, Hi-Lo; 2 threads)")
  var games: [SurveyGame] = []
  for decks in [1, 2, 6, 8] {
    for penetration in [65, 75, 83] {
      let rules = benchmarkRules("\(decks)D S17 DAS LS PEN\(penetration)")
      for high in [8, 12] { games.append(SurveyGame(rules: rules, system: .hiLo, low: 1, high: high, sitsOut: false)) }
    }
  }
  var runs: [SurveyRun] = []
  for game in games where !runs.contains(game.run) { runs.append(game.run) }
  var checksum: UInt64 = 0

  // Set-up, on this thread: a chart per rule set, then each simulation's decisions (what the runner builds once).
  let start = threadMilliseconds()
  var charts: [Rules: BasicStrategy] = [:]
  for run in runs where charts[run.chartRules] == nil {
    charts[run.chartRules] = ExactAnalysis(rules: run.chartRules).basicStrategy()
  }
  let chartSeconds = (threadMilliseconds() - start) / 1e3
  // Cannot fail: the loop above worked out a chart for every run's chartRules.
  let simulations = runs.map { $0.simulation(rounds: roundsPerGame, seed: 1, chart: charts[$0.chartRules]!) }
  let tablesStart = threadMilliseconds()
  for simulation in simulations { checksum &+= UInt64(simulation.decisionTable().pageCount) }
  let tableSeconds = (threadMilliseconds() - tablesStart) / 1e3
  let perGame = (chartSeconds + tableSeconds) / Double(games.count)
  report(
    "survey set-up, CPU a game", perGame * 1e3, unit: "ms",
    target: "target ≤ 50 ms; \(charts.count) charts \(format(chartSeconds)) s, \(runs.count) decision tables "
      + "\(format(tableSeconds * 1e3)) ms")

  // The rounds: the survey runner over every simulation, and the same simulations through Simulator in turn.
  let pieces = SurveyPiece.pieces(chunkCounts: simulations.map(\.chunkCount), shard: nil)
  let runner = SurveyRunner(simulations: simulations, pieces: pieces, threads: 2)
  let wall = wallSeconds()
  let cpu = processSeconds()
  var rounds = 0
  _ = runner.run { _, stats in rounds += stats.tableRounds }
  let surveySeconds = wallSeconds() - wall
  let surveyCPU = processSeconds() - cpu
  checksum &+= UInt64(rounds)
  var simulatorSeconds = 0.0
  for simulation in simulations {
    let result = Simulator(simulation: simulation, threads: 2).run()
    simulatorSeconds += result.seconds
    checksum &+= UInt64(result.stats.rounds)
  }
  let surveyRate = Double(rounds) / surveySeconds
  let simulatorRate = Double(rounds) / simulatorSeconds
  report("survey rounds, 2 threads", surveyRate / 1e6, unit: "M/s", target: "\(DecimalFormat.grouped(rounds)) rounds")
  report("  Simulator, same games in turn", simulatorRate / 1e6, unit: "M/s", target: "the counting rate")
  report(
    "  survey / Simulator", surveyRate / simulatorRate * 100, unit: "%",
    target: "target ≈ 100 %; survey CPU \(format(surveyCPU)) s")
  print()
  return checksum
}
