import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

/// Full-shoe reports shared by the tests (each takes a moment in a debug build).
enum Reports {
  static let infinite = ExactAnalysis(rules: try! Rules(spec: "INF S17 DAS NRSA NS")).report()
  static let sixDecks = ExactAnalysis(rules: try! Rules(spec: "6D S17 DAS NRSA NS")).report()
  static let sixDecksLS = ExactAnalysis(rules: try! Rules(spec: "6D S17 DAS NRSA LS")).report()
}

@Suite("House edge")
struct HouseEdgeTests {
  @Test("infinite deck S17 DAS: 0.511734 % within 0.00005 percentage points")
  func infinite() {
    // Source: Wizard of Odds, appendix 1 (shared/reference/blackjack-figures.md).
    #expect(abs(Reports.infinite.compositionDependentEdge * 100 - 0.511734) <= 0.000_05)
  }

  @Test("six decks S17 DAS NRSA NS, composition-dependent: 0.4029 % within 0.0005 percentage points")
  func sixDecks() {
    // Source: Eric Farmer's exact combinatorial analysis (shared/reference/blackjack-figures.md).
    #expect(abs(Reports.sixDecks.compositionDependentEdge * 100 - 0.4029) <= 0.0005)
  }

  @Test("total-dependent basic strategy gives up a little to composition-dependent play, never gains")
  func basicStrategyEdge() {
    for report in [Reports.sixDecks, Reports.sixDecksLS] {
      let gap = report.basicStrategyEdge - report.compositionDependentEdge
      #expect(gap >= 0 && gap < 0.0005)
    }
    // With an infinite deck, composition cannot matter: the chart plays optimally.
    #expect(abs(Reports.infinite.basicStrategyEdge - Reports.infinite.compositionDependentEdge) < 1e-12)
  }

  @Test("the house edge is the probability-weighted sum of the initial-deal EVs, which sum to probability 1")
  func weightedSum() {
    for report in [Reports.infinite, Reports.sixDecks] {
      let probability = report.deals.reduce(0) { $0 + $1.probability }
      #expect(abs(probability - 1) < 1e-12)
      let ev = report.deals.reduce(0) { $0 + $1.probability * $1.best }
      #expect(abs(-ev - report.compositionDependentEdge) < 1e-12)
    }
  }

  @Test("win, push and lose per hand: plausible sizes, adding up to 1 plus the extra hands from splits")
  func outcomes() {
    for report in [Reports.infinite, Reports.sixDecks] {
      let sum = report.handsWon + report.handsPushed + report.handsLost
      #expect(sum > 1 && sum < 1.03)
      #expect(report.handsWon > 0.42 && report.handsWon < 0.45)
      #expect(report.handsPushed > 0.08 && report.handsPushed < 0.095)
      #expect(report.handsLost > 0.47 && report.handsLost < 0.50)
    }
  }

  @Test("every initial deal of an infinite deck, valued again one by one through actionEVs, gives the same edge")
  func dealByDeal() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "INF S17 DAS NRSA NS"))
    let ranks: [Rank] = [.ace, .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten]
    let p: [Double] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map { $0 / 13 }
    var ev = 0.0
    for (u, up) in ranks.enumerated() {
      for (i, first) in ranks.enumerated() {
        for (j, second) in ranks.enumerated() {
          let values = try #require(analysis.actionEVs(hand: [first, second], upCard: up))
          ev += p[u] * p[i] * p[j] * values.unconditionalValues.values.max()!
        }
      }
    }
    #expect(abs(-ev - 0.005_117_34) < 0.000_000_5)
  }

  @Test("rule changes move the six-deck edge by the published amounts (±0.03 pp)")
  func ruleEffects() throws {
    // Source: shared/reference/blackjack-figures.md, "Rule effects": H17 costs 0.20–0.22 pp, 6:5 costs 1.36–1.39 pp,
    // LS gains 0.07–0.09 pp in six decks, DAS gains ≈0.14 pp, RSA gains ≈0.07 pp.
    let base = Reports.sixDecks.compositionDependentEdge * 100
    func edge(_ spec: String) throws -> Double {
      ExactAnalysis(rules: try Rules(spec: spec)).houseEdge() * 100
    }
    let h17 = try edge("6D H17 DAS NRSA NS") - base
    #expect(h17 > 0.20 - 0.03 && h17 < 0.22 + 0.03)
    let sixFive = try edge("6D S17 DAS NRSA NS 6:5") - base
    #expect(sixFive > 1.36 - 0.03 && sixFive < 1.39 + 0.03)
    let ls = base - Reports.sixDecksLS.compositionDependentEdge * 100
    #expect(ls > 0.07 - 0.03 && ls < 0.09 + 0.03)
    let das = try edge("6D S17 NDAS NRSA NS") - base
    #expect(abs(das - 0.14) < 0.03)
    let rsa = base - (try edge("6D S17 DAS RSA NS"))
    #expect(abs(rsa - 0.07) < 0.03)
  }
}
