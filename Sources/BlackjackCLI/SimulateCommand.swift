import BlackjackEngine
import BlackjackSimulation
import BlackjackText

extension Subcommand {
  /// `blackjack simulate`: plays many rounds on every core and reports the player's expectation.
  public static let simulate = Subcommand(SimulateCommand.self)
}

/// `blackjack simulate`: plays many rounds on every core and reports the player's expectation.
struct SimulateCommand: Command {
  static let configuration = CommandConfiguration(
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
      """)

  var game = GameOptions()
  @Opt(SimulateOptions.rounds) var rounds: String?
  @Opt(SimulateOptions.strategy) var strategy = StrategyChoice.Kind.basic
  var run = RunOptions()
  @Opt(SimulateOptions.bet) var bet = 1
  @Opt(SimulateOptions.sideBets) var sideBets: String?
  var countingOptions = CounterOptions()
  @Opt(BetsOptions.bets) var bets = false
  var sizing = BetSizingOptions()
  var pageOptions = ReportOptions()
  var output = OutputOptions()
  @Opt(CommonOptions.json) var json = false

  /// The shard of `--shard`, and the page of `--report`, read by ``validate()``.
  var shard: Shard?
  var page: ReportFile?

  mutating func validate() throws(CLIError) {
    shard = try run.shard()
    page = try pageOptions.file(replacing: output.force)
    if page != nil && shard != nil {
      throw .usage("--report with --shard: a shard plays part of the run; draw the page from a run without --shard")
    }
    if let out = output.out, let page = page?.path, PathName.sameFile(out, page) {
      throw .usage("--out and --report name the same file ('\(out)' and '\(page)'); give two")
    }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let out = try output.file(for: shard, report: pageOptions.path, json: json)
    let rules = try game.rules()
    let rounds = try SimulateOptions.rounds(self.rounds)
    let counting = try countingOptions.counter(rules: rules)
    let betsRequest = try betsRequest(counter: counting?.counter, writesPart: out != nil)
    let sideBets = try chosenSideBets(counting: counting != nil)
    // Every option that can be checked before the run is read before the chart, which may be computed and stored in
    // the cache: a command line refused then leaves the cache as it was (bets that do not fit the table are known
    // only from the run).
    let strategy = StrategyChoice(self.strategy, chart: StrategyProvider.basicStrategy(for: rules))
    let page = try self.page?.open()
    let seed = run.seedOrRandom
    let bankroll = countingOptions.bankroll
    let threads = run.threadCount
    for warning in counting?.warnings ?? [] { console.errorLine("\(BlackjackCLI.programName): warning: \(warning)") }
    var simulation = Simulation(
      rules: rules, strategy: strategy, rounds: rounds, seed: seed, betUnits: bet, counter: counting?.counter,
      shard: shard)
    simulation.sideBets = sideBets
    let (result, stoppedBy) = SimulationRunner.run(simulation, threads: threads)
    var report = SimulationReport(result: result, threads: threads, bankroll: bankroll)
    if let file = self.page, !result.isPartial {
      let paths = SessionSampler(simulation, sessions: SessionReport.sessionCount, rounds: file.rounds)
        .run(threads: threads, points: SessionReport.pointCount)
      // A counter's money is in its own units (as its report's); a flat bettor's is the bet times the unit's.
      let unitsPerCent = Double(counting == nil ? simulation.betUnits : 1) / Double(Simulation.unitCents)
      let (mean, deviation) = report.perRound
      report.sessions = SessionReport(
        paths: paths, unitsPerCent: unitsPerCent, mean: mean, deviation: deviation, bankroll: bankroll)
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
      try console.print(report, json: json, width: console.width)
    }
    try page?.commit(SimulationPage(report: report).html, for: "--report")
    // The shell's convention for a process ended by a signal: 128 plus the signal's number.
    return result.isPartial ? stoppedBy.map { 128 + $0 } ?? 0 : 0
  }

  /// The side bets of `--side-bets`, or none.
  ///
  /// - Throws: ``CLIError`` (usage) for a word that names no side bet, or side bets with `--count`.
  func chosenSideBets(counting: Bool) throws(CLIError) -> [SideBet] {
    guard let text = sideBets else { return [] }
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
  func betsRequest(counter: Counter?, writesPart: Bool) throws(CLIError) -> BetsRequest? {
    guard bets else {
      if let given = sizing.firstGiven { throw .usage("\(given) needs --bets (the optimal bets of a counting run)") }
      return nil
    }
    guard let counter else { throw .usage("--bets needs --count (a counting system, e.g. --count hilo)") }
    if writesPart {
      throw .usage("--bets with --out: the part is for 'blackjack bets FILE', which prints the bets from it")
    }
    var spread = try BetsOptions.spread(countingOptions.spread, option: CountingOptions.spread)
    if spread == nil && countingOptions.ramp != nil {
      spread = (counter.ramp.below, counter.ramp.maximum)
    }
    return try sizing.request(spread: spread, bankroll: countingOptions.bankroll.map(Double.init))
  }
}

/// The options of `blackjack simulate` besides the common ones.
enum SimulateOptions {
  /// `--rounds N`, read by ``ParsedOptions/rounds()``.
  static let rounds = Option.text(
    "rounds", valueName: "N", help: "Rounds to play: 1000000, 250k, 10M, 4.1M, 1e9 (default 1M).")
  /// `--strategy NAME`.
  static let strategy = Option<StrategyChoice.Kind>.choice(
    "strategy", valueName: "NAME",
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

extension SimulateOptions {
  /// The shard of `--shard K/N` (`text`), or `nil` for the whole run; `seeded` tells whether `--seed` was given.
  ///
  /// - Throws: ``CLIError`` (usage) unless K and N are whole numbers with 1 ≤ K ≤ N, or without `--seed` (every
  ///   shard must play the same run).
  static func shard(_ text: String?, seeded: Bool) throws(CLIError) -> Shard? {
    guard let text else { return nil }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count <= 1_000_000 else {
      throw .usage("--shard expects K/N, shard K of N with 1 <= K <= N <= 1000000, e.g. 3/8; got '\(text)'")
    }
    guard let shard = Shard(index, of: count) else {
      throw .usage("--shard \(text): shards of \(count) are numbered 1 to \(count)")
    }
    guard seeded else {
      throw .usage("--shard needs --seed: every shard of a run plays from the same seed")
    }
    return shard
  }

  /// The round count of `--rounds` (`text`; `default`, 1,000,000 unless given, when not given).
  ///
  /// - Throws: ``CLIError`` (usage) for a count that is not a whole number of rounds.
  static func rounds(_ text: String?, default: Int = 1_000_000) throws(CLIError) -> Int {
    guard let text else { return `default` }
    guard let rounds = RoundCount.parse(text) else {
      throw .usage(
        "--rounds expects a whole number of rounds from 1 to \(RoundCount.maximumText), like 1000000, 250k, 10M or"
          + " 1e9, got \(QuotedText.quoted(text))")
    }
    return rounds
  }
}

/// The option group of `--out FILE` and `--force`: the part a run writes for 'blackjack merge' (`simulate`, `merge`).
struct OutputOptions: ParsableOptions {
  @Opt(SimulateOptions.out) var out: String?
  @Opt(SimulateOptions.force) var force = false

  /// The file of `--out`, opened (so that an unwritable place is found before the run), or `nil` without it.
  ///
  /// - Parameters:
  ///   - shard: The shard of `--shard`, which needs `--out`.
  ///   - report: The page of `--report`, which `--force` may replace too.
  ///   - json: Whether `--json` was given, which does not go with `--out`.
  /// - Throws: ``CLIError``: usage for `--shard` without `--out`, `--force` without it or `--json` with it; failure
  ///   for a file that exists (without `--force`) or cannot be written.
  func file(for shard: Shard?, report: String?, json: Bool) throws(CLIError) -> OutputFile? {
    guard let path = out else {
      if shard != nil { throw .usage("--shard needs --out FILE: each shard writes its part for 'blackjack merge'") }
      if force && report == nil {
        throw .usage("--force needs --out FILE or --report FILE (the file it may replace)")
      }
      return nil
    }
    if json {
      throw .usage("--json with --out: the part is JSON already; 'blackjack merge FILE... --json' prints the report")
    }
    return try OutputFile.create(path, replacing: force, for: "--out")
  }
}

extension ParsedOptions {
  /// The shard of `--shard K/N`, or `nil` for the whole run (``SimulateOptions/shard(_:seeded:)``).
  func shard() throws(CLIError) -> Shard? {
    try SimulateOptions.shard(self[SimulateOptions.shard], seeded: self[SimulateOptions.seed] != nil)
  }

  /// The round count of `--rounds` (``SimulateOptions/rounds(_:default:)``).
  func rounds(default: Int = 1_000_000) throws(CLIError) -> Int {
    try SimulateOptions.rounds(self[SimulateOptions.rounds], default: `default`)
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
