import Foundation
import Testing

@testable import BlackjackCLI

/// `simulate --shard K/N --out FILE` and `merge FILE...`, run in the process on files in a temporary directory.
@Suite("simulate --shard and merge")
struct MergeCommandTests {
  /// A fresh directory, removed when the test ends.
  final class Directory {
    let path: String
    init() throws {
      path = NSTemporaryDirectory() + "blackjack-merge-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
    func read(_ name: String) throws -> String { try String(contentsOfFile: file(name), encoding: .utf8) }
    func write(_ name: String, _ text: String) throws {
      try text.write(toFile: file(name), atomically: true, encoding: .utf8)
    }
  }

  static let flat = ["--rounds", "1.2M", "--seed", "11"]
  static let counting = [
    "--rounds", "700k", "--seed", "3", "--rules", "6D H17 DAS LS", "--count", "hilo", "--spread", "1-8",
    "--indices", "i18,fab4", "--spots", "1:1 3:2", "--wong-in", "-1", "--seats", "2", "--seat", "2", "--bankroll",
    "300",
  ]

  /// The JSON of a report without the fields that say how it was played rather than what it found.
  func findings(_ json: String) throws -> NSDictionary {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    return object.filter { !["threads", "seconds", "roundsPerSecond", "parts"].contains($0.key) } as NSDictionary
  }

  /// Plays `arguments` as `count` shards into `directory`, returning the part files.
  func shards(_ arguments: [String], count: Int, in directory: Directory) -> [String] {
    (1...count).map { index in
      let file = directory.file("part-\(index).json")
      let result = run(
        ["simulate"] + arguments + ["--shard", "\(index)/\(count)", "--out", file, "--threads", "\(1 + index % 2)"])
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.hasPrefix("Shard \(index)/\(count) of seed "))
      return file
    }
  }

  @Test("merged shards print the single run's report, bit for bit", arguments: [(flat, 3), (counting, 4), (flat, 1)])
  func mergeEqualsSingleRun(arguments: [String], count: Int) throws {
    let directory = try Directory()
    let single = run(["simulate"] + arguments + ["--json", "--threads", "2"])
    #expect(single.status == 0)
    let merged = run(["merge"] + shards(arguments, count: count, in: directory).reversed() + ["--json"])
    #expect(merged.status == 0, "\(merged.errors)")
    #expect(merged.errors.isEmpty)
    #expect(try findings(merged.output) == findings(single.output))
    let parts = try JSONSerialization.jsonObject(with: Data(merged.output.utf8)) as! [String: Any]
    #expect(parts["parts"] as? Int == count)
    #expect(parts["partial"] as? Bool == false)
  }

  @Test("a merge of merges is the same run; the text report says how many parts")
  func mergeOfMerges() throws {
    let directory = try Directory()
    let files = shards(Self.flat, count: 4, in: directory)
    let left = directory.file("left.json")
    // Half the shards: written as one part, marked partial by its missing chunks.
    #expect(run(["merge", files[0], files[1], "--out", left]).status == 3)
    let merged = run(["merge", left, files[2], files[3]])
    let single = run(["simulate"] + Self.flat)
    #expect(merged.status == 0)
    let body = { (text: String) in
      text.split(separator: "\n").filter { !$0.hasPrefix("Speed:") && !$0.hasPrefix("Strategy") }
    }
    #expect(body(merged.output) == body(single.output))
    #expect(merged.output.contains("(3 parts added up)"))
  }

  @Test("a missing shard is named, the report marked partial, exit status 3")
  func missingShard() throws {
    let directory = try Directory()
    let files = shards(Self.flat, count: 3, in: directory)
    let result = run(["merge", files[0], files[2], "--json"])
    #expect(result.status == 3)
    // 12 chunks of 100,000 rounds in 3 shards: shard 2 owns chunks 4 to 7.
    #expect(result.errors == "blackjack: warning: no part has chunks 4 to 7 (400,000 rounds); the result is partial\n")
    let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
    #expect(report["partial"] as? Bool == true)
    #expect(report["rounds"] as? Int == 800_000)
    #expect(run(["merge", files[0], files[2]]).output.hasPrefix("PARTIAL (chunks missing): Simulated 800,000 rounds"))
  }

