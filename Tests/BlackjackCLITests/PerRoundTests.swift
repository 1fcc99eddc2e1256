import BlackjackAnalysis
import BlackjackEngine
import BlackjackSimulation
import Foundation
import Testing

@testable import BlackjackCLI

/// `odds` and `simulate` give win, push and lose on one basis: per round, each round by its net, adding up to 100 %.
@Suite("win / push / lose per round in odds and simulate")
struct PerRoundTests {
  struct OddsJSON: Decodable {
    struct PerRound: Decodable {
      var win: Double
      var push: Double
      var lose: Double
      var basis: String
    }
    var schemaVersion: Int
    var perRound: PerRound
  }

  /// The three percentages of a "a % / b % / c %" text, in hundredths of a per cent.
  func hundredths(_ text: Substring) -> [Int] {
    text.split(separator: "/").map { part in
      let digits = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " %", with: "")
        .replacingOccurrences(of: ".", with: "")
      return Int(digits) ?? -1
    }
  }

  /// The percentages after `label` on the line of `output` that starts with it.
  func shares(after label: String, in output: String) throws -> [Int] {
    let line = try #require(output.split(separator: "\n").first { $0.hasPrefix(label) })
    let figures = line.dropFirst(label.count).prefix { $0 != "p" && $0 != "," }
    return hundredths(figures)
  }

  @Test("the analysis's per-round figures for the chart agree with 1,000,000 simulated rounds of it (4 SE)")
  func agreesWithSimulation() throws {
    // A continuous shuffler deals every round from a full shoe, as the analysis does; the simulator plays the
    // chart (composition-dependent play, which odds prints, pushes about 0.05 pp less: not the same play).
    let rules = try Rules(spec: "6D S17 DAS CSM")
    let report = ExactAnalysis(rules: rules).report()
    let chart = try #require(report.basicStrategyRoundOutcomes)
    let simulation = Simulation(rules: rules, strategy: .basic(report.strategy), rounds: 1_000_000, seed: 31)
    let stats = Simulator(simulation: simulation, threads: 2).run().stats
    #expect(stats.rounds == 1_000_000 && stats.voidRounds == 0)
    let n = Double(stats.rounds)
    let figures = [
      ("win", chart.won, stats.roundsWon), ("push", chart.pushed, stats.roundsPushed),
      ("lose", chart.lost, stats.roundsLost),
    ]
    for (name, exact, count) in figures {
      let share = Double(count) / n
      let error = (share * (1 - share) / n).squareRoot()
      #expect(error < 0.0005)
      #expect(abs(share - exact) < 4 * error, "\(name): simulated \(share) ± \(error), analysis \(exact)")
    }
  }

  @Test("odds' text line and page say per round and add up to 100.00 %; the JSON's three add up to 1")
  func oddsText() throws {
    let spec = "INF H17 DAS LS"
    let text = run(["odds", "--rules", spec])
    #expect(text.status == 0 && text.errors.isEmpty)
    let label = "Win / push / lose (per round):"
    let printed = try shares(after: label, in: text.output)
    #expect(printed.count == 3 && printed.reduce(0, +) == 100_00, "\(spec): \(printed)")
    #expect(text.output.contains("combined as independent given the dealer's total"))
    #expect(!text.output.contains("per hand"))

    let page = run(["odds", "--rules", spec, "--format", "html"]).output
    let cell = try #require(
      page.firstMatch(of: /<dt>Win \/ push \/ lose \(per round\)<\/dt>\n<dd>([^<]*)<\/dd>/)?.output.1)
    let onPage = hundredths(cell)
    #expect(onPage == printed && onPage.reduce(0, +) == 100_00, "\(spec): \(cell)")

    let json = try JSONDecoder().decode(
      OddsJSON.self, from: Data(run(["odds", "--rules", spec, "--json"]).output.utf8))
    #expect(json.schemaVersion == 2)
    #expect(abs(json.perRound.win + json.perRound.push + json.perRound.lose - 1) < 1e-12)
    #expect(json.perRound.basis.contains("independent given the dealer's total"))
    // The printed figures are the JSON's, rounded so that they add up to 100.00.
    let fromJSON = [json.perRound.win, json.perRound.push, json.perRound.lose].map { $0 * 100_00 }
    for (shown, exact) in zip(printed, fromJSON) { #expect(abs(Double(shown) - exact) < 1) }
  }

  @Test("simulate's line and page say per round, each round by its net, and add up to 100.00 %")
  func simulateText() throws {
    let text = run(["simulate", "--rules", "6D S17 DAS", "--rounds", "20000", "--seed", "3", "--threads", "1"])
    #expect(text.status == 0)
    let printed = try shares(after: "Win / push / lose:", in: text.output)
    #expect(printed.count == 3 && printed.reduce(0, +) == 100_00, "\(printed)")
    #expect(text.output.contains(" per round, each round by its net\n"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("per-round-\(UUID().uuidString).html").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let paged = run([
      "simulate", "--rules", "6D S17 DAS", "--rounds", "20000", "--seed", "3", "--threads", "1", "--report", path,
      "--report-rounds", "500",
    ])
    #expect(paged.status == 0, "\(paged.errors)")
    let page = try String(contentsOfFile: path, encoding: .utf8)
    let cell = try #require(
      page.firstMatch(of: /<dt>Win \/ push \/ lose \(per round\)<\/dt>\n<dd>([^<]*)<\/dd>/)?.output.1)
    #expect(cell.hasSuffix(", each round by its net"))
    #expect(hundredths(cell.prefix { $0 != "," }) == printed)
  }
}
