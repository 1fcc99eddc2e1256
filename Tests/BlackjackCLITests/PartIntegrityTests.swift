import BlackjackSimulation
import Foundation
import Testing

@testable import BlackjackCLI

/// A part edited after it was written is refused, or means exactly what it meant (issue 28, item 7): every
/// single-byte edit of small parts, and parts whose checksum was made again over statistics that cannot be.
@Suite("Simulation parts: checksum and invariants")
struct PartIntegrityTests {
  /// A part played in this process into a temporary file, and its text.
  static func part(_ arguments: [String]) throws -> String {
    let directory = NSTemporaryDirectory() + "blackjack-part-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/part.json"
    let result = run(["simulate"] + arguments + ["--out", file])
    try #require(result.status == 0, "\(result.errors)")
    return try String(contentsOfFile: file, encoding: .utf8)
  }

  /// The JSON report `merge --json` prints for the part alone.
  static func report(_ part: SimulationPart) throws -> String {
    let merged = try PartMerger.merge([("part.json", part)])
    let result = SimulationResult(
      simulation: try merged.part.simulation(), stats: merged.part.stats, chunks: merged.coverage.covered,
      seconds: merged.part.seconds)
    var report = SimulationReport(result: result, threads: merged.part.threads, bankroll: merged.part.run.bankroll)
    report.parts = 1
    return try JSONOutput.text(report)
  }

  /// The edits of one byte tried at `index` of `bytes`: another digit (or a letter for any other byte), a space, a
  /// byte that is not UTF-8, and the byte removed.
  static func edits(of bytes: [UInt8], at index: Int) -> [[UInt8]] {
    let byte = bytes[index]
    let zero = UInt8(ascii: "0")
    let digit = (zero...UInt8(ascii: "9")).contains(byte)
    let replacements = [digit ? zero + (byte - zero + 1) % 10 : UInt8(ascii: "x"), UInt8(ascii: " "), 0xFF]
    var edits = replacements.filter { $0 != byte }.map { replacement in
      var edited = bytes
      edited[index] = replacement
      return edited
    }
    var removed = bytes
    removed.remove(at: index)
    edits.append(removed)
    return edits
  }

  /// Tries the edits at every `stride`-th byte of `text`: each must be refused in one line naming the file, or give
  /// the report of the part as written. Returns the number of edits tried and refused.
  static func tryEdits(of text: String, stride step: Int) throws -> (tried: Int, refused: Int) {
    let bytes = Array(text.utf8)
    let original = try SimulationPart.decode(Data(bytes), path: "part.json")
    let expected = try report(original)
    var tried = 0
    var refused = 0
    var changed: [String] = []
    for index in stride(from: 0, to: bytes.count, by: step) {
      for edited in edits(of: bytes, at: index) {
        tried += 1
        let part: SimulationPart
        do throws(CLIError) {
          part = try SimulationPart.decode(Data(edited), path: "part.json")
        } catch {
          refused += 1
          #expect(error.message.hasPrefix("'part.json' "), "\(error.message)")
          #expect(!error.message.contains("\n"))
          #expect(error.status == 1)
          continue
        }
        if try report(part) != expected {
          let around = edited[max(0, index - 20)..<min(edited.count, index + 20)]
          changed.append("byte \(index): \(String(decoding: around, as: UTF8.self))")
        }
      }
    }
    #expect(changed.isEmpty, "\(changed.count) edits gave another report, such as \(changed.prefix(5))")
    return (tried, refused)
  }

  @Test("single-byte edits at every other byte of a flat part with side bets are refused or change nothing")
  func flatPartEdits() throws {
    let text = try Self.part(["--rounds", "3000", "--seed", "5", "--side-bets", "21+3 pp", "--threads", "1"])
    let (tried, refused) = try Self.tryEdits(of: text, stride: 2)
    #expect(tried > text.utf8.count * 3 / 2)
    // The rest changed white space only (the edits that give another report are counted in tryEdits).
    #expect(refused > tried / 2)
  }

  @Test("single-byte edits all over a counter's part are refused or change nothing")
  func countingPartEdits() throws {
    let text = try Self.part([
      "--rounds", "3000", "--seed", "3", "--count", "hilo", "--spread", "1-8", "--spots", "1:1 3:2", "--wong-in", "-1",
      "--seats", "1", "--bankroll", "300", "--threads", "1",
    ])
    let (tried, refused) = try Self.tryEdits(of: text, stride: 11)
    #expect(tried > text.utf8.count / 4)
    #expect(refused > tried / 2)
  }

  @Test("white space, key order and escapes are not edits: the part reads the same")
  func reformatted() throws {
    let text = try Self.part(["--rounds", "2000", "--seed", "9", "--threads", "1"])
    let original = try SimulationPart.decode(Data(text.utf8), path: "part.json")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let compact = try JSONSerialization.data(withJSONObject: object)
    let reformatted = try SimulationPart.decode(compact, path: "part.json")
    #expect(try Self.report(reformatted) == Self.report(original))
    let escaped = text.replacingOccurrences(of: "\"basic\"", with: "\"\\u0062asic\"")
    #expect(escaped != text)
    #expect(try Self.report(SimulationPart.decode(Data(escaped.utf8), path: "part.json")) == Self.report(original))
  }

