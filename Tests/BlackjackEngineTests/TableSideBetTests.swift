import BlackjackEngine
import CardKit
import Testing

@Suite("Table side bets")
struct TableSideBetTests {
  func table(_ spec: String, bankroll: Int = 100, stacked: String) -> Table<Xoshiro256StarStar> {
    try! Table(
      rules: try! Rules(spec: spec), bankroll: Money(units: bankroll), generator: Xoshiro256StarStar(seed: 1),
      stacked: stacked.split(separator: " ").map { Card($0)! })
  }

  @Test("side bets are judged on the deal and paid with the round: Lucky Ladies' 1000 to 1 with a dealer blackjack")
  func luckyLadiesTopAward() throws {
    // Dealt in order: player QH, dealer AS, player QH, hole KS: two queens of hearts against a dealer blackjack.
    var t = table("6D", bankroll: 100, stacked: "QH AS QH KS")
    try t.deal(
      bet: Money(units: 10),
      sideBets: [
        SideBetStake(.luckyLadies, stake: Money(units: 1)), SideBetStake(.perfectPairs, stake: Money(units: 2)),
      ])
    #expect(t.sideBets.map(\.hand) == [.queensOfHeartsWithDealerBlackjack, .perfectPair])
    #expect(t.round?.phase == .insurance)
    #expect(t.available == Money(units: 100 - 10 - 1 - 2))
    #expect(t.roundNet == nil)
    try t.resolveInsurance(false)
    // The main bet loses 10 to the blackjack; Lucky Ladies wins 1000 × 1, Perfect Pairs 25 × 2.
    #expect(t.roundNet == Money(units: -10 + 1000 + 50))
    #expect(t.bankroll == Money(units: 100 - 10 + 1000 + 50))
  }

  @Test("21+3 pays on the deal; a losing side bet costs its stake")
  func twentyOnePlusThree() throws {
    // Player 9H, dealer 8H up, player TH, hole 2C: a heart straight flush 8-9-T; the player stands on 19 and the
    // dealer draws 10 (2+8 = 10, then 9C = 19): a push.
    var t = table("6D", bankroll: 100, stacked: "9H 8H TH 2C 9C")
    try t.deal(
      bet: Money(units: 10),
      sideBets: [
        SideBetStake(.twentyOnePlusThree, stake: Money(units: 5)), SideBetStake(.perfectPairs, stake: Money(units: 5)),
      ])
    #expect(t.sideBets.map(\.net) == [Money(units: 45), Money(units: -5)])
    try t.act(.stand)
    #expect(t.round?.hand(at: 0).outcome == .push)
    #expect(t.bankroll == Money(units: 140))
  }

  @Test("side bets the table cannot take are refused and the table is unchanged")
  func refusals() {
    var enhc = table("6D ENHC", stacked: "QH AS QH")
    #expect(throws: TableError.self) {
      try enhc.deal(bet: Money(units: 10), sideBets: [SideBetStake(.luckyLadies, stake: Money(units: 1))])
    }
    #expect(enhc.round == nil)
    var t = table("6D", bankroll: 12, stacked: "QH AS QH KS")
    #expect(throws: TableError.insufficientFunds(needed: Money(units: 15), available: Money(units: 12))) {
      try t.deal(bet: Money(units: 10), sideBets: [SideBetStake(.perfectPairs, stake: Money(units: 5))])
    }
    #expect(throws: TableError.round(.invalidBet(.zero))) {
      try t.deal(bet: Money(units: 10), sideBets: [SideBetStake(.perfectPairs, stake: .zero)])
    }
    #expect(t.round == nil)
    #expect(t.bankroll == Money(units: 12))
  }
}
