import BlackjackEngine
import BlackjackSimulation
import BlackjackText

extension Subcommand {
  /// `blackjack simulate`: plays many rounds on every core and reports the player's expectation.
  public static let simulate = Subcommand(
    name: "simulate",
    summary: "Simulate many rounds to estimate the player's expectation, reproducibly from a seed.",
    discussion: """
      Rounds are played in fixed chunks, each with its own generator seeded from (seed, chunk), so a seed and a
      round count give the same statistics for any number of threads. Without --seed a random seed is chosen and
      printed. Ctrl-C (SIGINT), SIGTERM or SIGHUP stops at the next chunk and prints the result so far, marked
      partial; before the run starts, such a signal ends the program, and a file being written is removed.
      A progress bar is drawn on standard error when it is a terminal. JSON fields are described in docs/json.md.

      With --count the player counts cards: bets by the ramp (--ramp, or --spread), may back-count (--wong-in,
      --wong-out), play several spots and share the table (--seats, --seat), and deviate by index plays (--indices).
      A balanced system bets and plays by the true count, an unbalanced one (ko, red7, unbalanced tags) by its
      running count. The built-in i18 and fab4 indices are Schlesinger's, for Hi-Lo in six decks S17 DAS, with the
      true count floored; a warning names any rule that differs. Indices are played at the count after the deal.

      --bets (with --count) also prints the optimal bets for the run, as 'blackjack bets' does for a part: within
      --spread (or the range of --ramp; default 1-12), for --bankroll (default 10000) at --ror or --kelly, with
      --min-bet, --max-bet, --chip, --wong, --rounds-per-hour, --trip-rounds and --goal as 'blackjack help bets'
      describes. DI^2 of the ramp played is its c-SCORE; SCORE is that of the optimal bets.

      With --out FILE the statistics are written to FILE as a part for 'blackjack merge' instead of printed; with
      --shard K/N (and a --seed) only the chunks shard K of N owns are played, so that N processes or machines play
      the run between them and 'blackjack merge' adds their parts up to exactly the statistics of one run.

      --report FILE also writes one self-contained HTML page of charts: the settings and figures, EV, frequency
      and bets by count, the bankroll over 200 sessions of --report-rounds rounds (each from a fresh shoe, seeded
      from --seed) with percentile bands, and the risk of ruin against the bankroll. An existing file is replaced
      only with --force; the page is written whole or not at all. --out and --report must name two files.

      --force replaces only a regular file (through a symbolic link: its target); a FIFO or a character device
      (/dev/stdout) is written in place, with or without it; a directory, socket or block device is refused.

      Exit status: 0 for a finished run; 130 when stopped by Ctrl-C, 143 by SIGTERM and 129 by SIGHUP (the partial
      result is printed or written either way); 1 when the output or the report could not be written; 2 for bad
      options.
      """,
    options: [
      CommonOptions.rules.spec, SimulateOptions.rounds.spec, SimulateOptions.strategy.spec, SimulateOptions.seed.spec,
      SimulateOptions.threads.spec, SimulateOptions.bet.spec, SimulateOptions.sideBets.spec,
    ] + CountingOptions.all + [BetsOptions.bets.spec] + BetsOptions.shared + ReportOptions.all + [
      SimulateOptions.shard.spec, SimulateOptions.out.spec, SimulateOptions.force.spec, CommonOptions.json.spec,
    ],
    run: { options, console throws(CLIError) in
      let shard = try options.shard()
      let file = try options.reportFile()
      if file != nil && shard != nil {
        throw .usage("--report with --shard: a shard plays part of the run; draw the page from a run without --shard")
      }
      if let out = options[SimulateOptions.out], let page = file?.path, PathName.sameFile(out, page) {
        throw .usage("--out and --report name the same file ('\(out)' and '\(page)'); give two")
      }
      let out = try options.outputFile(for: shard)
      let rules = try options.rules()
      let rounds = try options.rounds()
      // The parser accepts only the kinds' names (the option's choices), so an unknown name does not reach here.
      let kind = options[SimulateOptions.strategy].flatMap(StrategyChoice.Kind.init(rawValue:)) ?? .basic
      let strategy = StrategyChoice(kind, chart: StrategyProvider.basicStrategy(for: rules))
      let counting = try options.counter(rules: rules)
      let betsRequest = try options.simulateBetsRequest(counter: counting?.counter, writesPart: out != nil)
      let page = try file?.open()
      let seed = options[SimulateOptions.seed] ?? UInt64.random(in: 0...UInt64.max)
      let bankroll = options[CountingOptions.bankroll]
      let threads = options[SimulateOptions.threads] ?? SystemInfo.coreCount
      for warning in counting?.warnings ?? [] { console.errorLine("\(BlackjackCLI.programName): warning: \(warning)") }
      var simulation = Simulation(
        rules: rules, strategy: strategy, rounds: rounds, seed: seed, betUnits: options[SimulateOptions.bet] ?? 1,
        counter: counting?.counter, shard: shard)
      simulation.sideBets = try options.sideBets(counting: counting != nil)
      let (result, stoppedBy) = SimulationRunner.run(simulation, threads: threads)
      var report = SimulationReport(result: result, threads: threads, bankroll: bankroll)
      if let file, !result.isPartial {
        let paths = SessionSampler(simulation, sessions: SessionReport.sessionCount, rounds: file.rounds)
          .run(threads: threads, points: SessionReport.pointCount)
        // A counter's money is in its own units (as its report's); a flat bettor's is the bet times the unit's.
        let unitsPerCent = Double(counting == nil ? simulation.betUnits : 1) / Double(Simulation.unitCents)
        let (mean, deviation) = report.perRound
        report.sessions = SessionReport(
          paths: paths, unitsPerCent: unitsPerCent, mean: mean, deviation: deviation,
          bankroll: bankroll)
      }
      if let betsRequest, let counter = simulation.counter {
        let source = BetsReport.Source(rules: rules, counter: counter, seed: seed, partial: result.isPartial)
        report.bets = try BetsReport(
          stats: result.stats.counting ?? CountingStats(), source: source, request: betsRequest)
      }
      if let out {
        let part = SimulationPart(result: result, threads: threads, bankroll: bankroll)
        let text = try part.text()
        try out.commit(text, for: "--out")
        console.line(part.summary(path: out.path))
      } else {
        try console.print(report, json: options[CommonOptions.json], width: console.width)
      }
      try page?.commit(SimulationPage(report: report).html, for: "--report")
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
    "strategy", valueName: "NAME", choices: StrategyChoice.names,
    help: "Player strategy: \(StrategyChoice.names.joined(separator: ", ")) (default basic; mimic plays as the dealer)."
  )
  /// `--seed S`.
  static let seed = Option.unsigned("seed", valueName: "S", help: "Seed (default: random, printed).")
  /// `--threads T`.
  static let threads = Option.integer(
    "threads", valueName: "T", range: 1...256, help: "Worker threads (default: the number of cores).")
  /// `--side-bets BETS`, read by ``ParsedOptions/sideBets(counting:)``.
  static let sideBets = Option.text(
    "side-bets", valueName: "BETS",
    help: "Also stake one unit on each of these side bets every round, e.g. \"21+3 pp ll\" (21+3, 21+3v, pp, ll).")
  /// `--shard K/N`, read by ``ParsedOptions/shard()``.
  static let shard = Option.text(
    "shard", valueName: "K/N", help: "Play only shard K of N of the run (needs --seed and --out), e.g. 3/8.")
  /// `--out FILE`.
  static let out = Option.text(
    "out", valueName: "FILE", help: "Write the statistics to FILE as a part for 'blackjack merge' (JSON).")
  /// `--force`.
  static let force = Option.flag(
    "force", help: "Replace an existing --out or --report file (only a regular file is ever replaced).")
  /// `--bet UNITS`.
  static let bet = Option.integer(
    "bet", valueName: "UNITS", range: 1...1_000_000, help: "Flat bet in units (default 1).")
}

extension ParsedOptions {
  /// The side bets of `--side-bets`, or none.
  ///
  /// - Throws: ``CLIError`` (usage) for a word that names no side bet, or side bets with `--count`.
  func sideBets(counting: Bool) throws(CLIError) -> [SideBet] {
    guard let text = self[SimulateOptions.sideBets] else { return [] }
    if counting { throw .usage("--side-bets is for a flat bettor; it does not go with --count") }
    let bets: [SideBet]
    do throws(SideBetError) {
      bets = try SideBet.list(parsing: text, onePerKind: false)
    } catch {
      throw .usage("--side-bets: \(error)")
    }
    guard !bets.isEmpty else { throw .usage("--side-bets: name at least one side bet; use \(SideBet.codeList)") }
    return bets
  }

