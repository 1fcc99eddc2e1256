import BlackjackEngine
import BlackjackSimulation
import BlackjackText

extension Subcommand {
  /// `blackjack merge`: adds up the parts of a sharded simulation into the report of the whole run.
  public static let merge = Subcommand(MergeCommand.self)
}

/// `blackjack merge FILE...`: adds up the parts of a sharded simulation into the report of the whole run.
struct MergeCommand: Command {
  static let configuration = CommandConfiguration(
    name: "merge",
    summary: "Add up the parts of a sharded simulation (simulate --shard K/N --out FILE) into one report.",
    discussion: """
      The parts must belong to one run: the same program version, rules, strategy, seed, rounds, bet and counting
      settings; the first difference is named. Their statistics are exact integer sums, so the parts of a run add
      up to the statistics of the run played in one process, bit for bit. The report is what 'blackjack simulate'
      prints (text, or JSON with --json), with the threads and seconds of the parts added up; with --out the sum is
      written as one part instead, to merge further.

      Chunks in two parts are refused (give each part once). Chunks in no part (a shard missing or stopped early)
      are named in a warning and the report is marked partial.

      Each part's checksum and its own sums are checked: a part edited after it was written, or whose statistics
      cannot be, is named in one line.

      Exit status: 0 for a complete run; 3 when chunks are missing (the report, marked partial, is printed); 1 for a
      part that cannot be read (missing, a directory, a FIFO or a device), is damaged or edited, or belongs to
      another run, or output that cannot be written; 2 for bad options.
      """)

  @Opt(CountingOptions.bankroll) var bankroll: Int?
  var output = OutputOptions()
  @Opt(CommonOptions.json) var json = false
  @Arguments("FILE...") var files: [String]

  func run(_ console: Console) throws(CLIError) -> Int32 {
    guard !files.isEmpty else {
      throw .usage("merge needs the part files to add up: blackjack merge part-1.json part-2.json ...")
    }
    let out = try output.file(for: nil, report: nil, json: json)
    let parts = try files.map { path throws(CLIError) in (path, try SimulationPart.read(path)) }
    let merged = try PartMerger.merge(parts)
    for gap in merged.coverage.missing.prefix(3) {
      console.errorLine("\(BlackjackCLI.programName): warning: \(merged.describeMissing(gap)); the result is partial")
    }
    if merged.coverage.missing.count > 3 {
      console.errorLine(
        "\(BlackjackCLI.programName): warning: and \(merged.coverage.missing.count - 3) more ranges of chunks missing"
      )
    }
    let bankroll = self.bankroll ?? merged.part.run.bankroll
    if let out {
      var part = merged.part
      part.run.bankroll = bankroll
      let text = try part.text()
      try out.commit(text, for: "--out")
      console.line(part.summary(path: out.path))
    } else {
      let result = SimulationResult(
        simulation: try merged.part.simulation(), stats: merged.part.stats,
        chunks: merged.coverage.covered, seconds: merged.part.seconds)
      var report = SimulationReport(result: result, threads: merged.part.threads, bankroll: bankroll)
      report.parts = parts.count
      try console.print(report, json: json, width: console.width)
    }
    return merged.coverage.missing.isEmpty ? 0 : PartMerger.incompleteStatus
  }
}

/// Adds up the parts of one run, after checking that they are.
enum PartMerger {
  /// The exit status of a merge with chunks missing.
  static let incompleteStatus: Int32 = 3

  /// Parts added up: one part covering all their chunks, and which chunks of the run that is.
  struct Merged {
    /// The sum, as a part of the run (no shard of its own).
    var part: SimulationPart
    /// The chunks covered and missing.
    var coverage: ChunkCoverage

    /// A range of missing chunks in words, with the rounds they hold.
    func describeMissing(_ gap: Range<Int>) -> String {
      let run = part.run
      let rounds = Simulation.rounds(inChunks: gap, of: run.rounds, chunkSize: run.chunkSize)
      let chunks = gap.count == 1 ? "chunk \(gap.lowerBound)" : "chunks \(gap.lowerBound) to \(gap.upperBound - 1)"
      return "no part has \(chunks) (\(DecimalFormat.grouped(rounds)) rounds)"
    }
  }

  /// Checks that `parts` (with the files they came from) belong to one run and play no chunk twice, and adds them up.
  ///
  /// - Throws: ``CLIError`` (failure) naming the first part of another run and the first setting that differs, the
  ///   parts that share chunks, or sums that overflow.
  static func merge(_ parts: [(path: String, part: SimulationPart)]) throws(CLIError) -> Merged {
    guard let (firstPath, first) = parts.first else { throw .usage("merge needs at least one part") }
    for (path, part) in parts.dropFirst() {
      if part.program != first.program {
        throw .failure(
          "'\(path)' was written by \(part.program) and '\(firstPath)' by \(first.program); merge parts of one version")
      }
      if part.run != first.run {
        let difference = zip(part.run.settings, first.run.settings).first { theirs, ours in theirs.value != ours.value }
        let (name, theirs, ours) = difference.map { ($0.0.name, $0.0.value, $0.1.value) } ?? ("run", "?", "?")
        throw .failure(
          "'\(path)' is part of another run than '\(firstPath)': its \(name) is '\(theirs)', not '\(ours)'")
      }
    }
    let ranges = parts.flatMap { entry in entry.part.chunks.map { $0.start..<$0.end } }
    let coverage = ChunkCoverage(ranges, chunkCount: first.run.chunkCount)
    if let twice = coverage.duplicated.first {
      let holders = parts.filter { entry in
        entry.part.chunks.contains { $0.start < twice.upperBound && twice.lowerBound < $0.end }
      }
      let paths = holders.map(\.path)
      if let repeated = paths.first(where: { path in paths.filter { $0 == path }.count > 1 }) {
        throw .failure("'\(repeated)' is given twice; give each part once")
      }
      throw .failure(
        "chunks \(twice.lowerBound) to \(twice.upperBound - 1) are in both "
          + paths.map { "'\($0)'" }.joined(separator: " and ") + "; give each part once")
    }
    var stats = SimulationStats()
    var threads = 0
    var seconds = 0.0
    let sideBets = { (stats: SimulationStats) in stats.sideBets.map { $0.bets.map(\.code).joined(separator: " ") } }
    for (path, part) in parts {
      guard sideBets(part.stats) == sideBets(first.stats) else {
        let words = { (codes: String?) in codes.map { "'\($0)'" } ?? "none" }
        throw .failure(
          "'\(path)' is part of another run than '\(firstPath)': its side bets are \(words(sideBets(part.stats))),"
            + " not \(words(sideBets(first.stats)))")
      }
      guard let sum = stats.adding(part.stats), sum.counting.map({ $0.checkedTableRounds != nil }) ?? true else {
        throw .failure("'\(path)' is a damaged simulation part: its sums overflow when added to the others'")
      }
      stats = sum
      threads += part.threads
      seconds += part.seconds
    }
    var part = first
    part.shard = nil
    part.chunks = coverage.covered.map { SimulationPart.ChunkRange(start: $0.lowerBound, end: $0.upperBound) }
    part.stats = stats
    part.threads = threads
    part.seconds = seconds
    return Merged(part: part, coverage: coverage)
  }
}
