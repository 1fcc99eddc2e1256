import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

/// The round procedure's two specialisations against each other: the charted rounds
/// (``Table/playPreparedCharted(bet:strategy:decisions:pages:)``: hands kept as totals, decisions read from a byte
/// table) and the round state machine (``Table/playRound(bet:strategy:observe:)``: every card kept, a strategy's
/// decisions checked by the rules). The same seeded shoes, round after round, must deal the same cards and come to
/// the same results.
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
  /// driver's insured rounds are played too, and its hand-over of even money to the state machine.
  struct InsuringStrategy: ChartStrategy {
    var basic = BasicStrategy.published
    func action(for decision: Decision) -> Action { basic.action(for: decision) }
    func takesInsurance(hand: HandSituation, rules: Rules) -> Bool { hand.value.total >= 20 }
  }

  /// Plays `rounds` seeded rounds through both drivers and compares each: the shoe afterwards (so every card
  /// drawn, in order, and the generator), the summary, the cards the state machine's round holds against those
  /// dealt, and finally the bankrolls.
  func compare<Player: ChartStrategy>(
    _ spec: String, _ strategy: Player, rounds: Int, seed: UInt64, splits expectingSplits: Bool = true,
    insures expectingInsurance: Bool = false
  ) throws {
    let rules = try Rules(spec: spec)
    let bet = Money(cents: 100)
    var slow = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: seed), shufflingLazily: true)
    var fast = slow
    let decisions = DecisionTable(strategy: strategy, rules: rules)
    var fastStrategy = strategy
    var pages = FirstDecisionPage<Player>()
    var splits = 0
    var nativeSplits = 0
    var nativeInsured = 0
    for number in 0..<rounds {
      slow.playRound(bet: bet, strategy: strategy)
      let slowRound = try #require(slow.round)
      _ = fast.prepareShoe()
      let summary = fast.playPreparedCharted(bet: bet, strategy: &fastStrategy, decisions: decisions, pages: &pages)
      splits += slowRound.handCount > 1 ? 1 : 0
      // A split the driver played itself, without handing the round to the state machine.
      nativeSplits += slowRound.handCount > 1 && fast.round == nil ? 1 : 0
      nativeInsured += slowRound.insurance > .zero && fast.round == nil ? 1 : 0
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
    #expect(!expectingSplits || splits > 0, "\(spec): no split was played")
    if decisions.splitsHands && decisions.coversRules {
      // Every split is the driver's, after insurance too (a natural, taking even money, is never split).
      #expect(nativeSplits == splits, "\(spec): \(nativeSplits) of \(splits) splits native")
    } else {
      #expect(nativeSplits == 0)
    }
    // Insurance taken on a hand other than a natural is the driver's too.
    #expect(!expectingInsurance || !decisions.coversRules || nativeInsured > 0, "\(spec): no insurance native")
  }

  static func order(_ a: Card, _ b: Card) -> Bool {
    (a.rank.rawValue, a.suit.rawValue) < (b.rank.rawValue, b.suit.rawValue)
  }

  @Test("a million seeded rounds over the rules grid deal the same cards and settle the same", arguments: grid)
  func differential(spec: String) throws {
    try compare(spec, BasicStrategy.published, rounds: 20_000, seed: 1)
    try compare(spec, NeverBustStrategy(), rounds: 10_000, seed: 2)
    try compare(spec, MimicDealerStrategy(), rounds: 10_000, seed: 3, splits: false)
    try compare(spec, InsuringStrategy(), rounds: 10_000, seed: 4, insures: true)
  }

  /// The state machine's counter: after the deal, the Hi-Lo true count with the player's two cards and the up card,
  /// worked out from the round's own hands (``CardCount/bettingCount(adding:_:dealerCards:unseen:estimate:rounding:)``).
  struct DealtCount: RoundObserver {
    var count: CardCount
    var unseen: Int
    mutating func dealt(_ round: borrowing Round, strategy: inout CountingStrategy) {
      strategy.count = count.bettingCount(
        adding: round.hand(at: 0).cards, round.dealer.cards, dealerCards: 1, unseen: unseen - 3, estimate: .exact,
        rounding: .floor)
    }
    mutating func settled(_ round: borrowing Round) {}
  }

  /// The charted driver's counter: the same true count, from the three cards the driver hands over, by page.
  struct DealtCountPages: DecisionPageChooser {
    var count: CardCount
    var unseen: Int
    var counts: ClosedRange<Int>
    mutating func page(first: Card, second: Card, upCard: Card, strategy: inout CountingStrategy) -> Int {
      strategy.count = count.bettingCount(
        adding: first, second, upCard, unseen: unseen - 3, estimate: .exact, rounding: .floor)
      return CountingStrategy.page(of: strategy.count, in: counts)
    }
  }

  @Test(
    "a Hi-Lo counter playing the Illustrious 18 by the page of the count after the deal plays the state machine's rounds",
    arguments: ["6D S17 DAS", "1D H17 LS", "2D S17 ENHC LS", "8D H17 RSA HSA", "4D H17 ENHC ES RSA"])
  func counter(spec: String) throws {
    let rules = try Rules(spec: spec)
    let decks = try #require(rules.deckCount)
    let bet = Money(cents: 100)
    var slow = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 9), shufflingLazily: true)
    var fast = slow
    let counter = CountingStrategy(chart: .published, indices: .illustrious18)
    let counts = counter.decisionCounts
    let decisions = DecisionTable(pages: counter.atDecisionCounts, rules: rules)
    var slowStrategy = counter
    var fastStrategy = counter
    var count = CardCount(system: .hiLo, decks: decks)
    var deviations = 0
    for number in 0..<40_000 {
      if slow.prepareShoe() { count.reset() }
      _ = fast.prepareShoe()
      let unseen = slow.shoe.currentShoe.remainingCount
      let start = slow.shoe.discardCount
      let shuffles = slow.shoe.midRoundShuffleCount
      var observer = DealtCount(count: count, unseen: unseen)
      slow.playPreparedRound(bet: bet, strategy: &slowStrategy, observer: &observer)
      var pages = DealtCountPages(count: count, unseen: unseen, counts: counts)
      let summary = fast.playPreparedCharted(bet: bet, strategy: &fastStrategy, decisions: decisions, pages: &pages)
      let slowRound = try #require(slow.round)
      deviations += slowStrategy.count != 0 ? 1 : 0
      guard summary == slowRound.summary, fast.shoe == slow.shoe, fastStrategy.count == slowStrategy.count else {
        Issue.record("\(spec), round \(number): \(summary) against \(slowRound.summary)")
        return
      }
      if slow.shoe.midRoundShuffleCount != shuffles {
        count.reset()
      } else {
        slow.shoe.withDiscards { count.count(UnsafeBufferPointer(rebasing: $0[start...])) }
      }
    }
    #expect(fast.bankroll == slow.bankroll)
    #expect(deviations > 10_000, "the count was hardly ever away from zero")
  }

  @Test(
    "a loop that keeps no bankroll plays the same rounds and leaves the bankroll as it was, on every path",
    arguments: ["6D S17 DAS", "1D H17 ES"])
  func withoutBankroll(spec: String) throws {
    let rules = try Rules(spec: spec)
    let bet = Money(cents: 100)
    var kept = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 5), shufflingLazily: true)
    var left = kept
    // An insuring strategy, so that insured rounds, even money (replayed) and, under ES, the round state machine are
    // all played.
    let strategy = InsuringStrategy()
    let decisions = DecisionTable(strategy: strategy, rules: rules)
    var (keptStrategy, leftStrategy) = (strategy, strategy)
    var (keptPages, leftPages) = (FirstDecisionPage<InsuringStrategy>(), FirstDecisionPage<InsuringStrategy>())
    var net = Money.zero
    for number in 0..<20_000 {
      _ = kept.prepareShoe()
      _ = left.prepareShoe()
      let summary = kept.playPreparedCharted(
        bet: bet, strategy: &keptStrategy, decisions: decisions, rules: rules, pages: &keptPages, keepsBankroll: true)
      let other = left.playPreparedCharted(
        bet: bet, strategy: &leftStrategy, decisions: decisions, rules: rules, pages: &leftPages, keepsBankroll: false)
      net = net + summary.net
      guard summary == other, kept.shoe == left.shoe else {
        Issue.record("\(spec), round \(number): \(summary) against \(other)")
        return
      }
    }
    // The bankroll kept is the sum of the nets, worked out here; the other is still its start.
    #expect(kept.bankroll == net && net != .zero)
    #expect(left.bankroll == .zero)
  }

  @Test("the table covers every rule set but early surrender, whose peek waits for the first decision")
  func coverage() throws {
    for spec in Self.grid {
      let rules = try Rules(spec: spec)
      let table = DecisionTable(strategy: BasicStrategy.published, rules: rules)
      #expect(table.coversRules == !spec.contains("ES"), "\(spec)")
      // The published chart decides split hands alike whatever the number of hands, and only legally.
      #expect(table.splitsHands, "\(spec)")
    }
  }
}
