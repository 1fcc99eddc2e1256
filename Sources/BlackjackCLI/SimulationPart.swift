import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A partial result of `blackjack simulate --shard K/N --out FILE` (or `--out FILE` alone, for the whole run): a
/// self-describing JSON file that `blackjack merge` adds up with the other parts of the same run.
///
/// Fields: `format` ("blackjack-simulation-part"), `formatVersion` (2), `program` (the `blackjack` version that
/// wrote it), `run` (what makes the run: see ``Run``), `shard` (`{"index": K, "count": N}`, absent for a whole run),
/// `chunks` (the chunk ranges played, `{"start": a, "end": b}` with `end` excluded), `stats` (the exact integer sums;
/// those of money may exceed 64 bits), `threads` and `seconds` (how the part was played, not what it found), and
/// `checksum`: "sha256:" and the SHA-256 of the part's JSON without its checksum, as this program writes it
/// (``JSONOutput``: sorted keys, indented). A reader decodes the part, writes it again without the checksum and
/// compares: an edited value is found; a change of white space, key order or escapes, which changes no value,
/// is not an edit.
///
/// Version 1 had no checksum: such a part is refused (its shard is played again), since nothing tells whether it
/// was edited.
struct SimulationPart: Codable, Sendable {
  /// The value of ``format``: what the file is.
  static let formatName = "blackjack-simulation-part"
  /// The version of the file format this program writes and reads.
  static let currentFormatVersion = 2
  /// What ``checksum`` starts with: the hash it is.
  static let checksumPrefix = "sha256:"

  /// What the simulation is, in everything that decides its statistics: two parts belong to one run when their
  /// runs are equal.
  struct Run: Codable, Hashable, Sendable {
    /// The canonical rule spec.
    var rules: String
    /// The strategy's name: basic, mimic or never-bust.
    var strategy: String
    /// The seed, as a string (it may exceed what JSON numbers hold exactly).
    var seed: String
    /// The rounds of the whole run.
    var rounds: Int
    /// Rounds per chunk.
    var chunkSize: Int
    /// The flat bet in units.
    var bet: Int
    /// The card counter, for a run with `--count`: system, ramps, wonging, table and indices.
    var counter: Counter?
    /// `--bankroll`, for the risk of ruin in the report.
    var bankroll: Int?

    /// The run's number of chunks.
    var chunkCount: Int { (rounds + chunkSize - 1) / chunkSize }

    /// Each setting as it is compared and named in messages, in the order they are compared.
    var settings: [(name: String, value: String)] {
      var settings = [
        ("rules", rules), ("strategy", strategy), ("seed", seed), ("rounds", String(rounds)),
        ("chunk size", String(chunkSize)), ("bet", String(bet)), ("bankroll", bankroll.map(String.init) ?? "none"),
      ]
      guard let counter else { return settings + [("count", "none")] }
      let optional = { (value: Int?) in value.map(String.init) ?? "none" }
      let ramp = { (ramp: CountRamp) in "\(ramp.spec) (\(ramp.below) below)" }
      settings += [
        ("count", counter.system.spec), ("tc-estimate", counter.estimate.rawValue),
        ("tc-round", counter.rounding.rawValue), ("ramp", ramp(counter.ramp)), ("spots", ramp(counter.spots)),
        ("wong-in", optional(counter.wongIn)), ("wong-out", optional(counter.wongOut)),
        ("table-min", String(counter.tableMinimum)), ("table-max", String(counter.tableMaximum)),
        (
          "indices",
          counter.indices.map { "\($0.name): \($0.spec.split(separator: "\n").joined(separator: ", "))" } ?? "none"
        ),
        ("seats", String(counter.otherSeats)), ("seat", String(counter.seat)),
      ]
      return settings
    }
  }

  /// A range of chunks, `start` included and `end` excluded.
  struct ChunkRange: Codable, Hashable, Sendable {
    /// The first chunk.
    var start: Int
    /// The chunk after the last.
    var end: Int

    /// The chunks as a range, or `nil` unless 0 ≤ start ≤ end.
    var range: Range<Int>? { 0 <= start && start <= end ? start..<end : nil }
  }

  /// ``formatName``.
  var format = Self.formatName
  /// ``currentFormatVersion`` when written by this program.
  var formatVersion = Self.currentFormatVersion
  /// The program and version that wrote the part, such as "blackjack 0.1.0"; parts of one run agree on it.
  var program: String
  /// The run the part belongs to.
  var run: Run
  /// The shard that was asked for, or `nil` for a whole run.
  var shard: Shard?
  /// The chunks played.
  var chunks: [ChunkRange]
  /// Their statistics.
  var stats: SimulationStats
  /// The worker threads that played them.
  var threads: Int
  /// The seconds they took.
  var seconds: Double
  /// ``checksumPrefix`` and the SHA-256 of the part's text without it, in hexadecimal (``contentChecksum()``); `nil`
  /// until the part is written.
  var checksum: String?

  /// The program and version this program writes.
  static var currentProgram: String { "\(BlackjackCLI.programName) \(BlackjackCLI.version)" }

  /// The part a finished or stopped run `result` makes, `bankroll` the report's `--bankroll`.
  init(result: SimulationResult, threads: Int, bankroll: Int?) {
    let simulation = result.simulation
    program = Self.currentProgram
    run = Run(
      rules: simulation.rules.spec, strategy: simulation.strategy.name, seed: String(simulation.seed),
      rounds: simulation.rounds, chunkSize: simulation.chunkSize, bet: simulation.betUnits,
      counter: simulation.counter, bankroll: bankroll)
    shard = simulation.shard
    chunks = result.chunks.map { ChunkRange(start: $0.lowerBound, end: $0.upperBound) }
    stats = result.stats
    self.threads = threads
    seconds = result.seconds
  }

  /// The part's JSON text, as ``JSONOutput`` writes every document, with its ``checksum``.
  func text() throws(CLIError) -> String {
    var part = self
    part.checksum = try contentChecksum()
    return try JSONOutput.text(part)
  }

  /// What ``checksum`` should be: ``checksumPrefix`` and the SHA-256 of the part's JSON without a checksum.
  func contentChecksum() throws(CLIError) -> String {
    var part = self
    part.checksum = nil
    return Self.checksumPrefix + SHA256.hexDigest(try JSONOutput.text(part).utf8)
  }
}

extension SimulationPart {
  /// The line `simulate --out` prints: what was written where.
  func summary(path: String) -> String {
    let rounds = stats.tableRounds
    let chunkText = chunks.map { "\($0.start) to \($0.end - 1)" }.joined(separator: ", ")
    let chunkCount = run.chunkCount
    let what = shard.map { "Shard \($0) of seed \(run.seed)" } ?? "Seed \(run.seed)"
    return "\(what): chunks \(chunks.isEmpty ? "none" : chunkText) of \(chunkCount) "
      + "(\(DecimalFormat.grouped(rounds)) rounds\(isPartial ? ", stopped early" : "")) written to \(path)"
  }

  /// Whether the part lacks chunks of its shard (or of the whole run): it was stopped.
  var isPartial: Bool {
    let owned = shard?.chunks(of: run.chunkCount) ?? 0..<run.chunkCount
    return chunks.map { $0.start..<$0.end } != (owned.isEmpty ? [] : [owned])
  }
}
