import BlackjackProfile
import Foundation
import Testing

@testable import BlackjackCLI

/// A directory for a profile database, removed when the test ends.
private final class ProgressDirectory {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)").path
  init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
  deinit { try? FileManager.default.removeItem(atPath: path) }
  var database: String { path + "/blackjack.sqlite3" }
}

/// The skills in the order `progress` lists them, as the issue names them.
private enum DrillSkillNames {
  static let all: [String?] = ["strategy", "deviations", "count", "countdown", "true-count", "decks", "pairs"]
}

@Suite("blackjack progress and strategy --profile")
struct ProgressCommandTests {
  /// Saves `sessions` of drill answers for `profile`, each in a session of its own.
  private func save(_ sessions: [[DrillAnswerRecord]], profile: String = "ann", in database: String) throws {
    let store = try ProfileStore(path: database)
    for answers in sessions {
      let session = try ProfileSession(store: store, profile: profile, startingBankroll: 100_000)
      var change = ProfileChange(state: "{}", bankroll: 100_000, rounds: [], rebuys: [], decisions: 0, offStrategy: 0)
      change.drillAnswers = answers
      try session.end(reason: "quit", change)
    }
  }

  /// A hand-made profile: strategy 10 answers at 2 s, 3 wrong (hard 16 v T 2 of 4, soft 18 v 6 1 of 1, 8,8 v A 0
  /// of 5); a countdown of a deck right in 22 s; pairs 19 of 20 right at 1 s.
  private func handMade(in database: String) throws {
    func answer(_ skill: String, _ item: String, _ correct: Bool, _ seconds: Double) -> DrillAnswerRecord {
      DrillAnswerRecord(skill: skill, item: item, correct: correct, seconds: seconds)
    }
    var strategy = [true, false, true, false].map { answer("strategy", "hard 16 v T", $0, 2) }
    strategy.append(answer("strategy", "soft 18 v 6", false, 2))
    strategy += (0..<5).map { _ in answer("strategy", "8,8 v A", true, 2) }
    let pairs = (0..<20).map { answer("pairs", "2 cards", $0 != 7, 1) }
    try save([strategy, [answer("countdown", "1 deck", true, 22)], pairs], in: database)
  }

