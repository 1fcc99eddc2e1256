import BlackjackEngine
import BlackjackREPL
import BlackjackSimulation
import BlackjackText
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Subcommand {
  /// `blackjack survey`: many games simulated from one seed, their optimal bets worked out, ranked by SCORE.
  public static let survey = Subcommand(SurveyCommand.self)
}

/// `blackjack survey`: many games simulated from one seed, their optimal bets worked out, ranked by SCORE.
struct SurveyCommand: Command {
  static let configuration = CommandConfiguration(
    name: "survey",
    summary: "Simulate many games and rank them by SCORE, with the house edge and the optimal ramp beside.",
    discussion: """
      A game is rules (decks, penetration and the rest), a counting system, a spread and play-all or wonging. Give
      a grid, whose lists multiply (--rules "S17 DAS LS" --decks 1,2,6,8 --pen 65,75,83 --spread 1-8,1-12
      --count hilo,ko --play all,wong), or --games FILE with one game a line: RULES | COUNT | SPREAD [| wong]. Each
      rules and counting system is simulated once, from --seed, for --rounds rounds (default 10M), exactly as
      'blackjack simulate --count SYSTEM --rules RULES --rounds N --seed S' does (basic strategy without indices,
      one spot, alone); each game's bets are then 'blackjack bets' for its spread and play, for --bankroll and --ror
      (or --kelly), and the games are ranked by SCORE: a game's row is what 'blackjack simulate … --bets' prints
      for it (--json gives each game's simulate options). A rule set's chart is worked out once for the survey.

      Output: a table that fits the terminal, --csv, or --json; --report FILE.html also draws SCORE by decks and
      penetration as heatmaps and SCORE against penetration as lines. A progress bar covers the whole survey.

      --out DIR keeps each finished simulation in DIR as a part (run-0001.json …) beside the survey's survey.json;
      the same command again skips what is there, so a stopped survey continues (Ctrl-C leaves every finished part
      intact). --shard K/N (with --seed and --out) plays the K-th of N equal shares of all the survey's chunks, so
      that a Slurm array (Scripts/cluster/survey.sbatch) or GNU parallel plays a survey on many machines; then
      'blackjack survey --merge DIR' prints the survey, byte for byte what one process prints. --max-games (default
      1000) bounds the grid.

      Exit status: 0; 3 for --merge with games not played yet (the report, marked partial, is printed); 130 or 143
      when stopped by Ctrl-C or SIGTERM (the finished games are reported); 1 for files that cannot be read or
      written, or parts of another survey; 2 for bad options (one line, nothing written).
      """)

  var grid = SurveyGridOptions()
  @Opt(.text("rounds", valueName: "N", help: "Rounds each game's simulation plays: 10M, 500k, 1e9 (default 10M)."))
  var rounds: String?
  var run = RunOptions()
  @Opt(
    .integer(
      "max-games", valueName: "N", range: 1...1_000_000, help: "The most games a survey may have (default 1000)."))
  var maximumGames = SurveyOptions.defaultMaximumGames
  @Opt(BetsOptions.bankroll) var bankroll: String?
  @Opt(BetsOptions.ror) var ror: String?
  @Opt(BetsOptions.kelly) var kelly: String?
  @Opt(BetsOptions.roundsPerHour) var roundsPerHour: Int?
  @Opt(.flag("csv", help: "Print the ranked games as CSV instead of a table.")) var csv = false
  @Opt(CommonOptions.json) var json = false
  @Opt(
    .text(
      "report", valueName: "FILE",
      help: "Also write a page of charts to FILE (HTML): SCORE by decks and penetration."))
  var report: String?
  @Opt(SimulateOptions.force) var force = false
  @Opt(
    .text(
      "out", valueName: "DIR",
      help: "Keep each finished simulation in DIR; the same command again continues there."))
  var out: String?
  @Opt(
    .text(
      "merge", valueName: "DIR",
      help: "Report the survey in DIR (written by its shards) instead of playing one."))
  var merge: String?

  /// The bets asked for, read by ``validate()``.
  var request = BetsRequest(
    low: 1, high: 12, sitsOut: false, table: TableLimits(minimum: nil, maximum: nil, chip: nil),
    bankroll: BetsRequest.defaultBankroll, risk: BetsRequest.defaultRisk, kelly: nil,
    roundsPerHour: BetsRequest.defaultRoundsPerHour, tripRounds: nil, goal: nil)

