import BlackjackEngine
import BlackjackSimulation
import BlackjackText

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SimulationPart {
  /// The largest file read as a part: parts are a few kilobytes, so anything much larger is something else.
  static let maximumFileSize = 16 << 20

  /// Reads and checks the part in the file at `path`.
  ///
  /// - Throws: ``CLIError`` (failure) in one line naming the file: unreadable (missing, a directory, a FIFO, a
  ///   device), not JSON or cut short, not a part, another format version, a field missing or malformed,
  ///   statistics that cannot be (see ``problem``), or content that does not match its checksum.
  static func read(_ path: String) throws(CLIError) -> SimulationPart {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.contents(of: path, limit: maximumFileSize)
    } catch {
      throw .failure("\(error); parts are JSON files of a few kilobytes written by 'blackjack simulate --out'")
    }
    let data = Data(bytes)
    return try decode(data, path: path)
  }

  /// Decodes and checks a part's JSON; `path` names it in messages.
  static func decode(_ data: Data, path: String) throws(CLIError) -> SimulationPart {
    struct Header: Decodable {
      var format: String?
      var formatVersion: Int?
    }
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw .failure(
        "'\(path)' is not a simulation part: it is not JSON, or it was cut short; parts are written by "
          + "'\(BlackjackCLI.programName) simulate --out'")
    }
    guard header.format == formatName else {
      throw .failure(
        "'\(path)' is not a simulation part (its \"format\" is not \"\(formatName)\"); parts are written by "
          + "'\(BlackjackCLI.programName) simulate --out'")
    }
    guard header.formatVersion == currentFormatVersion else {
      let older = header.formatVersion == 1 ? ", which carries no checksum" : ""
      throw .failure(
        "'\(path)' is a part of format version \(header.formatVersion.map(String.init) ?? "?")\(older); this "
          + "\(BlackjackCLI.programName) (\(BlackjackCLI.version)) reads version \(currentFormatVersion)"
          + (header.formatVersion.map { $0 < currentFormatVersion } == true ? ": play its shard again" : ""))
    }
    let part: SimulationPart
    do {
      part = try decoder.decode(SimulationPart.self, from: data)
    } catch {
      throw .failure("'\(path)' is a damaged simulation part: \(JSONDecoding.reason(error))")
    }
    if let problem = part.problem {
      throw .failure("'\(path)' is a damaged simulation part: \(problem)")
    }
    guard let checksum = part.checksum, checksum == (try part.contentChecksum()) else {
      throw .failure(
        "'\(path)' is a damaged simulation part: "
          + (part.checksum == nil
            ? "it has no checksum"
            : "its checksum does not match its content (it was changed after '\(BlackjackCLI.programName) "
              + "simulate' wrote it)"))
    }
    return part
  }

  /// What does not add up in a decoded part, or `nil` when it is consistent: the run can be played again, the chunks
  /// are in the run and in order, and the statistics hold exactly the rounds of those chunks.
  var problem: String? {
    guard (1...Self.maximumChunkSize).contains(run.chunkSize), (0...Self.maximumRounds).contains(run.rounds),
      run.bet >= 1, UInt64(run.seed) != nil
    else {
      return "its run has a chunk size of \(run.chunkSize), \(run.rounds) rounds, a bet of \(run.bet) and seed "
        + "'\(run.seed)'"
    }
    do throws(RulesSpecError) {
      _ = try Rules(spec: run.rules)
    } catch {
      return "its rules '\(run.rules)' do not read: \(error)"
    }
    guard StrategyChoice.names.contains(run.strategy) else {
      return "its strategy '\(run.strategy)' is none of \(StrategyChoice.names.joined(separator: ", "))"
    }
    guard threads >= 1, seconds >= 0, seconds.isFinite else {
      return "it says it took \(seconds) s on \(threads) threads"
    }
    let chunkCount = run.chunkCount
    var previousEnd = 0
    var rounds = 0
    for chunk in chunks {
      guard let range = chunk.range, range.upperBound <= chunkCount, range.lowerBound >= previousEnd else {
        return "its chunks \(chunk.start) to \(chunk.end) are not in order within the run's \(chunkCount) chunks"
      }
      previousEnd = range.upperBound
      rounds += Simulation.rounds(inChunks: range, of: run.rounds, chunkSize: run.chunkSize)
    }
    guard (stats.counting != nil) == (run.counter != nil) else {
      return run.counter == nil ? "its statistics count cards, and its run does not" : "its counter's sums are missing"
    }
    if let shard {
      guard Shard(shard.index, of: shard.count) != nil else {
        return "its shard \(shard) is not a shard K/N with 1 <= K <= N"
      }
      let owned = shard.chunks(of: chunkCount)
      if let outside = chunks.first(where: { $0.start < owned.lowerBound || $0.end > owned.upperBound }) {
        return "its chunks \(outside.start) to \(outside.end) are not all shard \(shard)'s (\(owned.lowerBound) to "
          + "\(owned.upperBound))"
      }
    }
    let counted: Int? = if let counting = stats.counting { counting.checkedTableRounds } else { stats.rounds }
    guard let tableRounds = counted else { return "its rounds by count overflow" }
    guard tableRounds == rounds else {
      return "its statistics hold \(tableRounds) rounds, and its chunks \(rounds)"
    }
    return statisticsProblem
  }

  /// The most rounds a part's run may have: far beyond any run, far below an overflow of the chunk arithmetic or of
  /// the 128-bit sums.
  static let maximumRounds = 1 << 50
  /// The largest chunk a part's run may have: what the simulation plays.
  static let maximumChunkSize = Simulation.maximumChunkSize

  /// The simulation the part's run describes (for any shard: the part's own chunks are in ``chunks``).
  ///
  /// The basic strategy is worked out for the rules, as `simulate` does: call it once per run, not per part.
  ///
  /// - Throws: ``CLIError`` (failure) for rules, a strategy or a seed this program does not read.
  func simulation() throws(CLIError) -> Simulation {
    let rules: Rules
    do {
      rules = try Rules(spec: run.rules)
    } catch {
      throw .failure("its rules '\(run.rules)' do not read: \(error)")
    }
    guard let strategy = StrategyChoice.named(run.strategy, rules: rules) else {
      throw .failure("its strategy '\(run.strategy)' is none of \(StrategyChoice.names.joined(separator: ", "))")
    }
    guard let seed = UInt64(run.seed) else { throw .failure("its seed '\(run.seed)' is not a whole number") }
    return Simulation(
      rules: rules, strategy: strategy, rounds: run.rounds, seed: seed, betUnits: run.bet, chunkSize: run.chunkSize,
      counter: run.counter)
  }
}
