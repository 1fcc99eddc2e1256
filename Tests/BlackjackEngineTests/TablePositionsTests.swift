import BlackjackEngine
import CardKit
import Testing

@Suite("Table rounds of several positions (seats and spots)")
struct TablePositionsTests {
  /// A table of the default rules (6D S17 DAS, no surrender, PEEK) dealing `stacked` first.
  func table(bankroll: Int = 100, stacked: String) -> Table<Xoshiro256StarStar> {
    try! Table(
      rules: try! Rules(spec: ""), bankroll: Money(units: bankroll), generator: Xoshiro256StarStar(seed: 1),
      stacked: stacked.split(separator: " ").map { Card($0)! })
  }

  func cards(_ text: String) -> [Card] { text.split(separator: " ").map { Card($0)! } }

  @Test("seats and spots are dealt in seat order, play in seat order, and settle against one dealer")
  func oneDealer() throws {
    // Worked out by hand. Deal: first cards TS 9H TH 5C to positions 1-4, the up card 6D, second cards 2S 9D 6C
    // 7S, the hole card TD. Seat 1 (plays like the dealer) hits 12: 3C, 15, 4C, 19, and stands, before the spots.
    // Spot 2 stands on 18; spot 3 hits 16: 5H, 21. Seat 4 only then hits 12: 8S, 20. The dealer's 6D TD 16 draws
    // KS and busts: every position wins, the spots +10 each into the bankroll of 100.
    var t = table(stacked: "TS 9H TH 5C 6D 2S 9D 6C 7S TD 3C 4C 5H 8S KS")
    let ten = Money(units: 10)
    try t.dealPrepared(positions: [
      .seat(bet: ten, playedBy: MimicDealerStrategy()), .spot(bet: ten), .spot(bet: ten),
      .seat(bet: ten, playedBy: MimicDealerStrategy()),
    ])
    #expect(t.spotPositions == [1, 2])
    #expect(t.currentPosition == 1)
    #expect(t.available == Money(units: 80))
    let dealt = try #require(t.positions)
    #expect(
      dealt.map { Array($0.hand(at: 0).cards) } == [
        cards("TS 2S 3C 4C"), cards("9H 9D"), cards("TH 6C"), cards("5C 7S"),
      ])
    #expect(dealt.allSatisfy { $0.upCard == Card("6D")! })
    try t.act(.stand)
    #expect(t.currentPosition == 2)
    #expect(t.round?.hand(at: 0).cards.count == 2)
    try t.act(.hit)
    let settled = try #require(t.positions)
    #expect(settled.allSatisfy { $0.phase == .settled })
    #expect(Array(settled[2].hand(at: 0).cards) == cards("TH 6C 5H"))
    #expect(Array(settled[3].hand(at: 0).cards) == cards("5C 7S 8S"))
    #expect(settled.allSatisfy { Array($0.dealer.cards) == cards("6D TD KS") })
    #expect(t.tableDealer.map { Array($0.cards) } == cards("6D TD KS"))
    #expect(settled.map(\.net) == [ten, ten, ten, ten])
    #expect(t.round == settled[2])
    #expect(!t.isRoundInProgress)
    #expect(t.bankroll == Money(units: 120))
    #expect(t.roundNet == Money(units: 20))
  }

  @Test("each spot answers insurance, in seat order, before any spot plays")
  func insurancePerSpot() throws {
    // Deal: TS and 9H, the up card AS, 7S and 2D, the hole card 9C (no dealer blackjack). Spot 1 takes insurance
    // (5), spot 2 declines; spot 1 stands on 17, spot 2 doubles 11: 9D, 20. The dealer's A 9 is soft 20: spot 1
    // loses 10 and its insurance 5, spot 2's doubled 20 pushes: 100 - 15 = 85.
    var t = table(stacked: "TS 9H AS 7S 2D 9C 9D")
    let ten = Money(units: 10)
    try t.dealPrepared(positions: [.spot(bet: ten), .spot(bet: ten)])
    #expect(t.currentPosition == 0)
    #expect(t.round?.phase == .insurance)
    try t.resolveInsurance(true)
    #expect(t.currentPosition == 1)
    #expect(t.round?.phase == .insurance)
    #expect(t.available == Money(units: 75))
    try t.resolveInsurance(false)
    #expect(t.currentPosition == 0)
    #expect(t.round?.phase == .playerTurn)
    try t.act(.stand)
    #expect(t.currentPosition == 1)
    try t.act(.double)
    let settled = try #require(t.positions)
    #expect(settled.map(\.net) == [Money(units: -15), .zero])
    #expect(t.bankroll == Money(units: 85))
  }

  @Test("a dealer blackjack settles every position once each spot has answered insurance")
  func dealerBlackjack() throws {
    // Deal: TS, 9H to the two spots, 8C to seat 3 (always insures), the up card AS, then 7S 2D 8D, the hole card
    // KC: a blackjack. Spot 1 declines insurance, spot 2 takes it (5); the peek then settles everything: spot 1
    // -10, spot 2 -10 + 10 = 0; seat 3 likewise 0. The bankroll of 100 ends at 90; no card is drawn after the deal.
    var t = table(stacked: "TS 9H 8C AS 7S 2D 8D KC")
    let ten = Money(units: 10)
    let chart = BasicStrategy.published
    try t.dealPrepared(positions: [
      .spot(bet: ten), .spot(bet: ten), .seat(bet: ten, playedBy: TypicalPlayerStrategy(basic: chart)),
    ])
    try t.resolveInsurance(false)
    #expect(t.isRoundInProgress)
    try t.resolveInsurance(true)
    #expect(!t.isRoundInProgress)
    let settled = try #require(t.positions)
    #expect(settled.map(\.net) == [-ten, .zero, .zero])
    #expect(settled[2].insurance == Money(units: 5))
    #expect(t.bankroll == Money(units: 90))
    #expect(t.shoe.cardsInPlay == 8)
  }

  @Test("spots the bankroll cannot cover are refused, the table unchanged")
  func funds() throws {
    var t = table(bankroll: 15, stacked: "TS 9H AS 7S 2D 9C")
    let ten = Money(units: 10)
    #expect(throws: TableError.insufficientFunds(needed: Money(units: 20), available: Money(units: 15))) {
      try t.dealPrepared(positions: [
        .spot(bet: ten), .seat(bet: ten, playedBy: MimicDealerStrategy()), .spot(bet: ten),
      ])
    }
    #expect(t.round == nil)
    #expect(t.positions == nil)
    #expect(t.shoe.cardsInPlay == 0)
  }
}
