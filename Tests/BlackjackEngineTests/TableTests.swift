import BlackjackEngine
import CardKit
import Testing

@Suite("Table")
struct TableTests {
  func table(_ spec: String, bankroll: Int = 100, stacked: String = "", seed: UInt64 = 1) -> Table<Xoshiro256StarStar> {
    Table(
      rules: try! Rules(spec: spec), bankroll: Money(units: bankroll), generator: Xoshiro256StarStar(seed: seed),
      stacked: stacked.split(separator: " ").map { Card($0)! })
  }

  @Test("a round settles into the bankroll, the dealer playing automatically")
  func settles() throws {
    var t = table("", stacked: "TS 6H 8D TC 9C")
    try t.deal(bet: Money(units: 10))
    #expect(t.available == Money(units: 90))
    try t.act(.stand)
    #expect(t.round?.phase == .settled)
    #expect(t.bankroll == Money(units: 110))
  }

  @Test("bets beyond the bankroll, doubles and splits it cannot cover are refused, table unchanged")
  func funds() throws {
    var t = table("", bankroll: 15, stacked: "8S 6H 8D TC")
    #expect(throws: TableError.insufficientFunds(needed: Money(units: 20), available: Money(units: 15))) {
      try t.deal(bet: Money(units: 20))
    }
    #expect(t.round == nil)
    try t.deal(bet: Money(units: 10))
    let before = t.round
    #expect(throws: TableError.insufficientFunds(needed: Money(units: 10), available: Money(units: 5))) {
      try t.act(.split)
    }
    #expect(t.round == before)
    #expect(!t.affordableActions.contains(.split))
    #expect(throws: TableError.roundInProgress) { try t.deal(bet: Money(units: 1)) }
  }

  @Test("the cut card triggers a reshuffle between rounds, not during one")
  func penetration() throws {
    var t = table("1D PEN50")
    var shuffledBetween = 0
    for _ in 0..<40 {
      try t.deal(bet: Money(units: 1))
      if t.didShuffle { shuffledBetween += 1 }
      while t.isRoundInProgress {
        if t.round?.phase == .insurance { try t.resolveInsurance(false) } else { try t.act(.stand) }
      }
      #expect(t.shoe.currentShoe.discardCount <= 26 + 12)
    }
    // 40 rounds of about 4–6 cards in a 52-card deck cut at 26: several reshuffles, each between rounds.
    #expect(shuffledBetween >= 5)
    #expect(t.shoe.shuffleCount == shuffledBetween + 1)
  }

  @Test("a continuous shuffler reshuffles before every round")
  func continuous() throws {
    var t = table("6D CSM")
    for _ in 0..<3 { t.playRound(bet: Money(units: 1), strategy: BasicStrategy.published) }
    #expect(t.shoe.shuffleCount == 4)
    #expect(t.shoe.currentShoe.remainingCount > 300)
  }

  @Test("stacked cards come first, then the seeded shoe")
  func stacked() throws {
    var t = table("", stacked: "AS 9H KD 7C")
    try t.deal(bet: Money(units: 10))
    #expect(t.round?.hand(at: 0).isBlackjack == true)
    #expect(t.bankroll == Money(units: 115))
  }

  @Test("the same seed replays the same game")
  func reproducible() throws {
    func results(seed: UInt64) throws -> [Money] {
      var t = table("", bankroll: 1000, seed: seed)
      return (0..<50).map { _ in
        var net = Money.zero
        t.playRound(bet: Money(units: 1), strategy: BasicStrategy.published) { net = $0.net }
        return net
      }
    }
    #expect(try results(seed: 7) == results(seed: 7))
    #expect(try results(seed: 7) != results(seed: 8))
  }

  @Test("an infinite deck deals every card")
  func infinite() throws {
    var shoe = DealingShoe(rules: try Rules(spec: "INF"), generator: Xoshiro256StarStar(seed: 3))
    var seen = Set<Card>()
    for _ in 0..<5000 { seen.insert(try shoe.draw()) }
    #expect(seen.count == 52)
    #expect(shoe.remainingCards == nil)
  }

  @Test("a shoe that runs dry mid-round is reshuffled so the round finishes")
  func runsDry() throws {
    var shoe = DealingShoe(rules: try Rules(spec: "1D PEN95"), generator: Xoshiro256StarStar(seed: 3))
    for _ in 0..<60 { _ = try shoe.draw() }
    #expect(shoe.shuffleCount == 2)
  }
}
