import BlackjackEngine
import CardKit
import Testing

/// The charted driver (``Table/playCharted(bet:strategy:decisions:)``) against the round state machine
/// (``Table/playRound(bet:strategy:observe:)``): the same seeded shoes, round after round, must deal the same cards
/// and come to the same results.
@Suite("The charted driver against the round state machine")
struct ChartedRoundTests {
  /// The accuracy grid of Scripts/test-accuracy (every rule token in at least two sets), a continuous shuffler
  /// and a shallow single deck.
  static let grid = [
    "1D H17", "1D S17 D10 NDAS SPL2 ES", "2D H17 RSA HSA LS", "2D S17 D9 SPL3 6:5", "3D S17 ENHC LS",
    "3D H17 NDAS 1:1", "4D H17 ENHC ES RSA", "4D S17 D10 SPL3 LS", "5D S17 HSA ES 6:5", "5D H17 D9 NDAS SPL2",
    "6D S17 DAS", "6D H17 ENHC LS 1:1", "7D S17 ENHC ES HSA", "7D H17 RSA SPL2 6:5", "8D S17 D9 RSA LS",
    "8D H17 D10 NDAS ES", "INF S17", "INF H17 ENHC LS RSA HSA", "6D S17 DAS LS CSM", "1D H17 PEN50 LS",
  ]

  /// A chart player who also takes insurance (even money with a blackjack) holding 20 or a natural, so that the
  /// driver's hand-over of such rounds to the state machine is played too.
  struct InsuringStrategy: ChartStrategy {
    var basic = BasicStrategy.published
    func action(for decision: Decision) -> Action { basic.action(for: decision) }
    func takesInsurance(hand: HandSituation, rules: Rules) -> Bool { hand.value.total >= 20 }
  }

  /// Plays `rounds` seeded rounds through both drivers and compares each: the shoe afterwards (so every card
  /// drawn, in order, and the generator), the summary, the cards the state machine's round holds against those
  /// dealt, and finally the bankrolls.
  func compare<Player: ChartStrategy>(
    _ spec: String, _ strategy: Player, rounds: Int, seed: UInt64, splits expectingSplits: Bool = true
  ) throws {
    let rules = try Rules(spec: spec)
    let bet = Money(cents: 100)
    var slow = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: seed), shufflingLazily: true)
    var fast = slow
    let decisions = DecisionTable(strategy: strategy, rules: rules)
    var splits = 0
    for number in 0..<rounds {
      slow.playRound(bet: bet, strategy: strategy)
      let slowRound = try #require(slow.round)
      let summary = fast.playCharted(bet: bet, strategy: strategy, decisions: decisions)
      splits += slowRound.handCount > 1 ? 1 : 0
      guard summary == slowRound.summary, fast.shoe == slow.shoe else {
        Issue.record("\(spec), round \(number): \(summary) against \(slowRound.summary)")
        return
      }
      if !fast.shoe.infinite {
        let dealt = fast.shoe.withDiscards { Array($0.suffix(fast.shoe.cardsInPlay)) }
        let held = slowRound.hands.flatMap(\.cards) + Array(slowRound.dealer.cards)
        #expect(held.sorted(by: Self.order) == dealt.sorted(by: Self.order), "\(spec), round \(number)")
      }
    }
    #expect(fast.bankroll == slow.bankroll)
    #expect(!expectingSplits || splits > 0, "\(spec): no split was played through the hand-over")
  }

  static func order(_ a: Card, _ b: Card) -> Bool {
    (a.rank.rawValue, a.suit.rawValue) < (b.rank.rawValue, b.suit.rawValue)
  }

  @Test("a million seeded rounds over the rules grid deal the same cards and settle the same", arguments: grid)
  func differential(spec: String) throws {
    try compare(spec, BasicStrategy.published, rounds: 20_000, seed: 1)
    try compare(spec, NeverBustStrategy(), rounds: 10_000, seed: 2)
    try compare(spec, MimicDealerStrategy(), rounds: 10_000, seed: 3, splits: false)
    try compare(spec, InsuringStrategy(), rounds: 10_000, seed: 4)
  }

  @Test("the table covers every rule set but early surrender, whose peek waits for the first decision")
  func coverage() throws {
    for spec in Self.grid {
      let rules = try Rules(spec: spec)
      let table = DecisionTable(strategy: BasicStrategy.published, rules: rules)
      #expect(table.coversRules == !spec.contains("ES"), "\(spec)")
    }
  }
}