  /// `part` with `change` made and its checksum made again, decoded: the error's message, or `nil` if it reads.
  static func refusal(_ part: SimulationPart, _ change: (inout SimulationPart) -> Void) throws -> String? {
    var changed = part
    change(&changed)
    do throws(CLIError) {
      _ = try SimulationPart.decode(Data(try changed.text().utf8), path: "part.json")
      return nil
    } catch {
      return error.message
    }
  }

  /// Expects each change of `part` (with its checksum made again) refused as damaged, naming what `cases` says, and
  /// the part as it was read.
  static func expectRefusals(of part: SimulationPart, _ cases: [(String, (inout SimulationPart) -> Void)]) throws {
    for (message, change) in cases {
      let refused = try refusal(part, change)
      #expect(
        refused?.hasPrefix("'part.json' is a damaged simulation part: ") == true, "\(message): \(refused ?? "read")")
      #expect(refused?.contains(message) == true, "\(message): \(refused ?? "read")")
    }
    #expect(try refusal(part) { _ in } == nil)
  }

  @Test("statistics that cannot be are refused even under a checksum made again, naming what does not add up")
  func invariants() throws {
    let flat = try SimulationPart.decode(
      Data(try Self.part(["--rounds", "3000", "--seed", "5", "--side-bets", "21+3", "--threads", "1"]).utf8),
      path: "part.json")
    let cases: [(String, (inout SimulationPart) -> Void)] = [
      ("its rounds won, pushed and lost add up to 3001, not its 3000 rounds", { $0.stats.roundsWon += 1 }),
      ("its 2999 hands are fewer than its 3000 rounds", { $0.stats.hands = 2999 }),
      ("its splits (", { $0.stats.splits += 1 }),
      ("its blackjacks (3001) are not 0 to its 3000 rounds", { $0.stats.blackjacks = 3001 }),
      ("its dealer busts (-1) are not 0 to its 3000 rounds", { $0.stats.dealerBusts = -1 }),
      ("its doubles (", { $0.stats.doubles = $0.stats.hands + 1 }),
      ("its net and its sum of squares cannot both be", { $0.stats.netSquaredCents = 0 }),
      ("its side bet 21+3 was placed 2999 times in 3000 rounds", { $0.stats.sideBets!.bets[0].rounds = 2999 }),
      ("its side bet 21+3 won 3001 times in 3000 rounds", { $0.stats.sideBets!.bets[0].wins = 3001 }),
      ("it says it took -1.0 s", { $0.seconds = -1 }),
    ]
    try Self.expectRefusals(of: flat, cases)
  }

  @Test("a counter's sums by count must add up to its rounds and spots")
  func countingInvariants() throws {
    let part = try SimulationPart.decode(
      Data(
        try Self.part([
          "--rounds", "3000", "--seed", "3", "--count", "hilo", "--spread", "1-8", "--spots", "1:1 3:2", "--seats",
          "1", "--threads", "1",
        ]).utf8), path: "part.json")
    let busiest = try #require(
      part.stats.counting?.byCount.indices.max {
        part.stats.counting!.byCount[$0].rounds < part.stats.counting!.byCount[$1].rounds
      })
    let cases: [(String, (inout SimulationPart) -> Void)] = [
      ("its spots", { $0.stats.counting!.spots += 1 }),
      ("bet less than", { $0.stats.counting!.byCount[busiest].betCents = 0 }),
      ("its net and its sum of squares cannot both be", { $0.stats.counting!.byCount[busiest].netSquaredCents = 0 }),
      ("cannot both be", { $0.stats.counting!.byCount[busiest].flatNetSquaredCents = 0 }),
      (
        "no rounds",
        {
          let empty = $0.stats.counting!.byCount.firstIndex { $0.rounds == 0 }!
          $0.stats.counting!.byCount[empty].netCents = 100
        }
      ),
    ]
    try Self.expectRefusals(of: part, cases)
  }

  @Test("a part whose checksum does not match its content is refused, naming it")
  func checksum() throws {
    let text = try Self.part(["--rounds", "2000", "--seed", "9", "--threads", "1"])
    let net = try #require(text.firstRange(of: #/"netCents" : -?\d+/#))
    let value = try #require(Int(text[net].split(separator: " ").last!))
    // Another net that the other sums allow: only the checksum can tell.
    let edited = text.replacingCharacters(in: net, with: "\"netCents\" : \(value + 50)")
    #expect(
      throws: CLIError.failure(
        "'part.json' is a damaged simulation part: its checksum does not match its content (it was changed after "
          + "'blackjack simulate' wrote it)")
    ) {
      try SimulationPart.decode(Data(edited.utf8), path: "part.json")
    }
  }

  @Test("a part of format version 1, without a checksum, is refused with the way out")
  func versionOne() throws {
    let text = try Self.part(["--rounds", "2000", "--seed", "9", "--threads", "1"])
    var object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    object["formatVersion"] = 1
    object["checksum"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    #expect(
      throws: CLIError.failure(
        "'part.json' is a part of format version 1, which carries no checksum; this blackjack (0.1.0) reads version 2: "
          + "play its shard again")
    ) {
      try SimulationPart.decode(old, path: "part.json")
    }
  }
}
