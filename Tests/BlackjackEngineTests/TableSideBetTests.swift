import BlackjackEngine
import CardKit
import Foundation
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

@Suite("Table side bets saved")
struct TableSideBetSnapshotTests {
  @Test("a saved round keeps its side bets: they are written as codes and cents and judged again on the replay")
  func savedSideBets() throws {
    var t = try Table(
      rules: try Rules(spec: "6D"), bankroll: Money(units: 100), generator: Xoshiro256StarStar(seed: 1),
      stacked: ["9H", "8H", "TH", "2C", "9C"].map { Card($0)! })
    let start = try #require(t.snapshot)
    let stakes = [SideBetStake(.twentyOnePlusThree, stake: Money(units: 2))]
    try t.deal(bet: Money(units: 10), sideBets: stakes)
    let saved = try start.playing(RoundLog(bet: Money(units: 10), sideBets: stakes))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(saved.round), as: UTF8.self)
    #expect(json.contains(#""sideBets":[{"bet":"21+3","stake":200}]"#))
    var restored = try JSONDecoder().decode(TableSnapshot.self, from: JSONEncoder().encode(saved)).table
    // 9♥ 10♥ with 8♥ up: a straight flush, 9 × 2 = 18; 19 pushes the dealer's 8 2 9 (by hand).
    #expect(restored.sideBets.map(\.net) == [Money(units: 18)])
    try restored.act(.stand)
    #expect(restored.bankroll == Money(units: 118))
  }

  @Test("a saved side bet that names no side bet is refused on decoding")
  func badSavedSideBet() {
    let json = #"{"bet": 1000, "sideBets": [{"bet": "keno", "stake": 100}], "requests": []}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(RoundLog.self, from: Data(json.utf8)) }
  }
}
