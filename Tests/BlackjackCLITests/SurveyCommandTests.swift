import BlackjackEngine
import BlackjackSimulation
import Foundation
import Synchronization
import Testing

@testable import BlackjackCLI

@Suite("survey")
struct SurveyCommandTests {
  /// The documented fields of `survey --json` a test reads.
  struct SurveyJSON: Decodable {
    struct Game: Decodable {
      var rank: Int
      var game: Int
      var rules: String
      var decks: Int
      var penetration: String
      var system: String
      var spread: String
      var play: String
      var rounds: Int
      var houseEdge: Double
      var loses: Bool
      var score: Double?
      var di: Double?
      var ev: Double?
      var sd: Double?
      var winPer100: Double?
      var ramp: String?
      var simulate: String
    }
    var schemaVersion: Int
    var seed: String
    var roundsPerGame: Int
    var gamesTotal: Int
    var partial: Bool
    var games: [Game]
  }

  /// The bets section of `simulate --bets --json`, as far as the survey's row repeats it.
  struct SimulateJSON: Decodable {
    struct Bets: Decodable {
      struct Ramp: Decodable { var options: String }
      var flatEv: Double
      var loses: Bool
      var score: Double?
      var di: Double?
      var ev: Double?
      var sd: Double?
      var winPer100: Double?
      var ramp: Ramp?
    }
    var bets: Bets
  }

  static let grid = [
    "--rules", "S17 DAS; H17 DAS LS", "--decks", "1,2", "--pen", "75,5/6", "--spread", "1-8",
    "--play", "all,wong", "--rounds", "300k", "--seed", "5",
  ]