  /// The request of `--bets` and its options, or `nil` without `--bets`.
  ///
  /// - Throws: ``CLIError`` (usage) for a betting option without `--bets`, `--bets` without `--count` or with
  ///   `--out` (the part is for 'blackjack bets'), or a bad value.
  func simulateBetsRequest(counter: Counter?, writesPart: Bool) throws(CLIError) -> BetsRequest? {
    guard self[BetsOptions.bets] else {
      if let given = BetsOptions.shared.first(where: { values[$0.name] != nil }) {
        throw .usage("\(given.flagName) needs --bets (the optimal bets of a counting run)")
      }
      return nil
    }
    guard let counter else { throw .usage("--bets needs --count (a counting system, e.g. --count hilo)") }
    if writesPart {
      throw .usage("--bets with --out: the part is for 'blackjack bets FILE', which prints the bets from it")
    }
    var spread = try self.spread(CountingOptions.spread)
    if spread == nil && self[CountingOptions.ramp] != nil {
      spread = (counter.ramp.below, counter.ramp.maximum)
    }
    return try betsRequest(spread: spread, bankroll: self[CountingOptions.bankroll].map(Double.init))
  }

  /// The shard of `--shard K/N`, or `nil` for the whole run.
  ///
  /// - Throws: ``CLIError`` (usage) unless K and N are whole numbers with 1 ≤ K ≤ N, or without `--seed` (every
  ///   shard must play the same run).
  func shard() throws(CLIError) -> Shard? {
    guard let text = self[SimulateOptions.shard] else { return nil }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count <= 1_000_000 else {
      throw .usage("--shard expects K/N, shard K of N with 1 <= K <= N <= 1000000, e.g. 3/8; got '\(text)'")
    }
    guard let shard = Shard(index, of: count) else {
      throw .usage("--shard \(text): shards of \(count) are numbered 1 to \(count)")
    }
    guard self[SimulateOptions.seed] != nil else {
      throw .usage("--shard needs --seed: every shard of a run plays from the same seed")
    }
    return shard
  }

