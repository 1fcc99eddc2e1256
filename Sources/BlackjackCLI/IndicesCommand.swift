import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

extension Subcommand {
  /// `blackjack indices [--count SYSTEM] [--rules SPEC] [--plays i18|fab4|all] [--rounds N] [--samples N]
  /// [--seed S] [--threads T] [--out FILE] [--force] [--json]`: index plays worked out from the exact analysis.
  public static let indices = Subcommand(IndicesCommand.self)
}

/// `blackjack indices`: index plays worked out from the exact analysis.
struct IndicesCommand: Command {
  static let configuration = CommandConfiguration(
    name: "indices",
    summary: "Work out index plays for a count from exact values over the shoes that occur at each true count.",
    discussion: """
      For each play, rounds of basic strategy are dealt at the table's penetration (the simulator's table) and, at
      each true count from -6 to +8, up to --samples shoes are kept. For each, the hand's two-card hands and the
      up card come out of it and the exact values of both actions are computed from the cards left; the gain of
      the deviation, averaged at each true count (exact decks unseen, floored, with the hand and up card seen), is
      fitted with a line near its change of sign. The index is the first whole count on the deviation's side, with
      the crossing and its sampling error. --plays i18 (default) works out the Illustrious 18, fab4 the Fab 4
      surrenders, all every hard 8-17, soft 13-20 and pair decision against every up card (slow: lower --samples).
      The output is an index file for 'simulate --indices' (comments after #); --out FILE writes it to FILE. A
      progress bar is shown on a terminal. The same seed gives the same output for any number of threads.
      """)

  var game = GameOptions()
  @Opt(CountingOptions.count) var count: String?
  @Opt(.text("plays", valueName: "SET", help: "The plays to work out: i18 (default), fab4, i18,fab4 or all."))
  var plays = "i18"
  @Opt(SimulateOptions.rounds) var rounds: String?
  @Opt(.integer("samples", valueName: "N", range: 16...100_000, help: "Shoes kept at each true count (default 320)."))
  var samples = 320
  @Opt(SimulateOptions.seed) var seed: UInt64?
  @Opt(SimulateOptions.threads) var threads: Int?
  @Opt(AnalysisOptions.postSplit) var postSplit = PostSplitPolicy.cdzMinus
  @Opt(.text("out", valueName: "FILE", help: "Also write the index file to FILE.")) var out: String?
  @Opt(SimulateOptions.force) var force = false
  @Opt(CommonOptions.json) var json = false

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let rules = try game.rules()
    guard rules.deckCount != nil else {
      throw .usage("indices needs a shoe of 1 to 8 decks (--rules 6D ...); with INF the count means nothing")
    }
    guard rules.shuffling != .continuous else {
      throw .usage("indices needs a cut card (PEN50 to PEN95): under CSM the count means nothing")
    }
    let system = try CountingOptions.system(count) ?? .hiLo
    guard system.isBalanced, system.tagsDependOnRankOnly else {
      throw .usage(
        "--count: indices need a balanced count with tags by rank (true counts), not \(system.name); "
          + "try hilo, hiopt1, hiopt2, omega2, zen or halves")
    }
    let analysis = ExactAnalysis(rules: rules, postSplit: postSplit)
    let candidates: [IndexCandidate]
    if plays.lowercased() == "all" {
      candidates = IndexCandidate.allDecisions(analysis: analysis)
    } else if let table = IndexTable.builtIn(named: plays) {
      guard let found = IndexCandidate.candidates(for: table, analysis: analysis) else {
        throw .usage("--plays \(plays): a play of it is not legal under \(rules.spec) (e.g. surrender)")
      }
      candidates = found
    } else {
      throw .usage("--plays expects i18, fab4, i18,fab4 or all, got '\(plays)'")
    }
    if force && out == nil {
      throw .usage("--force needs --out FILE (the file it may replace)")
    }
    let file = try out.map { path throws(CLIError) in
      try OutputFile.create(path, replacing: force, for: "--out")
    }
    let generator = IndexGenerator(
      rules: rules, system: system, candidates: candidates,
      rounds: try SimulateOptions.rounds(rounds, default: 2_000_000), samplesPerCount: samples,
      seed: seed ?? UInt64.random(in: 0...UInt64.max), postSplit: postSplit)
    let bar = SystemInfo.isTerminal(2) ? IndexProgressBar() : nil
    let results = generator.run(threads: threads ?? SystemInfo.coreCount) { done, total in
      bar?.draw(done: done, total: total)
    }
    bar?.clear()
    let report = IndicesReport(generator: generator, results: results)
    try file?.commit(report.lines.joined(separator: "\n") + "\n", for: "--out")
    try console.print(report, json: json)
    return 0
  }
}

/// A one-line progress display of the shoes evaluated, on standard error.
struct IndexProgressBar {
  /// Draws the bar for `done` of at most `total` shoes.
  func draw(done: Int, total: Int) {
    let fraction = min(1, Double(done) / Double(max(1, total)))
    let width = 24
    let filled = Int(fraction * Double(width))
    StandardOutput.writeError(
      "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
        + "\(DecimalFormat.percent(fraction * 100, digits: 0)) \(done) of at most \(total) shoes\u{1B}[K")
  }

  /// Erases the bar.
  func clear() { StandardOutput.writeError("\r\u{1B}[K") }
}
