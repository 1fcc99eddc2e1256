import BlackjackEngine
import CardKit
import Testing

@Suite("Table")
struct TableTests {
  func table(_ spec: String, bankroll: Int = 100, stacked: String = "", seed: UInt64 = 1) -> Table<Xoshiro256StarStar> {
    try! Table(
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

  @Test("prepareShoe reshuffles once the cut card is out, never while stacked cards remain, and says so")
  func prepareShoeAtCutCard() throws {
    // One deck cut at 26 cards. A shoe with 30 cards stacked is not reshuffled until all 30 are out, later shoes as
    // soon as 26 are; so is a lazy shoe (the simulator's), whose first 26 positions are shuffled at once. The rounds
    // are charted rounds of basic strategy, each prepared with prepareShoe.
    let rules = try Rules(spec: "1D S17 DAS PEN50")
    let decisions = DecisionTable(strategy: BasicStrategy.published, rules: rules)
    var befores = Set<Int>()
    func play(_ t: inout Table<Xoshiro256StarStar>, stacked: Int) {
      var strategy = BasicStrategy.published
      var pages = FirstDecisionPage<BasicStrategy>()
      var shuffles = 0
      var stackedLeft = stacked > 0
      for _ in 0..<200 {
        let before = t.shoe.currentShoe.discardCount
        befores.insert(before)
        let expected = before >= 26 && (!stackedLeft || before >= stacked)
        let shuffled = t.prepareShoe()
        #expect(shuffled == expected, "\(before) cards out")
        #expect(t.didShuffle == shuffled)
        #expect(t.shoe.currentShoe.discardCount == (shuffled ? 0 : before))
        if shuffled {
          shuffles += 1
          stackedLeft = false
        }
        _ = t.playPreparedCharted(bet: Money(units: 1), strategy: &strategy, decisions: decisions, pages: &pages)
      }
      // 200 rounds of about five cards, 26 to a shoe: at least 30 shoes, none shuffled mid-round at this depth.
      #expect(shuffles >= 30)
      #expect(t.shoe.shuffleCount == shuffles + 1)
      #expect(t.shoe.midRoundShuffleCount == 0)
    }
    var stacked = try Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 3),
      stacked: Array(Deck.standardOrder.prefix(30)))
    play(&stacked, stacked: 30)
    for seed in UInt64(1)...10 {
      var lazy = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: seed), shufflingLazily: true)
      play(&lazy, stacked: 0)
    }
    // Rounds were prepared on both sides of the cut card: with 25 cards out (no shuffle) and with 26 (a shuffle).
    #expect(befores.contains(25) && befores.contains(26))
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

  @Test("stacked cards come out of the shoe's own cards: six decks still hold 312 cards, six of each")
  func stackedFromTheShoe() throws {
    let t = table("6D", stacked: "AS AS KH")
    let cards = try #require(t.shoe.remainingCards)
    #expect(cards.count == 312)
    #expect(Array(cards.prefix(3)) == [Card(.ace, of: .spades), Card(.ace, of: .spades), Card(.king, of: .hearts)])
    #expect(cards.count(where: { $0 == Card(.ace, of: .spades) }) == 6)
    #expect(cards.count(where: { $0 == Card(.king, of: .hearts) }) == 6)
    #expect(t.shoe.stackedRemaining == 3)
  }

  @Test("a card stacked more often than the shoe holds it is refused")
  func stackedTooMany() throws {
    #expect(throws: StackedCardsError.tooManyCopies(Card(.ace, of: .spades), stacked: 2, inShoe: 1)) {
      try Table(
        rules: try Rules(spec: "1D"), bankroll: Money(units: 10), generator: Xoshiro256StarStar(seed: 1),
        stacked: [Card(.ace, of: .spades), Card(.two, of: .clubs), Card(.ace, of: .spades)])
    }
    #expect(
      StackedCardsError.tooManyCopies(Card(.ace, of: .spades), stacked: 7, inShoe: 6).description
        == "AS is stacked 7 times, but the shoe holds only 6 (one per deck)")
    // An infinite deck takes any stacked cards.
    let infinite = try Table(
      rules: try Rules(spec: "INF"), bankroll: Money(units: 10), generator: Xoshiro256StarStar(seed: 1),
      stacked: Array(repeating: Card(.ace, of: .spades), count: 9))
    #expect(infinite.shoe.stackedRemaining == 9)
  }

  @Test(
    "a shoe that runs dry mid-round shuffles the discards only: the cards in play are not dealt again",
    arguments: [false, true])
  func runsDry(lazily: Bool) throws {
    let rules = try Rules(spec: "1D PEN95")
    var shoe = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 3), shufflingLazily: lazily)
    let shuffledFirst = shoe.prepareForRound(rules: rules)
    _ = try (0..<47).map { _ in try shoe.draw() }  // earlier rounds, short of the cut card at 49
    let shuffledSecond = shoe.prepareForRound(rules: rules)
    #expect(!shuffledFirst && !shuffledSecond)
    let inPlay = try (0..<5).map { _ in try shoe.draw() }  // this round: the shoe is now empty
    #expect(shoe.currentShoe.remainingCount == 0)
    let after = try (0..<47).map { _ in try shoe.draw() }
    #expect(shoe.midRoundShuffleCount == 1)
    #expect(shoe.shuffleCount == 2)
    #expect(Set(after).count == 47)
    #expect(Set(after).isDisjoint(with: inPlay))
    // Every card is on the table now: nothing is left to deal.
    #expect(throws: DeckError.empty) { try shoe.draw() }
  }

  /// Basic strategy, except that it splits every pair it may: as many splits as the rules allow.
  struct SplitEverything: PlayerStrategy {
    func action(for decision: Decision) -> Action {
      decision.legal.contains(.split) ? .split : BasicStrategy.published.action(for: decision)
    }
  }

  @Test("100,000 one-deck PEN95 rounds with every split: no round holds a card twice")
  func noCardTwiceInARound() throws {
    for spec in ["1D PEN95 SPL4 RSA", "1D PEN95 SPL4 RSA ENHC"] {
      var t = table(spec, bankroll: 0, seed: 2026)
      var duplicated = 0
      var midRound = 0
      for _ in 0..<50_000 {
        t.playRound(bet: Money(units: 1), strategy: SplitEverything()) { round in
          let cards = round.hands.flatMap(\.cards) + round.dealer.cards
          if Set(cards).count != cards.count { duplicated += 1 }
        }
        midRound = t.shoe.midRoundShuffleCount
      }
      #expect(duplicated == 0, "\(spec): \(duplicated) rounds dealt a card twice")
      // The shoe did run dry in the middle of rounds, so the check had something to catch.
      #expect(midRound > 100, "\(spec): only \(midRound) mid-round shuffles")
    }
  }
}