  mutating func validate() throws(CLIError) {
    var sizing = BetSizingOptions()
    sizing.ror = ror
    sizing.kelly = kelly
    sizing.roundsPerHour = roundsPerHour
    request = try sizing.request(spread: nil, bankroll: try BetsOptions.bankroll(bankroll))
    if csv && json { throw .usage("give --csv or --json, not both") }
    if force && report == nil {
      throw .usage("--force needs --report FILE (the file it may replace)")
    }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    if let merge { return try self.merge(merge, console: console) }
    let games = try grid.games(maximum: maximumGames)
    var rounds = SurveyOptions.defaultRounds
    if let text = self.rounds {
      guard let count = RoundCount.parse(text) else {
        throw .usage(
          "--rounds expects a whole number of rounds from 1 to \(RoundCount.maximumText), like 10M, 500k or 1e9, got"
            + " \(QuotedText.quoted(text))")
      }
      rounds = count
    }
    let shard = try run.shard()
    if shard != nil {
      guard out != nil else { throw .usage("--shard needs --out DIR: each shard writes its parts there for --merge") }
      let given = givenOptions
      if let reporting = [$csv.spec, $json.spec, $report.spec].first(
        where: given.contains)
      {
        throw .usage("\(reporting.flagName) with --shard: a shard plays part of the survey; report it with --merge DIR")
      }
    }
    if out != nil && run.seed == nil {
      throw .usage("--out needs --seed: a survey that is continued or shared plays from one seed")
    }
    let survey = Survey(games: games, seed: run.seedOrRandom, rounds: rounds)
    let threads = run.threadCount
    let page = try report.map { path throws(CLIError) in
      try OutputFile.create(path, replacing: force, for: "--report")
    }
    var directory: SurveyDirectory?
    var covered: [Int: [Range<Int>]] = [:]
    var finished: [Int: SimulationStats] = [:]
    if let out {
      let (opened, parts) = try SurveyDirectory.prepare(out, for: survey)
      directory = opened
      (finished, covered) = try Self.complete(parts, survey: survey)
    }
    let pieces = SurveyPiece.remaining(
      SurveyPiece.pieces(chunkCounts: Array(repeating: survey.chunkCount, count: survey.runs.count), shard: shard),
      covered: covered)
    // The runs to play, their charts worked out once per rule set, and the pieces numbered by them.
    let played = Array(Set(pieces.map(\.run))).sorted()
    let charts = SurveyCommand.charts(for: played.map { survey.runs[$0].chartRules }, threads: threads)
    // Cannot fail: charts(for:) works out a chart for every rule set it is given, and every played run's is given.
    let simulations = played.map { run in survey.simulation(run, chart: charts[survey.runs[run].chartRules]!) }
    let position = Dictionary(uniqueKeysWithValues: played.enumerated().map { ($1, $0) })
    let runner = SurveyRunner(
      simulations: simulations,
      // Cannot fail: `played` holds the run of every piece, so `position` numbers each.
      pieces: pieces.map { SurveyPiece(run: position[$0.run]!, chunks: $0.chunks) }, threads: threads)
    let bar = SimulationRunner.progressBar()
    var failure: CLIError?
    var playedRounds = 0
    let (done, stoppedBy) = SimulationRunner.stoppable(stop: runner.requestStop) {
      runner.run(progress: { bar?.draw(survey: $0) }) { piece, stats in
        let run = played[piece.run]
        let original = SurveyPiece(run: run, chunks: piece.chunks)
        playedRounds += stats.tableRounds
        if let directory, failure == nil {
          do throws(CLIError) {
            try directory.write(
              original, of: survey, simulation: simulations[piece.run], stats: stats, threads: threads)
          } catch {
            failure = error
            runner.requestStop()
          }
        }
        // Without a directory there is no shard: every piece is a whole run.
        if directory == nil { finished[run] = stats }
      }
    }
    bar?.clear()
    if let failure { throw failure }
    let status: Int32 = stoppedBy.map { 128 + $0 } ?? 0
    if let stoppedBy {
      console.errorLine(
        "\(BlackjackCLI.programName): stopped by signal \(stoppedBy): \(done) of \(pieces.count) simulations "
          + "finished" + (out.map { "; they are in '\($0)': the same command continues" } ?? ""))
    }
    if let shard, let out {
      console.line(
        "Survey shard \(shard) of seed \(survey.seed): \(done) of \(pieces.count) pieces played "
          + "(\(DecimalFormat.grouped(playedRounds)) rounds), written to \(out)")
      return status
    }
    if let out {
      let (_, parts) = try SurveyDirectory.open(out)
      finished = try Self.complete(parts, survey: survey).stats
    }
    try emit(survey: survey, stats: finished, page: page, console: console)
    return status
  }

