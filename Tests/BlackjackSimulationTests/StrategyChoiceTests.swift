import BlackjackEngine
import BlackjackSimulation
import Testing

/// Issue 33, item 1 (in part): the simulator's strategies are declared once, as ``StrategyChoice/Kind``.
@Suite("Strategy kinds")
struct StrategyChoiceTests {
  @Test("each kind builds the strategy of its name, the names the command line has always taken")
  func kinds() {
    // The names of `simulate --strategy` since it was added (docs/commands.md).
    #expect(StrategyChoice.Kind.allCases.map(\.rawValue) == ["basic", "mimic", "never-bust"])
    let chart = BasicStrategy()
    #expect(StrategyChoice(.basic, chart: chart) == .basic(chart))
    #expect(StrategyChoice(.mimic, chart: chart) == .mimicDealer)
    #expect(StrategyChoice(.neverBust, chart: chart) == .neverBust(chart))
    for kind in StrategyChoice.Kind.allCases {
      #expect(StrategyChoice(kind, chart: chart).kind == kind)
      #expect(StrategyChoice(kind, chart: chart).name == kind.rawValue)
    }
  }
}
