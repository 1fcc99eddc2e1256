import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("The exact value of any chart")
struct ChartValueTests {
  /// A small shoe, by points 1…10 (index 0 unused): few enough cards to enumerate every round, enough that no line
  /// of play runs out.
  static let smallShoe = [0, 2, 1, 1, 1, 1, 2, 1, 2, 1, 8]

  /// The expected value of a whole round with `chart` from `shoe`, every card dealt in order.
  static func enumeratedValue(rules: Rules, chart: BasicStrategy, shoe: [Int]) -> (value: Double, exhausted: Bool) {
    let total = Double(shoe.reduce(0, +))
    var value = 0.0
    var exhausted = false
    for up in 1...10 where shoe[up] > 0 {
      var afterUp = shoe
      afterUp[up] -= 1
      var brute = BruteForce(rules: rules, up: up, shoe: afterUp, chart: chart)
      let rest = total - 1
      for first in 1...10 where afterUp[first] > 0 {
        for second in first...10 {
          let available = afterUp[second] - (second == first ? 1 : 0)
          if available <= 0 { continue }
          let p = Double(afterUp[first]) / rest * Double(available) / (rest - 1) * (first == second ? 1 : 2)
          value += Double(shoe[up]) / total * p * brute.chartValue([first, second])
        }
      }
      exhausted = exhausted || brute.exhausted
    }
    return (value, exhausted)
  }

  @Test(
    "on a small shoe the published chart and a beginner's chart are worth what enumerating every round gives",
    arguments: ["1D S17 DAS", "1D H17 NDAS SPL3", "1D S17 DAS ENHC RSA"], [true, false])
  func smallShoe(spec: String, published: Bool) throws {
    let rules = try Rules(spec: spec)
    let chart = published ? BasicStrategy.published : BasicStrategy()
    let expected = Self.enumeratedValue(rules: rules, chart: chart, shoe: Self.smallShoe)
    #expect(!expected.exhausted)
    let shoe = try ShoeComposition(validatingCounts: Array(Self.smallShoe[1...10]))
    let value = try ExactAnalysis(rules: rules, validating: shoe).chartValue(chart)
    #expect(value.isExact)
    #expect(abs(-value.houseEdge - expected.value) < 1e-12, "\(-value.houseEdge) vs \(expected.value)")
  }

  @Test("the computed chart's own value is the report's basic-strategy edge; CD play is worth a little more")
  func reportsChart() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "2D S17 DAS"))
    let report = analysis.report()
    let value = analysis.chartValue(report.strategy)
    #expect(abs(value.houseEdge - report.basicStrategyEdge) < 1e-14)
    #expect(value.houseEdge > report.compositionDependentEdge)
    // A beginner who never doubles or splits gives up more than 2 % of the bet.
    let beginner = analysis.houseEdge(playing: BasicStrategy())
    #expect(beginner - report.basicStrategyEdge > 0.02)
  }
}