  /// `--merge DIR`: the survey in DIR, as far as its parts go.
  private func merge(_ path: String, console: Console) throws(CLIError) -> Int32 {
    let playing =
      SurveyGridOptions.optionSpecs + [$rounds.spec] + RunOptions.optionSpecs + [$out.spec, $maximumGames.spec]
    let given = givenOptions
    if let given = playing.first(where: given.contains) {
      throw .usage("\(given.flagName) with --merge: the survey's games, seed and rounds are read from its directory")
    }
    let page = try report.map { file throws(CLIError) in
      try OutputFile.create(file, replacing: force, for: "--report")
    }
    let (survey, parts) = try SurveyDirectory.open(path)
    let (stats, covered) = try Self.complete(parts, survey: survey)
    let missing = survey.runs.indices.filter { stats[$0] == nil }
    if let first = missing.first {
      let chunks = ChunkCoverage(covered[first] ?? [], chunkCount: survey.chunkCount).missing.first ?? 0..<0
      console.errorLine(
        "\(BlackjackCLI.programName): warning: \(missing.count) of \(survey.runs.count) simulations are not finished "
          + "(the first, run \(first + 1), lacks chunks \(chunks.lowerBound) to \(chunks.upperBound - 1)); the "
          + "report is partial")
    }
    try emit(survey: survey, stats: stats, page: page, console: console)
    return missing.isEmpty ? 0 : PartMerger.incompleteStatus
  }

  /// The runs whose parts cover every chunk, with their statistics added up, and the chunks each run's parts cover.
  static func complete(
    _ parts: SurveyDirectory.Parts, survey: Survey
  ) throws(CLIError) -> (stats: [Int: SimulationStats], covered: [Int: [Range<Int>]]) {
    var stats: [Int: SimulationStats] = [:]
    var covered: [Int: [Range<Int>]] = [:]
    for (run, list) in parts {
      let merged = try PartMerger.merge(list.map { ($0.path, $0.part) })
      covered[run] = merged.coverage.covered
      if merged.coverage.isExact { stats[run] = merged.part.stats }
    }
    return (stats, covered)
  }

  /// The charts of `rules`, each worked out once (on `threads` threads), by rules.
  static func charts(for rules: [Rules], threads: Int) -> [Rules: BasicStrategy] {
    let distinct = Array(Set(rules))
    let charts = Mutex<[Rules: BasicStrategy]>([:])
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, distinct.count))) { worker in
      for index in stride(from: worker, to: distinct.count, by: max(1, min(threads, distinct.count))) {
        let chart = StrategyProvider.basicStrategy(for: distinct[index])
        charts.withLock { $0[distinct[index]] = chart }
      }
    }
    return charts.withLock { $0 }
  }

  /// Prints the report of `survey` with these runs' statistics as the options ask, and writes its page.
  private func emit(
    survey: Survey, stats: [Int: SimulationStats], page: OutputFile?, console: Console
  ) throws(CLIError) {
    let report = try SurveyReport(
      survey: survey, stats: stats.compactMapValues(\.counting), request: request)
    if json {
      console.line(try JSONOutput.text(report))
    } else if csv {
      console.line(report.csv)
    } else {
      let environment = REPL.processEnvironment()
      let width = TerminalWidth.columns(of: STDOUT_FILENO, environment: environment)
      report.lines(width: width).forEach { console.line($0) }
    }
    try page?.commit(SurveyPage(report: report).html, for: "--report")
  }
}
