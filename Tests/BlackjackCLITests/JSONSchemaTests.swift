import Foundation
import Testing

/// Every command's `--json` output, from the built binary, against the hand-written schema of its format in
/// docs/schemas, which states docs/json.md's field tables as JSON Schema.
@Suite("JSONSchema files against the binary's output")
struct JSONSchemaTests {
  /// The repository: three folders up from this file (Tests/BlackjackCLITests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// docs/schemas.
  static let schemas = root.appendingPathComponent("docs/schemas")

  /// A schema file's name and a quick command whose output it describes.
  struct Case: CustomTestStringConvertible, Sendable {
    var schema: String
    var arguments: [String]
    /// A top-level field that must be present and, if an array, not empty, so that its schema is exercised.
    var field: String? = nil
    var testDescription: String { "\(schema): blackjack \(arguments.joined(separator: " "))" }
  }

  /// At least one run per schema, with small arguments.
  static let cases: [Case] = [
    Case(schema: "dealer.schema.json", arguments: ["dealer", "--json"], field: "upCards"),
    Case(schema: "strategy.schema.json", arguments: ["strategy", "--format", "json"], field: "rows"),
    Case(
      schema: "audit-shuffle.schema.json",
      arguments: ["audit-shuffle", "--decks", "1", "--shuffles", "10k", "--seed", "1", "--json"], field: "tests"),
    Case(schema: "simulate.schema.json", arguments: ["simulate", "--rounds", "20k", "--seed", "1", "--json"]),
    Case(
      schema: "simulate.schema.json",
      arguments: ["simulate", "--rounds", "20k", "--seed", "1", "--count", "hilo", "--bankroll", "1000", "--json"],
      field: "counting"),
    Case(schema: "odds.schema.json", arguments: ["odds", "--rules", "1D S17 DAS 3:2", "--json"], field: "ruleChanges"),
    Case(schema: "odds-chart.schema.json", arguments: ["odds", "--chart", chart, "--json"], field: "byUpCard"),
    Case(
      schema: "odds-hand.schema.json", arguments: ["odds", "--hand", "T6", "--up", "9", "--json"], field: "actions"),
    Case(
      schema: "odds-hand.schema.json", arguments: ["odds", "--hand", "8 8", "--up", "9", "--json"], field: "split"),
    Case(schema: "odds-side-bets.schema.json", arguments: ["odds", "--side-bets", "--json"], field: "sideBets"),
    Case(schema: "merge.schema.json", arguments: ["merge"] + shards + ["--json"]),
    Case(schema: "bets.schema.json", arguments: ["bets", part, "--json"], field: "byCount"),
    Case(
      schema: "bets.schema.json",
      arguments: [
        "bets", part, "--trip-rounds", "1000", "--goal", "5000", "--chip", "5", "--kelly", "0.5", "--min-bet", "5",
        "--max-bet", "500", "--json",
      ], field: "ramp"),
    Case(
      schema: "bets.schema.json", arguments: ["bets", losingPart, "--spread", "1-2", "--json"], field: "bestEvUnits"),
    Case(
      schema: "history.schema.json", arguments: ["history", "--db", database, "--profile", "p", "--json"],
      field: "rounds"),
    Case(schema: "profiles.schema.json", arguments: ["profiles", "--db", database, "--json"], field: "profiles"),
    Case(
      schema: "progress.schema.json", arguments: ["progress", "--db", database, "--profile", "p", "--json"],
      field: "skills"),
  ]

  /// The directory of this test run's files (the part, the shards, the chart, the database), removed when the test
  /// process exits.
  static let directory: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("blackjack-schemas-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: JSONSchemaTests.directory) }
    return path
  }()

  /// A counting part of 20,000 rounds for `bets`, written once per test run by ``partWritten``.
  static let part = directory + "/part.json"

  /// Writes ``part`` once per test run; the status of the `simulate` run.
  static let partWritten: Int32 = {
    let run = try? BinaryTests.blackjack(
      ["simulate", "--count", "hilo", "--rounds", "20k", "--seed", "1", "--out", part, "--force"])
    return run?.status ?? -1
  }()

  /// A counting part of 100,000 rounds of a game that no spread of 1–2 units wins, for `bets`' figures of a game that
  /// loses, written once per test run by ``losingPartWritten``: 6:5 and H17 give the house about 2 %, six standard
  /// errors of a 100,000-round run.
  static let losingPart = directory + "/losing-part.json"