  func temporaryDirectory() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("survey-\(UUID().uuidString)").path
  }

  @Test("each game's row is what simulate --count … --seed --bets prints for the same game")
  func gamesAreSimulations() throws {
    let result = run(["survey"] + Self.grid + ["--json", "--threads", "2"])
    #expect(result.status == 0, "\(result.errors)")
    let survey = try JSONDecoder().decode(SurveyJSON.self, from: Data(result.output.utf8))
    #expect(survey.schemaVersion == 1 && survey.gamesTotal == 16 && !survey.partial && survey.games.count == 16)
    // Ranked by SCORE, the losing games last.
    let scores = survey.games.compactMap(\.score)
    #expect(scores == scores.sorted(by: >))
    #expect(survey.games.map(\.rank) == Array(1...16))
    // Four games, one of each rule set and deck count, played again one by one.
    for game in survey.games where game.penetration == "PEN5/6" && game.play == (game.decks == 1 ? "all" : "wong") {
      let simulated = run(["simulate"] + shellWords(game.simulate) + ["--json", "--threads", "1"])
      #expect(simulated.status == 0, "\(simulated.errors)")
      let bets = try JSONDecoder().decode(SimulateJSON.self, from: Data(simulated.output.utf8)).bets
      #expect(bets.score == game.score && bets.di == game.di && bets.ev == game.ev && bets.sd == game.sd)
      #expect(bets.winPer100 == game.winPer100 && bets.ramp?.options == game.ramp && -bets.flatEv == game.houseEdge)
      #expect(bets.loses == game.loses)
    }
  }

  @Test("shards in one directory merge to the bytes one process prints: table, CSV, JSON and page; a rerun skips")
  func shardsMerge() throws {
    let single = temporaryDirectory()
    let sharded = temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(atPath: single)
      try? FileManager.default.removeItem(atPath: sharded)
    }
    let page = single + ".html"
    let mergedPage = sharded + ".html"
    defer {
      try? FileManager.default.removeItem(atPath: page)
      try? FileManager.default.removeItem(atPath: mergedPage)
    }
    let one = run(["survey"] + Self.grid + ["--out", single, "--report", page])
    #expect(one.status == 0, "\(one.errors)")
    for shard in 1...3 {
      let part = run(["survey"] + Self.grid + ["--out", sharded, "--shard", "\(shard)/3", "--threads", "1"])
      #expect(part.status == 0, "\(part.errors)")
      #expect(part.output.hasPrefix("Survey shard \(shard)/3 of seed 5: "))
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: sharded)
    #expect(files.contains { $0.contains(".chunks-") }, "some run is cut between shards: \(files.sorted())")
    let merged = run(["survey", "--merge", sharded, "--report", mergedPage])
    #expect(merged.status == 0, "\(merged.errors)")
    #expect(merged.output == one.output)
    #expect(try String(contentsOfFile: mergedPage, encoding: .utf8) == String(contentsOfFile: page, encoding: .utf8))
    for format in ["--csv", "--json"] {
      let a = run(["survey", "--merge", sharded, format])
      let b = run(["survey", "--merge", single, format])
      #expect(a.status == 0 && a.output == b.output && !a.output.isEmpty)
    }
    // The same command again plays nothing: every part is there (their files are not rewritten).
    let before = try FileManager.default.attributesOfItem(atPath: single + "/run-0001.json")[.modificationDate]
    let again = run(["survey"] + Self.grid + ["--out", single])
    #expect(again.status == 0 && again.output == one.output)
    #expect(
      try FileManager.default.attributesOfItem(atPath: single + "/run-0001.json")[.modificationDate] as? Date
        == before as? Date)
    // A missing part is played again, the same bytes.
    let text = try String(contentsOfFile: single + "/run-0003.json", encoding: .utf8)
    try FileManager.default.removeItem(atPath: single + "/run-0003.json")
    let partial = run(["survey", "--merge", single])
    #expect(partial.status == 3 && partial.output.hasPrefix("PARTIAL: 2 of 16 games not played yet."))
    #expect(partial.errors.contains("warning: 1 of 8 simulations are not finished"))
    let resumed = run(["survey"] + Self.grid + ["--out", single])
    #expect(resumed.status == 0 && resumed.output == one.output)
    #expect(try String(contentsOfFile: single + "/run-0003.json", encoding: .utf8) == text)
  }

  /// Runs the `blackjack` binary with `arguments`, sending it SIGINT once `ready` says so (checked every 20 ms).
  func interrupt(_ arguments: [String], when ready: () -> Bool) throws -> BinaryTests.Run {
    let process = Process()
    process.executableURL = BinaryTests.productsDirectory.appendingPathComponent("blackjack")
    process.arguments = arguments
    process.environment = BinaryTests.environment
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Read while waiting, so that a full pipe never blocks the child.
    let output = Mutex(Data())
    let errors = Mutex(Data())
    stdout.fileHandleForReading.readabilityHandler = { handle in output.withLock { $0.append(handle.availableData) } }
    stderr.fileHandleForReading.readabilityHandler = { handle in errors.withLock { $0.append(handle.availableData) } }
    // A debug build on a busy machine takes minutes over the first simulation; the signal waits for it.
    let deadline = Date().addingTimeInterval(600)
    while process.isRunning && !ready() && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning { kill(process.processIdentifier, SIGINT) }
    process.waitUntilExit()
    stdout.fileHandleForReading.readabilityHandler = nil
    stderr.fileHandleForReading.readabilityHandler = nil
    output.withLock { $0.append(stdout.fileHandleForReading.readDataToEndOfFile()) }
    errors.withLock { $0.append(stderr.fileHandleForReading.readDataToEndOfFile()) }
    return BinaryTests.Run(
      status: process.terminationStatus, output: String(decoding: output.withLock { $0 }, as: UTF8.self),
      errors: String(decoding: errors.withLock { $0 }, as: UTF8.self))
  }

  @Test("Ctrl-C leaves every finished simulation in DIR; the same command continues to the same survey")
  func interrupted() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let parts = { () -> [String] in
      ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
        $0.hasPrefix("run-") && $0.hasSuffix(".json")
      }.sorted()
    }
    // Stopped as soon as the first simulation is written. On a machine busy with the other tests this thread can
    // miss the few seconds a 2M-round survey takes and signal only after the last simulation: then the grid is
    // played again with ten times the rounds, so that the signal lands while simulations are still to come.
    var grid: [String] = []
    var stopped = BinaryTests.Run(status: 0, output: "", errors: "")
    for rounds in ["2M", "20M"] {
      try? FileManager.default.removeItem(atPath: directory)
      grid = [
        "survey", "--decks", "1,2,4", "--pen", "50,60,70,80", "--rounds", rounds, "--seed", "9", "--threads", "1",
        "--json",
      ]
      stopped = try interrupt(grid + ["--out", directory]) { !parts().isEmpty }
      if stopped.status != 0 { break }
    }
    #expect(stopped.status == 130)
    #expect(stopped.errors.contains("stopped by signal 2: "), "\(stopped.errors)")
    let finished = parts()
    #expect(!finished.isEmpty && finished.count < 12, "\(finished.count) of 12 simulations finished")
    let kept = try finished.map { try String(contentsOfFile: directory + "/" + $0, encoding: .utf8) }
    #expect(stopped.output.contains("\"partial\" : true"))
    // The same command continues: the finished parts are kept as they were, and the survey is a single run's.
    let continued = try BinaryTests.blackjack(grid + ["--out", directory])
    #expect(continued.status == 0, "\(continued.errors)")
    #expect(try finished.map { try String(contentsOfFile: directory + "/" + $0, encoding: .utf8) } == kept)
    let whole = try BinaryTests.blackjack(grid)
    #expect(whole.status == 0 && continued.output == whole.output)
  }

  @Test(
    "bad input is one line and writes nothing",
    arguments: [
      (["--decks", ","], "--decks ',' is an empty list: the grid would have no games"),
      (["--decks", "1,9"], "--decks: '9' is not a deck count from 1 to 8"),
      (
        ["--decks", "1,2,4,6,8", "--pen", "50,60,70,80,90", "--spread", "1-4,1-8,1-12", "--count", "hilo,ko,zen"],
        "the grid makes 225 games, more than --max-games 200; shorten a list or raise --max-games"
      ),
      (["--decks", "1,6", "--pen", "cut260"], "the game '1D CUT260' of the grid: CUT260 does not fit 1D"),
      (["--rules", "S17 H17"], "the game 'S17 H17' of the grid: conflicting rules 'S17' and 'H17'"),
      (["--rules", "INF"], "a count needs a shoe of 1 to 8 decks, not INF"),
      (["--count", "hilo,bogus"], "--count: 'bogus' is not a counting system"),
      (["--play", "sometimes"], "--play: 'sometimes' is not all or wong"),
      (["--shard", "1/2", "--seed", "1"], "--shard needs --out DIR"),
      (["--out", "DIR"], "--out needs --seed"),
      (["--csv", "--json"], "give --csv or --json, not both"),
      (["--merge", "DIR", "--decks", "1"], "--decks with --merge: the survey's games, seed and rounds are read from"),
    ])
  func badInput(arguments: [String], message: String) throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = run(
      ["survey", "--max-games", "200", "--rounds", "10k"] + arguments.map { $0 == "DIR" ? directory : $0 })
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: directory))
  }

  @Test("--merge refuses a part of another survey and a directory without one, in one line, writing nothing")
  func foreignParts() throws {
    let first = temporaryDirectory()
    let second = temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(atPath: first)
      try? FileManager.default.removeItem(atPath: second)
    }
    let small = ["survey", "--decks", "1", "--rounds", "100k", "--threads", "1", "--out"]
    #expect(run(small + [first, "--seed", "1"]).status == 0)
    #expect(run(small + [second, "--seed", "2"]).status == 0)
    // The same command over another survey's directory is refused before anything is played.
    let other = run(small + [first, "--seed", "3"])
    #expect(other.status == 1)
    #expect(other.errors.contains("holds another survey (its seed is 1, not 3)"))
    try FileManager.default.removeItem(atPath: second + "/run-0001.json")
    try FileManager.default.copyItem(atPath: first + "/run-0001.json", toPath: second + "/run-0001.json")
    let listing = try FileManager.default.contentsOfDirectory(atPath: second).sorted()
    let merged = run(["survey", "--merge", second])
    #expect(merged.status == 1 && merged.output.isEmpty)
    #expect(merged.errors.contains("/run-0001.json' is a part of another survey: its seed is '1', not '2'"))
    #expect(merged.errors.split(separator: "\n").count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: second).sorted() == listing)
    let empty = run(["survey", "--merge", FileManager.default.temporaryDirectory.path])
    #expect(empty.status == 1 && empty.errors.contains("a survey's directory holds the survey.json"))
    // A survey.json that is not JSON: one line in words, not the decoder's debug description.
    let junk = temporaryDirectory()
    try FileManager.default.createDirectory(atPath: junk, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: junk) }
    try "not json {".write(toFile: junk + "/survey.json", atomically: true, encoding: .utf8)
    let notJSON = run(["survey", "--merge", junk])
    #expect(notJSON.status == 1 && notJSON.output.isEmpty)
    #expect(
      notJSON.errors
        == "blackjack: '\(junk)/survey.json' is not a survey's file (written by 'blackjack survey --out'): it does not"
        + " read as JSON (not JSON, cut short, or a number too large)\n")
  }

  @Test("a games file: one game a line, comments and blank lines skipped, mistakes named by line")
  func gamesFile() throws {
    let path = temporaryDirectory() + ".txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "# two games\n6D S17 DAS PEN5/6 | hilo | 1-12\n\n2D H17 | ko | 1-8 | wong\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = run(["survey", "--games", path, "--rounds", "100k", "--seed", "2", "--json"])
    #expect(result.status == 0, "\(result.errors)")
    let survey = try JSONDecoder().decode(SurveyJSON.self, from: Data(result.output.utf8))
    #expect(
      Set(survey.games.map { "\($0.decks)D \($0.penetration) \($0.system) \($0.spread) \($0.play)" })
        == ["6D PEN5/6 Hi-Lo 1-12 all", "2D PEN75 KO 1-8 wong"])
    try "6D S17 | hilo | 12-1\n".write(toFile: path, atomically: true, encoding: .utf8)
    let bad = run(["survey", "--games", path])
    #expect(bad.status == 2 && bad.errors.contains("line 1: '12-1' is not a spread"))
    try "# nothing\n\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(run(["survey", "--games", path]).errors.contains("holds no games"))
    #expect(run(["survey", "--games", path, "--decks", "1"]).errors.contains("not both"))
  }

  @Test("the table fits the width it is given, cutting the rules and the ramp short")
  func fitsTheTerminal() throws {
    let rules = try Rules(spec: "2D H17 DAS LS PEN80")
    let games = [
      SurveyGame(rules: rules, system: .hiLo, low: 1, high: 8, sitsOut: false),
      SurveyGame(rules: rules, system: .hiLo, low: 1, high: 16, sitsOut: true),
    ]
    let survey = Survey(games: games, seed: 3, rounds: 200_000)
    let simulation = survey.simulation(0, chart: StrategyProvider.basicStrategy(for: rules))
    let stats = Simulator(simulation: simulation, threads: 2).run().stats
    let request = BetsRequest(
      low: 1, high: 12, sitsOut: false, table: .init(), bankroll: 10_000, risk: 0.135, kelly: nil,
      roundsPerHour: 100, tripRounds: nil, goal: nil)
    let report = try SurveyReport(survey: survey, stats: [0: try #require(stats.counting)], request: request)
    #expect(report.games.count == 2)
    let wide = report.lines(width: nil)
    #expect(wide.contains { $0.count > 100 && $0.hasSuffix("H17 DOA DAS SPL4 NRSA LS 3:2 PEEK") })
    for width in [40, 72, 100] {
      let narrow = report.lines(width: width)
      #expect(narrow.allSatisfy { $0.count <= width }, "\(narrow)")
      // The same rows, in the same order.
      #expect(
        narrow.filter { $0.hasPrefix("1 ") || $0.hasPrefix("2 ") }.map { $0.prefix(14) }
          == wide.filter { $0.hasPrefix("1 ") || $0.hasPrefix("2 ") }.map { $0.prefix(14) })
    }
    // At 100 columns the rules are cut short; at 72 the rules and the ramp give way, the figures stay whole.
    #expect(report.lines(width: 100).contains { $0.hasSuffix("…") && $0.hasPrefix("1 ") })
    let header = try #require(report.lines(width: 72).first { $0.hasPrefix("#") })
    #expect(header.hasSuffix("Play") && !header.contains("Rules") && header.contains("Win/100"))
  }

  @Test("the progress line over a survey fits the terminal and gives the pieces and the ETA")
  func progressLine() {
    let progress = SurveyProgress(
      roundsDone: 5_000_000, roundsTotal: 20_000_000, piecesDone: 3, piecesTotal: 12, seconds: 2)
    let wide = ProgressBar.line(survey: progress, columns: 120)
    #expect(wide.contains("25% survey, 3 of 12 done, 2.50M rounds/s, ETA 0:06"))
    for columns in [10, 30, 50, 80] {
      #expect(ProgressBar.line(survey: progress, columns: columns).count <= columns - 1)
    }
  }
}
