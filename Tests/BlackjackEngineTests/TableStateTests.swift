import BlackjackEngine
import CardKit
import Testing

/// Issue 30, item 2: the table keeps its round in one place, so what it shows of the round being decided, of the
/// positions and of the side bets always agrees, whatever way the last round was played.
@Suite("The table's one state")
struct TableStateTests {
  func cards(_ text: String) -> [Card] { text.split(separator: " ").map { Card($0)! } }

  /// Declines insurance and stands on every hand until the round is settled.
  func standUntilSettled(_ t: inout Table<Xoshiro256StarStar>) throws {
    while t.isRoundInProgress {
      if t.round?.phase == .insurance { try t.resolveInsurance(false) } else { try t.act(.stand) }
    }
  }

  @Test("the round being decided is the current position's round at every step of a round of several positions")
  func currentRoundIsThePositionsRound() throws {
    // Deal (worked out by hand): first cards 9H 5C TH to spot 0, seat 1, spot 2; the up card 6D; second cards
    // 9D 7S 6C; the hole card TD. Spot 0 stands on 18; the seat (plays like the dealer) hits 12: 8S, 20; spot 2 hits
    // 16: 5H, 21. The dealer's 16 draws KS and busts: both spots win 10.
    var t = try Table(
      rules: Rules(spec: ""), bankroll: Money(units: 100), generator: Xoshiro256StarStar(seed: 1),
      stacked: cards("9H 5C TH 6D 9D 7S 6C TD 8S 5H KS"))
    let ten = Money(units: 10)
    try t.dealPrepared(positions: [.spot(bet: ten), .seat(bet: ten, playedBy: MimicDealerStrategy()), .spot(bet: ten)])
    var steps = 0
    while t.isRoundInProgress {
      let position = try #require(t.currentPosition)
      #expect(t.round == t.positions?[position])
      try t.act(position == 0 ? .stand : .hit)
      steps += 1
    }
    #expect(steps == 2)
    let settled = try #require(t.positions)
    #expect(t.currentPosition == 2)
    #expect(t.round == settled[2])
    #expect(Array(settled[1].hand(at: 0).cards) == cards("5C 7S 8S"))
    #expect(Array(settled[2].hand(at: 0).cards) == cards("TH 6C 5H"))
    #expect(t.bankroll == Money(units: 120))
  }

  @Test("a lone round after a round of several positions leaves no positions, and a charted round leaves no round")
  func eachWayLeavesItsOwnState() throws {
    let rules = try Rules(spec: "6D S17 DAS")
    var t = Table(rules: rules, bankroll: Money(units: 1_000), generator: Xoshiro256StarStar(seed: 7))
    _ = t.prepareShoe()
    try t.dealPrepared(positions: [.spot(bet: Money(units: 1)), .spot(bet: Money(units: 1))])
    try standUntilSettled(&t)
    #expect(t.positions?.count == 2)
    try t.deal(bet: Money(units: 1))
    #expect(t.positions == nil && t.currentPosition == nil && t.spotPositions == nil && t.tableDealer == nil)
    #expect(t.round != nil)
    try standUntilSettled(&t)
    var strategy = BasicStrategy.published
    var pages = FirstDecisionPage<BasicStrategy>()
    let decisions = DecisionTable(strategy: strategy, rules: rules)
    // A round the chart decides keeps no round; one replayed through the state machine (none here: basic strategy
    // declines insurance, and these rules let the table decide splits) would.
    #expect(decisions.splitsHands && decisions.coversRules)
    _ = t.prepareShoe()
    _ = t.playPreparedCharted(bet: Money(units: 1), strategy: &strategy, decisions: decisions, pages: &pages)
    #expect(t.round == nil && t.positions == nil && t.sideBets.isEmpty)
  }
}
