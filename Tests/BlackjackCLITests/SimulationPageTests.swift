import BlackjackSimulation
import Foundation
import Testing

@testable import BlackjackCLI

@Suite("simulate --report: the simulation page")
struct SimulationPageTests {
  struct Document: Decodable {
    struct Counting: Decodable {
      struct Row: Decodable {
        var count: Int
        var frequency: Double
        var averageBet: Double
        var flatEv: Double
        var flatEvStdError: Double
      }
      var byCount: [Row]
    }
    struct Sessions: Decodable {
      struct Point: Decodable {
        var round: Int
        var p5: Double
        var p25: Double
        var median: Double
        var p75: Double
        var p95: Double
      }
      var sessions: Int
      var rounds: Int
      var startingBankroll: Int?
      var percentiles: [Point]
      var samples: [[Double]]
    }
    var counting: Counting?
    var sessions: Sessions?
  }

  /// A fresh empty directory for one test.
  func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url
  }

  static let counter = [
    "simulate", "--rules", "6D S17 DAS", "--rounds", "100k", "--seed", "3", "--count", "hilo", "--spread", "1-8",
    "--bankroll", "300", "--report-rounds", "1000",
  ]

  @Test("a counter's page: the charts by count carry the JSON's numbers, and the bankroll its 200 sessions")
  func counterPage() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("run.html").path
    let result = run(Self.counter + ["--threads", "2", "--report", path, "--json"])
    #expect(result.status == 0, "\(result.errors)")
    let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
    let tree = try XMLTree(try String(contentsOfFile: path, encoding: .utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run.html"])
    let pictures = tree.root.all("svg")
    #expect(pictures.map { $0["id"] } == ["ev-by-count", "frequency-by-count", "bet-ramp", "bankroll", "risk-of-ruin"])
    for picture in pictures {
      #expect(picture.children.prefix(2).map(\.name) == ["title", "desc"])
      #expect(picture.all("text", class: "axis-title").count == 2, "\(picture["id"] ?? "")")
    }
    #expect(tree.root.all("script").isEmpty)

    // The counts charted: those with at least 0.2 % of the rounds, in order, with the report's figures.
    let rows = try #require(document.counting?.byCount).filter { $0.frequency >= 0.002 }
    let ev = pictures[0].all("rect", class: "bar")
    #expect(ev.count == rows.count && rows.count > 8)
    for (bar, row) in zip(ev, rows) {
      #expect(abs((Double(bar["data-value"] ?? "") ?? .nan) - row.flatEv * 100) <= 0.005)
    }
    #expect(pictures[0].all("g", class: "error-bar").count == rows.count)
    #expect(ev.map { $0["data-label"] }.contains("+3") && ev.map { $0["data-label"] }.contains("0"))
    let ramp = pictures[2].all("rect", class: "bar").map { Double($0["data-value"] ?? "") }
    #expect(ramp == rows.map { ($0.averageBet * 100).rounded() / 100 })
    // --spread 1-8: 1 unit below +2 … 8 units from +4 (the shorthand's ramp 1:1 2:2 3:4 4:8).
    #expect(zip(ev, ramp).first { $0.0["data-label"] == "+4" }?.1 == 8)

    // 200 sessions of 1,000 rounds kept every 5 rounds; the percentiles in order at every point.
    let sessions = try #require(document.sessions)
    #expect(sessions.sessions == 200 && sessions.rounds == 1_000 && sessions.startingBankroll == 300)
    #expect(sessions.percentiles.map(\.round) == Array(stride(from: 0, through: 1_000, by: 5)))
    #expect(
      sessions.percentiles.allSatisfy {
        $0.p5 <= $0.p25 && $0.p25 <= $0.median && $0.median <= $0.p75 && $0.p75 <= $0.p95
      })
    #expect(sessions.samples.count == 20 && sessions.samples.allSatisfy { $0.count == 201 && $0[0] == 0 })
    // The bands, the 20 sessions and the median; the ruin curves and the bankroll's line.
    #expect(pictures[3].all("polygon", class: "band").count == 2)
    #expect(pictures[3].all("polyline", class: "series").count == 21)
    #expect(pictures[4].all("polyline", class: "series").count == 3)
  }

  @Test("the same seed writes the same bytes, on one thread or two")
  func deterministic() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("one.html").path
    let two = folder.appendingPathComponent("two.html").path
    #expect(run(Self.counter + ["--threads", "1", "--report", one]).status == 0)
    #expect(run(Self.counter + ["--threads", "2", "--report", two]).status == 0)
    let first = try Data(contentsOf: URL(fileURLWithPath: one))
    #expect(first == (try Data(contentsOf: URL(fileURLWithPath: two))))
    var other = Self.counter
    other[other.firstIndex(of: "3")!] = "4"
    #expect(run(other + ["--report", two, "--force"]).status == 0)
    #expect(first != (try Data(contentsOf: URL(fileURLWithPath: two))))
  }

  @Test("a flat bettor's page: no charts by count, the bankroll and the risk of ruin")
  func flatPage() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("flat.html").path
    let result = run(["simulate", "--rounds", "20k", "--seed", "1", "--report", path, "--report-rounds", "500"])
    #expect(result.status == 0, "\(result.errors)")
    let tree = try XMLTree(try String(contentsOfFile: path, encoding: .utf8))
    #expect(tree.root.all("svg").map { $0["id"] } == ["bankroll", "risk-of-ruin"])
    #expect(tree.root.allText.contains("run with --count for EV, frequency and bets by count"))
  }

  @Test("an existing file is kept without --force, before the run; --force replaces it")
  func existing() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("run.html").path
    try "mine".write(toFile: path, atomically: false, encoding: .utf8)
    let refused = run(["simulate", "--rounds", "1000", "--seed", "1", "--report", path, "--report-rounds", "100"])
    #expect(refused.status == 1)
    #expect(refused.errors == "blackjack: --report: '\(path)' exists; add --force to replace it\n")
    #expect(refused.output.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
    let forced = run([
      "simulate", "--rounds", "1000", "--seed", "1", "--report", path, "--report-rounds", "100", "--force",
    ])
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run.html"])
  }

  @Test("a directory that cannot be written: one line, exit 1, before the run")
  func unwritable() {
    let path = "/nonexistent-\(UUID().uuidString)/run.html"
    let result = run(["simulate", "--rounds", "1000", "--seed", "1", "--report", path])
    #expect(result.status == 1)
    #expect(result.errors == "blackjack: --report: cannot write '\(path)': No such file or directory\n")
    #expect(result.output.isEmpty)
  }

  @Test(
    "bad report options: one line, exit 2",
    arguments: [
      (
        ["--report", "r.html", "--report-rounds", "0"],
        "--report-rounds expects a whole number of rounds from 1 to 1,000,000, like 2000 or 10k, got '0'"
      ),
      (
        ["--report", "r.html", "--report-rounds", "lots"],
        "--report-rounds expects a whole number of rounds from 1 to 1,000,000, like 2000 or 10k, got 'lots'"
      ),
      (
        ["--report", "r.html", "--report-rounds", "2M"],
        "--report-rounds expects a whole number of rounds from 1 to 1,000,000, like 2000 or 10k, got '2M'"
      ),
      (["--report-rounds", "100"], "--report-rounds needs --report (the file to write the page to)"),
      (
        ["--report", "r.html", "--shard", "1/2", "--out", "p.json"],
        "--report with --shard: a shard plays part of the run; draw the page from a run without --shard"
      ),
      (["--force"], "--force needs --out FILE or --report FILE (the file it may replace)"),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = run(["simulate", "--rounds", "1000", "--seed", "1"] + arguments)
    #expect(result.status == 2)
    #expect(result.errors == "blackjack: \(message)\n")
    #expect(result.output.isEmpty)
  }

  @Test("percentiles by nearest rank and the share of sessions broke, from paths worked out by hand")
  func sessionReport() {
    // Twenty sessions of 10 rounds ending on 1 … 20 cents; session k fell to −k cents at its lowest.
    let paths = (1...20).map { k in
      var path = SessionPath(rounds: 10, points: 1)
      path.netCents = [0, k]
      path.lowestCents = -k
      return path
    }
    let report = SessionReport(paths: paths, unitsPerCent: 1, mean: 0.5, deviation: 2, bankroll: 5)
    #expect(report.percentiles.map(\.round) == [0, 10])
    let end = report.percentiles[1]
    // The p-th of 20 is the ⌈20 p / 100⌉-th smallest: the 1st, 5th, 10th, 15th and 19th.
    #expect([end.p5, end.p25, end.median, end.p75, end.p95] == [1, 5, 10, 15, 19])
    #expect(report.finalMean == 10.5)
    // Sessions 5 … 20 reached −5 cents: 16 of 20.
    #expect(report.ruinedShare == 0.8)
    #expect(report.ruin.first?.withinRounds == 1 && report.ruin.first?.brownian == 1)
    for point in report.ruin {
      #expect(point.withinRounds == Double(paths.filter { -Double($0.lowestCents) >= point.bankroll }.count) / 20)
      #expect(abs(point.brownian - exp(-2 * 0.5 * point.bankroll / 4)) < 1e-12)
    }
    #expect(report.samples.count == 20 && report.samples[2] == [0, 3])
  }
}