  @Test("parts of different runs are refused, naming the first difference")
  func differentRuns() throws {
    let directory = try Directory()
    let first = shards(Self.flat, count: 2, in: directory)[0]
    let cases: [([String], String)] = [
      (["--rounds", "1.2M", "--seed", "12"], "its seed is '12', not '11'"),
      (["--rounds", "1.3M", "--seed", "11"], "its rounds is '1300000', not '1200000'"),
      (
        ["--rounds", "1.2M", "--seed", "11", "--rules", "6D H17"],
        "its rules is '6D H17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75', not '6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75'"
      ),
      (["--rounds", "1.2M", "--seed", "11", "--count", "ko"], "its count is 'ko', not 'none'"),
      (["--rounds", "1.2M", "--seed", "11", "--bet", "5"], "its bet is '5', not '1'"),
    ]
    for (index, (arguments, difference)) in cases.enumerated() {
      let other = directory.file("other-\(index).json")
      #expect(run(["simulate"] + arguments + ["--shard", "2/2", "--out", other]).status == 0)
      let result = run(["merge", first, other])
      #expect(result.status == 1)
      #expect(result.errors == "blackjack: '\(other)' is part of another run than '\(first)': \(difference)\n")
      #expect(result.output.isEmpty)
    }
  }

  @Test("a part given twice, or parts that share chunks, are refused")
  func duplicates() throws {
    let directory = try Directory()
    let files = shards(Self.flat, count: 2, in: directory)
    let twice = run(["merge", files[0], files[1], files[0]])
    #expect(twice.status == 1)
    #expect(twice.errors == "blackjack: '\(files[0])' is given twice; give each part once\n")
    let whole = directory.file("whole.json")
    #expect(run(["simulate"] + Self.flat + ["--out", whole]).status == 0)
    let overlap = run(["merge", files[1], whole])
    #expect(
      overlap.errors == "blackjack: chunks 6 to 11 are in both '\(files[1])' and '\(whole)'; give each part once\n")
  }

  @Test("damaged, foreign and unreadable files get one line each and nothing is printed")
  func badParts() throws {
    let directory = try Directory()
    let good = shards(Self.flat, count: 2, in: directory)[0]
    let text = try String(contentsOfFile: good, encoding: .utf8)
    let tampered = text.replacingOccurrences(of: "\"rounds\" : 600000", with: "\"rounds\" : 600001")
    #expect(tampered != text)
    let newer = text.replacingOccurrences(of: "\"formatVersion\" : 2", with: "\"formatVersion\" : 3")
    let net = try #require(text.firstRange(of: #/"netCents" : -?\d+/#))
    let edited = text.replacingCharacters(in: net, with: text[net] + "0")
    let noStats = text.replacingOccurrences(of: "\"stats\"", with: "\"statz\"")
    let badSeed = text.replacingOccurrences(of: "\"seed\" : \"11\"", with: "\"seed\" : \"eleven\"")
    let badRules = text.replacingOccurrences(of: "\"rules\" : \"6D", with: "\"rules\" : \"13D")
    let chunks = text.replacingOccurrences(of: "\"end\" : 6", with: "\"end\" : 60")
    // One more than Int.max: valid JSON, but no Int holds it.
    let huge = text.replacingOccurrences(of: "\"rounds\" : 600000", with: "\"rounds\" : 9223372036854775808")
    let cases: [(String, String, String)] = [
      (
        "truncated.json", String(text.prefix(text.count / 2)),
        "is not a simulation part: it is not JSON, or it was cut short"
      ),
      ("empty.json", "", "is not a simulation part: it is not JSON, or it was cut short"),
      ("binary.json", "\u{0}\u{1}\u{FF}garbage", "is not a simulation part: it is not JSON, or it was cut short"),
      ("foreign.json", #"{"schemaVersion": 1, "rounds": 5}"#, "is not a simulation part (its \"format\" is not"),
      ("newer.json", newer, "is a part of format version 3; this blackjack (0.1.0) reads version 2"),
      ("edited.json", edited, "is a damaged simulation part: its checksum does not match its content"),
      ("nostats.json", noStats, "is a damaged simulation part: 'stats' is missing"),
      ("seed.json", badSeed, "is a damaged simulation part: its run has a chunk size of 100000, 1200000 rounds"),
      ("rules.json", badRules, "is a damaged simulation part: its rules '13D"),
      (
        "tampered.json", tampered,
        "is a damaged simulation part: its statistics hold 600001 rounds, and its chunks 600000"
      ),
      (
        "huge.json", huge,
        "is a damaged simulation part: it does not read as JSON (not JSON, cut short, or a number too large)\n"
      ),
      (
        "chunks.json", chunks,
        "is a damaged simulation part: its chunks 0 to 60 are not in order within the run's 12 chunks"
      ),
    ]
    for (name, contents, message) in cases {
      try directory.write(name, contents)
      let result = run(["merge", good, directory.file(name)])
      #expect(result.status == 1, "\(name)")
      #expect(result.errors.hasPrefix("blackjack: '\(directory.file(name))' \(message)"), "\(name): \(result.errors)")
      #expect(result.errors.split(separator: "\n").count == 1)
      #expect(result.output.isEmpty)
    }
    let missing = run(["merge", directory.file("nothing.json")])
    #expect(
      missing.errors.hasPrefix("blackjack: cannot read '\(directory.file("nothing.json"))': No such file or directory"))
    let folder = run(["merge", directory.path])
    #expect(folder.errors.hasPrefix("blackjack: '\(directory.path)' is a directory"))
    let none = run(["merge"])
    #expect(none.status == 2)
    #expect(none.errors.contains("merge needs the part files"))
  }

  @Test("sums that overflow when added are refused, not trapped on")
  func overflowingParts() throws {
    let directory = try Directory()
    let files = shards(["--rounds", "200k", "--seed", "1"], count: 2, in: directory)
    // Sums of squares near the 128-bit limit, which each part may hold (under a checksum made again) but not both.
    for file in files {
      var part = try SimulationPart.decode(Data(try String(contentsOfFile: file, encoding: .utf8).utf8), path: file)
      let big = Int128.max - 10
      part.stats.netSquaredCents = (big & 1) == (part.stats.netCents & 1) ? big : big - 1
      try part.text().write(toFile: file, atomically: true, encoding: .utf8)
    }
    let result = run(["merge"] + files)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "blackjack: '\(files[1])' is a damaged simulation part: its sums overflow when added to the others'\n")
  }

  @Test(
    "bad --shard and --out usage gets one line and writes nothing",
    arguments: [
      (["--shard", "5/4", "--seed", "1", "--out", "X"], "--shard 5/4: shards of 4 are numbered 1 to 4"),
      (["--shard", "0/4", "--seed", "1", "--out", "X"], "--shard 0/4: shards of 4 are numbered 1 to 4"),
      (["--shard", "1/0", "--seed", "1", "--out", "X"], "--shard 1/0: shards of 0 are numbered 1 to 0"),
      (
        ["--shard", "two/4", "--seed", "1", "--out", "X"],
        "--shard expects K/N, shard K of N with 1 <= K <= N <= 1000000, e.g. 3/8; got 'two/4'"
      ),
      (["--shard", "1/4", "--out", "X"], "--shard needs --seed: every shard of a run plays from the same seed"),
      (
        ["--shard", "1/4", "--seed", "1"], "--shard needs --out FILE: each shard writes its part for 'blackjack merge'"
      ),
      (["--force"], "--force needs --out FILE or --report FILE (the file it may replace)"),
      (
        ["--out", "X", "--json"],
        "--json with --out: the part is JSON already; 'blackjack merge FILE... --json' prints the report"
      ),
    ])
  func badUsage(arguments: [String], message: String) throws {
    let directory = try Directory()
    let result = run(["simulate", "--rounds", "1000"] + arguments.map { $0 == "X" ? directory.file("x.json") : $0 })
    #expect(result.status == 2)
    #expect(result.errors == "blackjack: \(message)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test("an existing --out is kept without --force and replaced with it; an unwritable one is refused before the run")
  func outputFiles() throws {
    let directory = try Directory()
    try directory.write("part.json", "precious")
    let kept = run(["simulate", "--rounds", "1000", "--seed", "1", "--out", directory.file("part.json")])
    #expect(kept.status == 1)
    #expect(kept.errors == "blackjack: --out: '\(directory.file("part.json"))' exists; add --force to replace it\n")
    #expect(try directory.read("part.json") == "precious")
    let replaced = run(["simulate", "--rounds", "1000", "--seed", "1", "--out", directory.file("part.json"), "--force"])
    #expect(replaced.status == 0)
    #expect(try directory.read("part.json").contains("\"format\" : \"blackjack-simulation-part\""))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["part.json"])
    let nowhere = run(["simulate", "--rounds", "1000", "--seed", "1", "--out", directory.file("no/such/dir.json")])
    #expect(nowhere.status == 1)
    #expect(
      nowhere.errors
        == "blackjack: --out: cannot write '\(directory.file("no/such/dir.json"))': No such file or directory\n")
    let merged = run(["merge", directory.file("part.json"), "--out", directory.file("part.json")])
    #expect(merged.errors == "blackjack: --out: '\(directory.file("part.json"))' exists; add --force to replace it\n")
  }
}
