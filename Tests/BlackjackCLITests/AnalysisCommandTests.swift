import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Foundation
import Testing

@testable import BlackjackCLI

@Suite("Analysis commands: odds, strategy, dealer")
struct AnalysisCommandTests {
  /// The documented fields of `odds --json`, decoded independently of the code that writes them.
  struct OddsJSON: Decodable {
    struct Edge: Decodable {
      var compositionDependent: Double
      var basicStrategy: Double
    }
    struct Hands: Decodable {
      var win: Double
      var push: Double
      var lose: Double
    }
    struct Change: Decodable {
      var change: String
      var rules: String
      var houseEdge: Double
      var difference: Double
    }
    var schemaVersion: Int
    var rules: String
    var houseEdge: Edge
    var blackjackFrequency: Double
    var perRound: Hands
    var ruleChanges: [Change]
  }

  @Test("odds prints both edges and the rule-change table; JSON decodes to the documented fields")
  func odds() throws {
    let text = run(["odds", "--rules", "INF S17 DAS NS"])
    #expect(text.status == 0 && text.errors.isEmpty)
    // Source for 0.5117 %: Wizard of Odds appendix 1 (infinite deck S17 DAS, 0.511734 %).
    #expect(text.output.contains("House edge, composition-dependent play:  0.5117 %\n"))
    #expect(text.output.contains("H17 instead of S17"))
    #expect(text.output.contains("6:5 blackjack"))
    let json = run(["odds", "--rules", "INF S17 DAS NS", "--json"])
    #expect(json.status == 0)
    let odds = try JSONDecoder().decode(OddsJSON.self, from: Data(json.output.utf8))
    #expect(odds.schemaVersion == 2)
    #expect(odds.rules == "INF S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75")
    // Wizard of Odds appendix 1: 0.511734 %; with an infinite deck basic strategy is the optimal play.
    #expect(abs(odds.houseEdge.compositionDependent - 0.005_117_34) < 5e-7)
    #expect(abs(odds.houseEdge.basicStrategy - odds.houseEdge.compositionDependent) < 1e-12)
    // A natural: 2 × (4/13) × (1/13) of deals, exactly, from an infinite deck.
    #expect(abs(odds.blackjackFrequency - 8.0 / 169) < 1e-12)
    #expect(odds.perRound.win > 0.42 && odds.perRound.win < 0.45)
    let h17 = try #require(odds.ruleChanges.first { $0.change == "H17 instead of S17" })
    #expect(h17.rules == "INF H17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75")
    #expect(abs(h17.difference - (h17.houseEdge - odds.houseEdge.compositionDependent)) < 1e-15)
    // Rule effects (shared reference figures): H17 costs about 0.20–0.22 pp.
    #expect(h17.difference > 0.0017 && h17.difference < 0.0025)
  }

  @Test("strategy CSV has the documented header and rows H5…H21, S13…S21, P2…P10, PA")
  func strategyCSV() {
    let result = run(["strategy", "--rules", "INF S17 DAS LS", "--format", "csv"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "hand,2,3,4,5,6,7,8,9,10,A")
    let labels = lines.dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" }
    let expected = (5...21).map { "H\($0)" } + (13...21).map { "S\($0)" } + (2...10).map { "P\($0)" } + ["PA"]
    #expect(labels == expected)
    // Every chart splits aces and eights and stands on hard 17.
    #expect(lines.contains("PA,P,P,P,P,P,P,P,P,P,P"))
    #expect(lines.contains("H17,S,S,S,S,S,S,S,S,S,S"))
    let allowed: Set<Substring> = ["H", "S", "Dh", "Ds", "P", "Ph", "Pd", "Rh", "Rs", "Rp"]
    for line in lines.dropFirst() { #expect(line.split(separator: ",").dropFirst().allSatisfy(allowed.contains)) }
  }

  @Test("strategy text with --no-color has no colour codes; JSON lists the rows")
  func strategyText() throws {
    let text = run(["strategy", "--rules", "INF", "--no-color"])
    #expect(text.status == 0)
    #expect(!text.output.contains("\u{1B}["))
    let json = run(["strategy", "--rules", "INF", "--format", "json"])
    #expect(json.status == 0)
    struct StrategyJSON: Decodable {
      struct Row: Decodable {
        var hand: String
        var cells: [String]
      }
      var schemaVersion: Int
      var rules: String
      var columns: [String]
      var rows: [Row]
    }
    let chart = try JSONDecoder().decode(StrategyJSON.self, from: Data(json.output.utf8))
    #expect(chart.schemaVersion == 1)
    #expect(chart.columns == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"])
    #expect(chart.rows.count == 17 + 9 + 10)
    // Published chart (Wizard of Odds, and any infinite-deck S17 DAS chart): split aces against every card, and
    // hard 16 stands against 2–6 and hits against 7–A without surrender.
    #expect(chart.rows.first { $0.hand == "PA" }?.cells == Array(repeating: "P", count: 10))
    #expect(chart.rows.first { $0.hand == "H16" }?.cells == ["S", "S", "S", "S", "S", "H", "H", "H", "H", "H"])
  }

  @Test("dealer prints the infinite-deck table as published")
  func dealer() throws {
    // Source: the classic infinite-deck S17 table (Wizard of Odds appendix 2): up 6, P(17) = .165438, bust .423150.
    let result = run(["dealer", "--rules", "INF S17"])
    #expect(result.status == 0)
    #expect(result.output.contains("   6 0.165438"))
    #expect(result.output.contains("0.423150"))
    let json = run(["dealer", "--rules", "INF S17", "--json"])
    struct DealerJSON: Decodable {
      struct Row: Decodable {
        var upCard: String
        var bust: Double
        var blackjack: Double
      }
      var schemaVersion: Int
      var rules: String
      var upCards: [Row]
    }
    let table = try JSONDecoder().decode(DealerJSON.self, from: Data(json.output.utf8))
    #expect(table.schemaVersion == 1)
    #expect(table.upCards.map(\.upCard) == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"])
    // The same published table: bust .423150 with a 6 up, .115286 with an ace; blackjack 4/13 with an ace up.
    #expect(abs(table.upCards[4].bust - 0.423150) < 5e-7)
    #expect(abs(table.upCards[9].bust - 0.115286) < 5e-7)
    #expect(abs(table.upCards[9].blackjack - 4.0 / 13) < 1e-12)
  }

  @Test("dealer rows are labelled by their own up card, so a missing row shifts no label")
  func dealerLabels() throws {
    let table = ExactAnalysis(rules: try Rules(spec: "INF S17")).dealerTable()
    // Drop the row of the 3: every other row must keep its own label.
    let rows = table.filter { $0.upCard != .three }
    let report = DealerReport(rules: try Rules(spec: "INF S17"), table: rows)
    let labels = report.tableLines.dropFirst().map { $0.split(separator: " ").first.map(String.init) }
    #expect(labels == ["2", "4", "5", "6", "7", "8", "9", "10", "A"])
  }

  @Test(
    "bad input: one line, exit status 2",
    arguments: [
      (["odds", "--rules", "7X"], "blackjack: --rules: unknown rule '7X'; expected 1D to 8D or INF\n"),
      (["strategy", "--format", "xml"], "blackjack: --format expects one of text, csv, json, svg, html, got 'xml'\n"),
      (
        ["dealer", "--rules", "S17 H17"],
        "blackjack: --rules: conflicting rules 'S17' and 'H17'; choose one of S17 or H17\n"
      ),
    ])
  func badInput(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == message)
  }
}