  /// The file of `--out`, opened (so that an unwritable place is found before the run), or `nil` without it.
  ///
  /// - Throws: ``CLIError``: usage for `--shard` without `--out`, `--force` without it or `--json` with it; failure
  ///   for a file that exists (without `--force`) or cannot be written.
  func outputFile(for shard: Shard?) throws(CLIError) -> OutputFile? {
    guard let path = self[SimulateOptions.out] else {
      if shard != nil { throw .usage("--shard needs --out FILE: each shard writes its part for 'blackjack merge'") }
      if self[SimulateOptions.force] && self[ReportOptions.report] == nil {
        throw .usage("--force needs --out FILE or --report FILE (the file it may replace)")
      }
      return nil
    }
    if self[CommonOptions.json] {
      throw .usage("--json with --out: the part is JSON already; 'blackjack merge FILE... --json' prints the report")
    }
    return try OutputFile.create(path, replacing: self[SimulateOptions.force], for: "--out")
  }

  /// The round count of `--rounds` (`default`, 1,000,000 unless given, when not given).
  ///
  /// - Throws: ``CLIError`` (usage) for a count that is not a whole number of rounds.
  func rounds(default: Int = 1_000_000) throws(CLIError) -> Int {
    guard let text = self[SimulateOptions.rounds] else { return `default` }
    guard let rounds = RoundCount.parse(text) else {
      throw .usage("--rounds expects a whole number of rounds like 1000000, 250k, 10M or 1e9, got '\(text)'")
    }
    return rounds
  }
}

extension StrategyChoice {
  /// The names `--strategy` takes, as ``name`` gives them.
  static let names = Kind.allCases.map(\.rawValue)

  /// The strategy called `name` under `rules` (the basic-strategy chart worked out for them), or `nil` for a name not
  /// in ``names``.
  static func named(_ name: String, rules: Rules) -> StrategyChoice? {
    Kind(rawValue: name).map { StrategyChoice($0, chart: StrategyProvider.basicStrategy(for: rules)) }
  }
}
