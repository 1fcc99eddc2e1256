import CardKit
import Testing

@testable import BlackjackEngine

// Insurance in the charted rounds, against rounds worked out by hand under 6D S17 DAS at five units (insurance
// 2.50, paid 2:1 against a dealer blackjack). The player insures 20 and naturals (ChartedRoundTests'
// InsuringStrategy, basic strategy otherwise) and holds TS TH against the dealer's AC up:
// - KD in the hole: the dealer's natural beats the 20 (-5.00) and the insurance wins 5.00: 0.00 from four cards.
// - 5D in the hole: the dealer takes 2C to a soft 18 and stands (S17); the 20 wins 5.00 and the insurance loses
//   2.50: +2.50 from five cards.
// Holding AS KH instead, the natural takes even money (+5.00), which the totals cannot keep: that round is played
// through the round state machine.

@Suite("Insurance in the charted rounds")
struct ChartedInsuranceTests {
  /// Plays one charted round with `strategy` on a shoe stacked with `cards`, and returns the table after it and the
  /// round's summary.
  func play<Player: ChartStrategy>(
    _ cards: String, _ strategy: Player
  ) throws -> (Table<Xoshiro256StarStar>, RoundSummary) {
    let rules = rules("6D S17 DAS")
    var table = try Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 1),
      stacked: cards.split(separator: " ").map { Card($0)! })
    let decisions = DecisionTable(strategy: strategy, rules: rules)
    var strategy = strategy
    var pages = FirstDecisionPage<Player>()
    _ = table.prepareShoe()
    let summary = table.playPreparedCharted(bet: five, strategy: &strategy, decisions: decisions, pages: &pages)
    return (table, summary)
  }

  @Test("a first decision says insurance beside the action, against an ace only; even money is replayed")
  func bytes() {
    let rules = rules("6D S17 DAS")
    let insuring = DecisionTable(strategy: ChartedRoundTests.InsuringStrategy(), rules: rules)
    let twenty = insuring.first(.ten, .king, upCard: .ace, page: 0)
    #expect(DecisionTable.insures(twenty) && DecisionTable.firstAction(twenty) == .stand)
    #expect(insuring.first(.ace, .king, upCard: .ace, page: 0) == DecisionTable.replay)
    #expect(!DecisionTable.insures(insuring.first(.ten, .king, upCard: .ten, page: 0)))
    let nineteen = insuring.first(.ten, .nine, upCard: .ace, page: 0)
    #expect(!DecisionTable.insures(nineteen) && DecisionTable.firstAction(nineteen) == .stand)
    let basic = DecisionTable(strategy: BasicStrategy.published, rules: rules)
    #expect(!DecisionTable.insures(basic.first(.ten, .king, upCard: .ace, page: 0)))
    #expect(BasicStrategy.declinesInsurance && !ChartedRoundTests.InsuringStrategy.declinesInsurance)
  }

  @Test("insured against the dealer's natural: the hand loses five and the insurance wins five, in the charted round")
  func insuredAgainstNatural() throws {
    let (table, summary) = try play("TS AC TH KD", ChartedRoundTests.InsuringStrategy())
    #expect(summary.net == .zero)
    #expect(summary.dealerBlackjack)
    #expect(table.round == nil, "played by the charted round, not handed to the state machine")
    #expect(table.shoe.cardsInPlay == 4)
    // Uninsured, the same cards lose five.
    let (_, uninsured) = try play("TS AC TH KD", BasicStrategy.published)
    #expect(uninsured.net == Money(units: -5))
  }

  @Test("insured, the dealer draws to soft 18: the 20 wins five and the insurance loses 2.50, in the charted round")
  func insuredDealerDraws() throws {
    let (table, summary) = try play("TS AC TH 5D 2C", ChartedRoundTests.InsuringStrategy())
    #expect(summary.net == Money(cents: 250))
    #expect(!summary.dealerBlackjack && !summary.dealerBust)
    #expect(table.round == nil, "played by the charted round, not handed to the state machine")
    #expect(table.shoe.cardsInPlay == 5)
    #expect(table.bankroll == Money(cents: 250))
  }

  /// A strategy that says its type never insures, yet insures 20: refused.
  struct FalselyDeclining: ChartStrategy {
    static var declinesInsurance: Bool { true }
    func action(for decision: Decision) -> Action { BasicStrategy.published.action(for: decision) }
    func takesInsurance(hand: HandSituation, rules: Rules) -> Bool { hand.value.total == 20 }
  }

  @Test("a decision table for a strategy that says it declines insurance, yet takes it, is refused")
  func falselyDecliningIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = DecisionTable(strategy: FalselyDeclining(), rules: rules("6D S17 DAS"))
    }
  }

  @Test("decisions that insure cannot play for basic strategy, which declines insurance")
  func insuringDecisionsForBasicStrategyAreRefused() async {
    await #expect(processExitsWith: .failure) {
      let rules = rules("6D S17 DAS")
      var table = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 1), shufflingLazily: true)
      let decisions = DecisionTable(strategy: ChartedRoundTests.InsuringStrategy(), rules: rules)
      var strategy = BasicStrategy.published
      var pages = FirstDecisionPage<BasicStrategy>()
      _ = table.prepareShoe()
      _ = table.playPreparedCharted(bet: five, strategy: &strategy, decisions: decisions, pages: &pages)
    }
  }

  @Test("a natural taking even money is played through the round state machine, for five")
  func evenMoney() throws {
    let (table, summary) = try play("AS AC KH 5D", ChartedRoundTests.InsuringStrategy())
    #expect(summary.net == Money(units: 5))
    let round = try #require(table.round, "even money is the state machine's")
    #expect(round.insurance == .zero && round.phase == .settled)
  }
}
