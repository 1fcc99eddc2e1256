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

  static let issue31 = [
    "simulate", "--rules", "6D S17 DAS", "--rounds", "100k", "--seed", "1", "--count", "hilo", "--spread", "1-12",
    "--bankroll", "10000", "--indices", "i18", "--report-rounds", "1000", "--json",
  ]

  /// A number as the page writes it ("−1,234.5", "+0.52 %"), read back.
  static func number(_ text: String) -> Double? {
    Double(
      text.replacingOccurrences(of: "\u{2212}", with: "-").replacingOccurrences(of: ",", with: "")
        .replacingOccurrences(of: "%", with: "").trimmingCharacters(in: .whitespaces))
  }

  @Test(
    "issue 31, item 8: error bars of 2 SE, the bankroll axis fits its bands, one EV column, index plays named, one minus"
  )
  func issue31Page() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("run.html").path
    let result = run(Self.issue31 + ["--report", path])
    #expect(result.status == 0, "\(result.errors)")
    let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
    let tree = try XMLTree(try String(contentsOfFile: path, encoding: .utf8))
    let pictures = tree.root.all("svg")
    try #require(pictures.count == 5)

    // (a) An error bar at every charted count, half of it 2 standard errors from the JSON (in % of a unit), both as
    // its figure and as drawn: its length in pixels over the pixels per per cent of the tallest bar.
    let rows = try #require(document.counting?.byCount).filter { $0.frequency >= 0.002 }
    let bars = pictures[0].all("rect", class: "bar")
    let errors = pictures[0].all("g", class: "error-bar")
    #expect(errors.count == rows.count && bars.count == rows.count && rows.count > 8)
    let tallest = try #require(bars.max { abs(Double($0["data-value"]!)!) < abs(Double($1["data-value"]!)!) })
    let pixelsPerPercent = Double(tallest["height"]!)! / abs(Double(tallest["data-value"]!)!)
    for (error, row) in zip(errors, rows) {
      let expected = 2 * row.flatEvStdError * 100
      #expect(abs((Double(error["data-error"] ?? "") ?? .nan) - expected) <= 0.005, "\(row.count)")
      let line = try #require(error.all("line").first)
      let drawn = abs(Double(line["y2"]!)! - Double(line["y1"]!)!) / 2 / pixelsPerPercent
      #expect(abs(drawn - expected) <= expected * 0.03 + 0.01, "\(row.count): \(drawn) vs \(expected)")
    }
    // 100,000 rounds: the rarest charted counts have a few hundred rounds, ±2 SE of several per cent, far more
    // than the ~0.5 % a count is worth; the page says so.
    let notes = tree.root.all("p", class: "note").map(\.allText)
    #expect(notes.contains { $0.hasPrefix("The error bars swamp the curve") && $0.contains("rounds would bring") })

    // (b) The bankroll axis fits the 5th to 95th percentile bands, not 0 … 10,000.
    let sessions = try #require(document.sessions)
    let start = Double(try #require(sessions.startingBankroll))
    let low = start + sessions.percentiles.map(\.p5).min()!
    let high = start + sessions.percentiles.map(\.p95).max()!
    let ticks = pictures[3].all("g", class: "y-axis").flatMap { $0.all("text") }.filter {
      !$0.classes.contains("axis-title")
    }
    .compactMap { Self.number($0.allText) }
    let (bottom, top) = (try #require(ticks.min()), try #require(ticks.max()))
    #expect(bottom <= low && top >= high, "\(ticks) vs \(low) … \(high)")
    #expect(bottom >= low - (high - low) && top <= high + (high - low), "\(ticks) vs \(low) … \(high)")
    #expect(bottom > 5_000)

    // (c) One EV column: the EV at one unit a spot.
    let table = try #require(tree.root.all("table").first)
    let header = table.all("thead").flatMap { $0.all("th") }.map(\.allText)
    #expect(header.filter { $0.hasPrefix("EV") }.count == 1)
    #expect(!header.contains("EV per unit bet") && header.contains { $0.hasPrefix("EV at one unit a spot") })
    let row = try #require(table.all("tbody").first?.all("tr").first)
    #expect(header.count == 5 && row.all("th").count + row.all("td").count == header.count)

    // (d) The index plays are named in the settings.
    let terms = tree.root.all("dt").map(\.allText)
    let values = tree.root.all("dd").map(\.allText)
    let strategy = try #require(terms.firstIndex(of: "Strategy"))
    #expect(values[strategy] == "basic with Illustrious 18 (index plays by the Hi-Lo count)")

    // (e) One minus sign: every negative number in the page's text (HTML and SVG, not the style sheet) has U+2212;
    // no hyphen stands before a digit unless it follows a letter or a digit ("Hi-Lo", "1-12").
    var texts: [String] = []
    func collect(_ node: XMLTree.Node) {
      guard node.name != "style" && node.name != "script" else { return }
      texts.append(node.text)
      node.children.forEach(collect)
    }
    collect(tree.root)
    let all = texts.joined(separator: "\n")
    let hyphenMinus = try Regex(#"(^|[^\p{L}\p{N}])-[0-9]"#).anchorsMatchLineEndings()
    #expect(all.contains("\u{2212}"))
    #expect(
      all.firstMatch(of: hyphenMinus) == nil, "\(all.firstMatch(of: hyphenMinus).map { String(all[$0.range]) } ?? "")")
  }

  @Test("when the error bars swamp the EV curve, from figures worked out by hand")
  func noiseNote() {
    // EV = 0.5 % per count from −0.5 % at 0: a straight line, so the weighted fit's slope is 0.5 % whatever the
    // weights.
    func rows(_ errors: [Double]) -> [CountingReport.CountRow] {
      zip(-1...3, errors).map { count, error in
        CountingReport.CountRow(
          count: count, rounds: 1000, frequency: 0.2, averageBet: 1, ev: 0, evStdError: 0,
          flatEv: 0.005 * Double(count) - 0.005, flatEvStdError: error)
      }
    }
    // ±2 SE = 0.2 % at most: shorter than the 0.5 % rise, readable.
    #expect(
      SimulationPage.noiseNote(rows([0.001, 0.001, 0.001, 0.001, 0.001]), rounds: 1_000_000, range: -15...15) == nil)
    // At +3, SE 0.4 %: ±0.8 % against 0.5 %. Rounds × (0.8 / 0.5)² = 1,000,000 × 2.56 = 2,560,000, up to two
    // figures 2,600,000.
    let note = SimulationPage.noiseNote(
      rows([0.001, 0.001, 0.001, 0.001, 0.004]), rounds: 1_000_000, range: -15...15)
    #expect(
      note
        == "The error bars swamp the curve: at +3 the ±2 standard errors (±0.80 %) are longer than the 0.50 % the EV "
        + "rises from one count to the next (a straight line fitted by weighted least squares), so bars a count "
        + "apart may come in the wrong order. About 2,600,000 rounds would bring every charted count's error bar "
        + "within that rise.")
  }

  @Test("minus signs: a hyphen before a digit becomes U+2212 unless it joins words or a range")
  func minusSigns() {
    #expect(
      SimulationPage.minusSigns("-1 +1 0 -2, (-3.5) Hi-Lo 1-12 --rounds c-SCORE x-1")
        == "\u{2212}1 +1 0 \u{2212}2, (\u{2212}3.5) Hi-Lo 1-12 --rounds c-SCORE x-1")
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
