import Foundation
import Testing

@testable import BlackjackCLI

@Suite("odds --format html: the odds page")
struct OddsPageTests {
  struct OddsJSON: Decodable {
    struct Edge: Decodable { var compositionDependent: Double }
    struct Change: Decodable {
      var change: String
      var houseEdge: Double
    }
    var houseEdge: Edge
    var ruleChanges: [Change]
  }

  @Test("the rule-change bars and the dealer's stacked bars carry the same numbers as the JSON, and the published ones")
  func page() throws {
    let result = run(["odds", "--rules", "INF S17 DAS NS", "--format", "html"])
    #expect(result.status == 0 && result.errors.isEmpty)
    let tree = try XMLTree(result.output)
    let pictures = tree.root.all("svg")
    #expect(pictures.map { $0["id"] } == ["rule-changes", "dealer-totals"])
    for picture in pictures {
      #expect(picture.children.prefix(2).map(\.name) == ["title", "desc"])
      #expect(picture.all("text", class: "axis-title").count == 2)
    }

    // One bar for these rules, then one per rule change, in the JSON's order and with its edge (in %).
    let json = try JSONDecoder().decode(
      OddsJSON.self, from: Data(run(["odds", "--rules", "INF S17 DAS NS", "--json"]).output.utf8))
    let bars = pictures[0].all("rect", class: "bar")
    #expect(bars.map { $0["data-label"] } == ["These rules"] + json.ruleChanges.map(\.change))
    let edges = [json.houseEdge.compositionDependent] + json.ruleChanges.map(\.houseEdge)
    for (bar, edge) in zip(bars, edges) {
      #expect(abs((Double(bar["data-value"] ?? "") ?? .nan) - edge * 100) <= 0.005)
    }
    // Wizard of Odds appendix 1: 0.511734 % for an infinite deck, S17, DAS, no surrender.
    #expect(bars[0]["data-value"] == "0.51")

    // Ten up cards, each 17 … 21, blackjack and bust.
    let segments = pictures[1].all("rect", class: "segment")
    #expect(segments.count == 10 * 7)
    func value(_ up: String, _ series: String) -> Double {
      segments.first { $0["data-category"] == up && $0["data-series"] == series }.flatMap {
        Double($0["data-value"] ?? "")
      }
        ?? .nan
    }
    // Wizard of Odds appendix 2 (infinite deck, S17): bust .423150 with a 6 up, .115286 with an ace; a blackjack
    // with an ace up is 4/13.
    #expect(abs(value("6", "bust") - 42.315) <= 0.006)
    #expect(abs(value("A", "bust") - 11.5286) <= 0.006)
    #expect(abs(value("A", "blackjack") - 400.0 / 13) <= 0.006)
    #expect(value("2", "blackjack") == 0)
    // Every bar adds up to 100 %.
    for up in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"] {
      let total = ["17", "18", "19", "20", "21", "blackjack", "bust"].reduce(0) { $0 + value(up, $1) }
      #expect(abs(total - 100) < 0.04, "\(up)")
    }
    #expect(tree.root.all("script").isEmpty)
    #expect(tree.root.all("table").count == 2)
  }

  @Test("--json and --format agree or are refused in one line; --format pdf names the formats")
  func formats() {
    #expect(run(["odds", "--rules", "INF", "--json", "--format", "json"]).status == 0)
    let both = run(["odds", "--rules", "INF", "--json", "--format", "html"])
    #expect(both.status == 2 && both.errors == "blackjack: --json and --format html disagree; give one of them\n")
    let pdf = run(["odds", "--rules", "INF", "--format", "pdf"])
    #expect(pdf.status == 2 && pdf.errors == "blackjack: --format expects one of text, json, html, got 'pdf'\n")
  }
}