  /// Writes ``losingPart`` once per test run; the status of the `simulate` run.
  static let losingPartWritten: Int32 = {
    let run = try? BinaryTests.blackjack([
      "simulate", "--rules", "6D H17 DAS 6:5", "--count", "hilo", "--rounds", "100k", "--seed", "1", "--out",
      losingPart, "--force",
    ])
    return run?.status ?? -1
  }()

  /// The two shards of a 20,000-round run for `merge`, written once per test run by ``shardsWritten``.
  static let shards = [1, 2].map {
    directory + "/shard\($0).json"
  }

  /// Writes ``shards`` once per test run; whether both `simulate` runs succeeded.
  static let shardsWritten: Bool = shards.enumerated().allSatisfy { index, path in
    let arguments = [
      "simulate", "--rounds", "20k", "--seed", "1", "--shard", "\(index + 1)/2", "--out", path, "--force",
    ]
    return (try? BinaryTests.blackjack(arguments))?.status == 0
  }

  /// Basic strategy's chart as CSV, for `odds --chart`, written once per test run by ``chartWritten``.
  static let chart = directory + "/chart.csv"

  /// Writes ``chart`` once per test run; whether `strategy --format csv` succeeded and the file was written.
  static let chartWritten: Bool = {
    guard let run = try? BinaryTests.blackjack(["strategy", "--format", "csv"]), run.status == 0 else { return false }
    return FileManager.default.createFile(atPath: chart, contents: Data(run.output.utf8))
  }()

  /// The path of a temporary profile database that ``played`` fills with one round (a stand that wins and a
  /// decision off basic strategy), for `history` and `profiles`.
  static let database = directory + "/profiles.sqlite3"

  /// Plays the round into ``database`` once per test run; the status of the `play` run.
  static let played: Int32 = {
    try? FileManager.default.removeItem(atPath: database)
    let run = try? BinaryTests.blackjack(
      ["play", "--db", database, "--profile", "p", "--seed", "7", "--shoe", "10S 9H 6D 7C 10C", "--ascii"],
      input: "bet 10\nstand\nquit\n")
    return run?.status ?? -1
  }()

  @Test("the output of each command conforms to its schema", arguments: cases)
  func outputConforms(_ test: Case) throws {
    let validator = try JSONSchemaValidator(contentsOf: Self.schemas.appendingPathComponent(test.schema))
    if test.arguments.contains(Self.shards[0]) { try #require(Self.shardsWritten, "the shards were not written") }
    if test.arguments.contains(Self.chart) { try #require(Self.chartWritten, "the chart was not written") }
    if test.arguments.contains(Self.part) { try #require(Self.partWritten == 0, "the counting part was not written") }
    if test.arguments.contains(Self.losingPart) {
      try #require(Self.losingPartWritten == 0, "the losing counting part was not written")
    }
    if test.arguments.contains(Self.database) { try #require(Self.played == 0, "the scripted play session failed") }
    let run = try BinaryTests.blackjack(test.arguments)
    #expect(run.status == 0, "\(run.errors)")
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    #expect(try validator.problems(in: document) == [])
    if let field = test.field {
      let value = (document as? [String: Any])?[field]
      #expect(value != nil && (value as? [Any])?.isEmpty != true, "\(field) is absent or empty")
    }
  }

  @Test("every schema in docs/schemas is exercised by some case, and every case names a schema there")
  func everySchemaIsExercised() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path)
      .filter { $0.hasSuffix(".schema.json") }
    #expect(files.count >= 12)
    #expect(Set(files) == Set(Self.cases.map(\.schema)))
  }

  @Test("each schema is a 2020-12 schema pinning its schemaVersion")
  func schemasPinTheirVersion() throws {
    for file in Self.cases.map(\.schema) {
      let data = try Data(contentsOf: Self.schemas.appendingPathComponent(file))
      let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema", "\(file)")
      let properties = try #require(schema["properties"] as? [String: Any], "\(file)")
      let version = try #require(properties["schemaVersion"] as? [String: Any], "\(file)")
      #expect(version["const"] is NSNumber, "\(file)")
      #expect((schema["required"] as? [String])?.contains("schemaVersion") == true, "\(file)")
    }
  }

  @Test("docs/json.md links docs/schemas")
  func documentationLinksTheSchemas() throws {
    let page = try String(contentsOf: Self.root.appendingPathComponent("docs/json.md"), encoding: .utf8)
    #expect(page.contains("](schemas/)"))
  }
}
