import BlackjackEngine
import CardKit
import Testing

/// Issue 30, item 2: a decision table carries the rules it was worked out for, and a table of other rules refuses it
/// at the call rather than playing by it.
@Suite("A decision table at a table of other rules")
struct DecisionTableRulesTests {
  @Test("a decision table keeps the rules it was worked out for")
  func keepsItsRules() throws {
    let s17 = try Rules(spec: "6D S17 DAS")
    let h17 = try Rules(spec: "6D H17 DAS")
    #expect(DecisionTable(strategy: BasicStrategy.published, rules: s17).rules == s17)
    #expect(DecisionTable(strategy: BasicStrategy.published, rules: h17).rules == h17)
  }

  /// Plays a charted round at a table of `tableSpec` with the published chart's decisions worked out for each of
  /// `decisionSpecs` in turn.
  static func playCharted(at tableSpec: String, decisionsFor decisionSpecs: [String]) throws {
    var table = Table(
      rules: try Rules(spec: tableSpec), bankroll: .zero, generator: Xoshiro256StarStar(seed: 1), shufflingLazily: true)
    var strategy = BasicStrategy.published
    var pages = FirstDecisionPage<BasicStrategy>()
    for spec in decisionSpecs {
      _ = table.prepareShoe()
      _ = table.playPreparedCharted(
        bet: Money(units: 1), strategy: &strategy,
        decisions: DecisionTable(strategy: strategy, rules: try Rules(spec: spec)), pages: &pages)
    }
  }

  @Test("a decision table for S17 handed to an H17 table is refused")
  func s17DecisionsAtAnH17TableAreRefused() async {
    await #expect(processExitsWith: .failure) {
      try DecisionTableRulesTests.playCharted(at: "6D H17 DAS", decisionsFor: ["6D S17 DAS"])
    }
  }

  @Test("a decision table for other rules is refused after one for the table's rules was accepted")
  func refusedAfterAnAcceptedTable() async {
    await #expect(processExitsWith: .failure) {
      try DecisionTableRulesTests.playCharted(at: "6D H17 DAS", decisionsFor: ["6D H17 DAS", "6D S17 DAS"])
    }
  }

  @Test("the same decision tables at a table of their own rules play")
  func acceptedTablesPlay() throws {
    try Self.playCharted(at: "6D H17 DAS", decisionsFor: ["6D H17 DAS", "6D H17 DAS"])
  }

  @Test("the same decision table at a table of its own rules plays")
  func ownRulesPlay() throws {
    let h17 = try Rules(spec: "6D H17 DAS")
    var table = Table(rules: h17, bankroll: .zero, generator: Xoshiro256StarStar(seed: 1), shufflingLazily: true)
    var strategy = BasicStrategy.published
    var pages = FirstDecisionPage<BasicStrategy>()
    let decisions = DecisionTable(strategy: strategy, rules: h17)
    var hands = 0
    for _ in 0..<100 {
      _ = table.prepareShoe()
      let summary = table.playPreparedCharted(
        bet: Money(units: 1), strategy: &strategy, decisions: decisions, pages: &pages)
      hands += summary.handCount
    }
    #expect(hands >= 100)
  }

  @Test("tables worked out apart are equal; a round kept between charted rounds is left by the next charted round")
  func keptRoundsBetweenChartedRounds() throws {
    let h17 = try Rules(spec: "6D H17 DAS")
    var strategy = BasicStrategy.published
    let first = DecisionTable(strategy: strategy, rules: h17)
    let second = DecisionTable(strategy: strategy, rules: h17)
    #expect(first == second)
    var table = Table(rules: h17, bankroll: .zero, generator: Xoshiro256StarStar(seed: 1), shufflingLazily: true)
    var pages = FirstDecisionPage<BasicStrategy>()
    for decisions in [first, first, second] {
      table.playRound(bet: Money(units: 1), strategy: strategy)
      #expect(table.round?.phase == .settled)
      _ = table.prepareShoe()
      let summary = table.playPreparedCharted(
        bet: Money(units: 1), strategy: &strategy, decisions: decisions, pages: &pages)
      #expect(summary.handCount >= 1)
      // A charted round keeps no round (basic strategy takes no insurance and its splits are charted: no round is
      // replayed through Round), so the round kept before it is gone.
      #expect(table.round == nil)
    }
  }
}