  @Test("progress: each skill's accuracy and speed against its target, worked by hand")
  func text() throws {
    let directory = ProgressDirectory()
    try handMade(in: directory.database)
    let result = run(["progress", "--db", directory.database, "--profile", "ann"])
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n").map(String.init) == [
        "Progress of ann (the last 5 sessions of each skill):",
        "  strategy    10 answers, 70.0% right, 2.0 s an answer (target: 98% right, 3 s an answer): not yet",
        "  deviations  not drilled yet (target: 95% right, 4 s an answer)",
        "  count       not drilled yet (target: 95% right, 5 s an answer)",
        "  countdown   1 answer, 100.0% right, 22.0 s a deck (target: a deck in 25 s, no error): met",
        "  true-count  not drilled yet (target: 90% right, 4 s an answer)",
        "  decks       not drilled yet (target: 90% right, 3 s an answer)",
        "  pairs       20 answers, 95.0% right, 1.0 s an answer (target: 95% right, 1.5 s an answer): met",
        "Not ready: strategy, deviations, count, true-count, decks are short of the target.",
      ])
    let json = run(["progress", "--db", directory.database, "--profile", "ann", "--json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 1 && document["ready"] as? Bool == false)
    let skills = try #require(document["skills"] as? [[String: Any]])
    #expect(skills.map { $0["skill"] as? String } == DrillSkillNames.all)
    #expect(skills[0]["accuracy"] as? Double == 0.7 && skills[0]["seconds"] as? Double == 2)
    #expect(skills[3]["unit"] as? String == "deck" && skills[3]["seconds"] as? Double == 22)
    #expect(skills[3]["met"] as? Bool == true && skills[1]["accuracy"] == nil)
  }

  @Test("only the last five sessions of a skill count; every skill met is 'Ready'")
  func ready() throws {
    let directory = ProgressDirectory()
    let skills = ["strategy", "deviations", "count", "true-count", "decks", "pairs"]
    // A first session all wrong, then five all right: the first no longer counts.
    var sessions = [skills.map { DrillAnswerRecord(skill: $0, item: "x", correct: false, seconds: 1) }]
    for _ in 0..<5 {
      sessions.append(
        skills.map { DrillAnswerRecord(skill: $0, item: "x", correct: true, seconds: 1) }
          + [DrillAnswerRecord(skill: "countdown", item: "2 decks", correct: true, seconds: 48, units: 2)])
    }
    try save(sessions, in: directory.database)
    let result = run(["progress", "--db", directory.database, "--profile", "ann"])
    #expect(result.output.contains("  pairs       5 answers, 100.0% right, 1.0 s an answer"))
    #expect(result.output.contains("  countdown   5 answers, 100.0% right, 24.0 s a deck"))
    #expect(result.output.hasSuffix("Ready: every skill meets its target.\n"))
  }

  @Test("progress --report: the card coloured by the error rate, the charts and the trays, read back as XML")
  func report() throws {
    let directory = ProgressDirectory()
    try handMade(in: directory.database)
    let page = directory.path + "/progress.html"
    let result = run(["progress", "--db", directory.database, "--profile", "ann", "--report", page])
    #expect(result.status == 0, "\(result.errors)")
    let tree = try XMLTree(try String(contentsOfFile: page, encoding: .utf8))
    let svgs = Dictionary(uniqueKeysWithValues: tree.root.all("svg").map { ($0["id"] ?? "", $0) })
    let card = try #require(svgs["strategy-card"])
    let cells = Dictionary(
      uniqueKeysWithValues: card.all("g", class: "cell").map { ("\($0["data-hand"]!) \($0["data-up"]!)", $0) })
    func fill(_ cell: String) -> String? { cells[cell]?.all("rect").first?["fill"] }
    // White (0% wrong) to vermillion #D55E00 (100%): at 50% each component halfway from 255, rounded half up:
    // (255 + 213) / 2 = 234 = EA, (255 + 94) / 2 = 174.5 → AF, 255 / 2 = 127.5 → 80.
    #expect(cells["H16 10"]?["data-error-rate"] == "0.5")
    #expect(fill("H16 10") == "#EAAF80")
    #expect(fill("S18 6") == "#D55E00")
    #expect(fill("P8 A") == "#FFFFFF")
    #expect(fill("H12 2") == "#EEEEEE")
    #expect(cells["H12 2"]?["data-answers"] == nil)
    let trays = try #require(svgs["discard-trays"]).all("g", class: "tray")
    #expect(trays.map { $0["data-dealt"] } == ["1", "2", "3", "4", "5"])
    #expect(trays.map { $0.all("rect", class: "stack").first?["height"] } == ["24", "48", "72", "96", "120"])
    #expect(trays.allSatisfy { $0.all("rect", class: "tray-box").first?["height"] == "144" })
    #expect(try #require(svgs["progress-accuracy"]).all("polyline", class: "series").count == 3)
    #expect(svgs["progress-speed"] != nil)
    // An existing report is not replaced without --force.
    let again = run(["progress", "--db", directory.database, "--profile", "ann", "--report", page])
    #expect(again.status == 1 && again.errors.split(separator: "\n").count == 1)
  }

  @Test("progress refuses bad --rules before printing or writing anything, and --rules without --report")
  func rulesAreReadFirst() throws {
    let directory = ProgressDirectory()
    try handMade(in: directory.database)
    let page = directory.path + "/page.html"
    let bad = run(["progress", "--db", directory.database, "--profile", "ann", "--rules", "foo", "--report", page])
    #expect(bad.status == 2 && bad.output.isEmpty, "\(bad.output)")
    #expect(bad.errors.split(separator: "\n").count == 1 && bad.errors.contains("--rules"), "\(bad.errors)")
    #expect(!FileManager.default.fileExists(atPath: page))
    let alone = run(["progress", "--db", directory.database, "--profile", "ann", "--rules", "6D H17"])
    #expect(alone.status == 2 && alone.output.isEmpty, "\(alone.output)")
    #expect(alone.errors.contains("--rules chooses the strategy card of the --report page; it needs --report FILE"))
    let good = run(["progress", "--db", directory.database, "--profile", "ann", "--rules", "6D H17", "--report", page])
    #expect(good.status == 0 && FileManager.default.fileExists(atPath: page), "\(good.errors)")
  }

  @Test("strategy --format svg --profile marks the cells 20% or more wrong")
  func weakCells() throws {
    let directory = ProgressDirectory()
    try handMade(in: directory.database)
    let result = run(["strategy", "--format", "svg", "--profile", "ann", "--db", directory.database])
    #expect(result.status == 0, "\(result.errors)")
    let tree = try XMLTree(result.output)
    let weak = tree.root.all("g", class: "cell").filter { $0["data-weak"] == "true" }
    #expect(Set(weak.map { "\($0["data-hand"]!) \($0["data-up"]!)" }) == ["H16 10", "S18 6"])
    #expect(weak.allSatisfy { $0.all("rect", class: "weak-mark").count == 1 })
    #expect(tree.root.all("rect", class: "weak-mark").count == 2)
    let lone = run(["strategy", "--format", "svg", "--db", directory.database])
    #expect(lone.status == 2 && lone.output.isEmpty)
    #expect(
      lone.errors
        == "blackjack: --db is the database of the --profile whose weak cells are marked; it needs --profile NAME\n")
    let text = run(["strategy", "--profile", "ann", "--db", directory.database])
    #expect(text.status == 2 && text.errors.split(separator: "\n").count == 1)
    let missing = run(["progress", "--db", directory.database, "--profile", "nobody"])
    #expect(missing.status == 1 && missing.errors.split(separator: "\n").count == 1)
  }

  @Test("chart positions as the drills name them map to the card's cells")
  func cellNames() {
    #expect(CellErrors.cell(ofItem: "hard 16 v T") == "H16 10")
    #expect(CellErrors.cell(ofItem: "soft 18 v 6") == "S18 6")
    #expect(CellErrors.cell(ofItem: "8,8 v A") == "P8 A")
    #expect(CellErrors.cell(ofItem: "A,A v 2") == "PA 2")
    #expect(CellErrors.cell(ofItem: "T,T v 5") == "P10 5")
    #expect(CellErrors.cell(ofItem: "insurance") == nil)
    #expect(CellErrors.cell(ofItem: "hard 16 v 1") == nil)
  }
}
