import BlackjackEngine
import BlackjackSimulation

extension Subcommand {
  /// `blackjack simulate`: plays many rounds on every core and reports the player's expectation.
  public static let simulate = Subcommand(
    name: "simulate",
    summary: "Simulate many rounds to estimate the player's expectation, reproducibly from a seed.",
    discussion: """
      Rounds are played in fixed chunks, each with its own generator seeded from (seed, chunk), so a seed and a
      round count give the same statistics for any number of threads. Without --seed a random seed is chosen and
      printed. Ctrl-C (SIGINT) or SIGTERM stops at the next chunk and prints the result so far, marked partial.
      A progress bar is drawn on standard error when it is a terminal. JSON fields are described in the README.

      With --count the player counts cards: bets by the ramp (--ramp, or --spread), may back-count (--wong-in,
      --wong-out), play several spots and share the table (--seats, --seat), and deviate by index plays (--indices).
      A balanced system bets and plays by the true count, an unbalanced one (ko, red7, unbalanced tags) by its
      running count. The built-in i18 and fab4 indices are Schlesinger's, for Hi-Lo in six decks S17 DAS, with the
      true count floored; a warning names any rule that differs. Indices are played at the count after the deal.

      --report FILE also writes one self-contained HTML page of charts: the settings and figures, EV, frequency
      and bets by count, the bankroll over 200 sessions of --report-rounds rounds (each from a fresh shoe, seeded
      from --seed) with percentile bands, and the risk of ruin against the bankroll. An existing file is replaced
      only with --force; the page is written whole or not at all.

      Exit status: 0 for a finished run; 130 when stopped by Ctrl-C and 143 when stopped by SIGTERM (the partial
      result is printed either way); 1 when the output or the report could not be written; 2 for bad options.
      """,
    options: [
      CommonOptions.rules.spec, SimulateOptions.rounds.spec, SimulateOptions.strategy.spec, SimulateOptions.seed.spec,
      SimulateOptions.threads.spec, SimulateOptions.bet.spec,
    ] + CountingOptions.all + ReportOptions.all + [CommonOptions.json.spec],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let rounds = try options.rounds()
      let strategy: StrategyChoice
      switch options[SimulateOptions.strategy] ?? "basic" {
      case "mimic": strategy = .mimicDealer
      case "never-bust": strategy = .neverBust(StrategyProvider.basicStrategy(for: rules))
      default: strategy = .basic(StrategyProvider.basicStrategy(for: rules))
      }
      let counting = try options.counter(rules: rules)
      let file = try options.reportFile()
      try file?.check()
      let seed = options[SimulateOptions.seed] ?? UInt64.random(in: 0...UInt64.max)
      let threads = options[SimulateOptions.threads] ?? SystemInfo.coreCount
      for warning in counting?.warnings ?? [] { console.errorLine("\(BlackjackCLI.programName): warning: \(warning)") }
      let simulation = Simulation(
        rules: rules, strategy: strategy, rounds: rounds, seed: seed, betUnits: options[SimulateOptions.bet] ?? 1,
        counter: counting?.counter)
      let (result, stoppedBy) = SimulationRunner.run(simulation, threads: threads)
      var report = SimulationReport(result: result, threads: threads, bankroll: options[CountingOptions.bankroll])
      if let file, !result.isPartial {
        let paths = SessionSampler(simulation, sessions: SessionReport.sessionCount, rounds: file.rounds)
          .run(threads: threads, points: SessionReport.pointCount)
        // A counter's money is in its own units (as its report's); a flat bettor's is the bet times the unit's.
        let unitsPerCent = Double(counting == nil ? simulation.betUnits : 1) / Double(Simulation.unitCents)
        let (mean, deviation) = report.perRound
        report.sessions = SessionReport(
          paths: paths, unitsPerCent: unitsPerCent, mean: mean, deviation: deviation,
          bankroll: options[CountingOptions.bankroll])
      }
      try console.print(report, json: options[CommonOptions.json])
      try file?.write(SimulationPage(report: report).html)
      // The shell's convention for a process ended by a signal: 128 plus the signal's number.
      return result.isPartial ? stoppedBy.map { 128 + $0 } ?? 0 : 0
    })
}

/// The options of `blackjack simulate` besides the common ones.
enum SimulateOptions {
  /// `--rounds N`, read by ``ParsedOptions/rounds()``.
  static let rounds = Option.text(
    "rounds", valueName: "N", help: "Rounds to play: 1000000, 250k, 10M, 4.1M, 1e9 (default 1M).")
  /// `--strategy NAME`.
  static let strategy = Option.choice(
    "strategy", valueName: "NAME", choices: ["basic", "mimic", "never-bust"],
    help: "Player strategy: basic, mimic (the dealer) or never-bust (default basic).")
  /// `--seed S`.
  static let seed = Option.unsigned("seed", valueName: "S", help: "Seed (default: random, printed).")
  /// `--threads T`.
  static let threads = Option.integer(
    "threads", valueName: "T", range: 1...256, help: "Worker threads (default: the number of cores).")
  /// `--bet UNITS`.
  static let bet = Option.integer(
    "bet", valueName: "UNITS", range: 1...1_000_000, help: "Flat bet in units (default 1).")
}

extension ParsedOptions {
  /// The round count of `--rounds` (1,000,000 when not given).
  ///
  /// - Throws: ``CLIError`` (usage) for a count that is not a whole number of rounds.
  func rounds() throws(CLIError) -> Int {
    guard let text = self[SimulateOptions.rounds] else { return 1_000_000 }
    guard let rounds = RoundCount.parse(text) else {
      throw .usage("--rounds expects a whole number of rounds like 1000000, 250k, 10M or 1e9, got '\(text)'")
    }
    return rounds
  }
}
