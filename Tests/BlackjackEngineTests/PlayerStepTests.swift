import CardKit
import Testing

@testable import BlackjackEngine

// The player's steps both drivers share (Round and the simulator's charted rounds): an action other than a split, a
// split and a split hand's second card, and a hand's settlement, on a hand that keeps every card (PlayerHand) and on one that keeps the total alone
// (PlayerTotal). Every expected value is worked out by hand from the cards named, at five units a hand.

@Suite("The player's one action step and one settlement")
struct PlayerStepTests {
  /// What both kinds of hand came to after the same actions and the same settlement.
  struct Ending: Equatable {
    var total: Int
    var stake: Money
    var doubled: Bool
    var surrendered: Bool
    var net: Money
    var tally: RoundTally
    /// Cards taken from the stacked source.
    var drawn: Int
  }

  /// Deals `first` and `second` to both kinds of hand, plays `actions` on each from the same stacked cards (expecting
  /// each action's answer: whether the hand may go on), settles both against the dealer's `dealer` cards, checks that
  /// they end alike and returns the ending.
  func play(
    _ spec: String, _ first: String, _ second: String, _ actions: [(Action, goesOn: Bool)], stacked: String = "",
    dealer: String
  ) throws -> Ending {
    let rules = rules(spec)
    var full = PlayerHand(bet: five)
    full.take(Card(first)!)
    full.take(Card(second)!)
    var total = PlayerTotal(Card(first)!.rank, Card(second)!.rank, bet: five)
    var fullSource = StackedSource(stacked)
    var totalSource = StackedSource(stacked)
    for (action, goesOn) in actions {
      #expect(try rules.play(action, on: &full, from: &fullSource) == goesOn)
      #expect(try rules.play(action, on: &total, from: &totalSource) == goesOn)
    }
    var dealerHand = DealerHand()
    let dealerCards = dealer.split(separator: " ").map { Card($0)! }
    dealerHand.takeUpCard(dealerCards[0])
    for card in dealerCards.dropFirst() { dealerHand.take(card) }
    var fullTally = RoundTally()
    var totalTally = RoundTally()
    let fullNet = rules.settle(
      &full, dealer: dealerHand.value, dealerBlackjack: dealerHand.isBlackjack, tally: &fullTally)
    let totalNet = rules.settle(
      &total, dealer: dealerHand.value, dealerBlackjack: dealerHand.isBlackjack, tally: &totalTally)
    let ending = Ending(
      total: full.value.total, stake: full.stake, doubled: full.isDoubled, surrendered: full.isSurrendered,
      net: fullNet, tally: fullTally, drawn: fullSource.next)
    #expect(
      ending
        == Ending(
          total: total.value.total, stake: total.stake, doubled: total.isDoubled, surrendered: total.isSurrendered,
          net: totalNet, tally: totalTally, drawn: totalSource.next))
    #expect(full.net == fullNet)
    #expect(full.isSettled)
    return ending
  }

  /// A tally of one hand.
  func tally(blackjack: Bool = false, bust: Bool = false, doubled: Bool = false, surrendered: Bool = false)
    -> RoundTally
  {
    var tally = RoundTally()
    // The hand's marks: doubled 4, surrendered 8 (``PlayerHand``'s flags).
    tally.count(blackjack: blackjack, bust: bust, marks: (doubled ? 4 : 0) | (surrendered ? 8 : 0))
    return tally
  }

  @Test("a double doubles the stake, takes one card and ends the hand: 6 + 5 + 10 = 21 beats 20 for ten units")
  func double() throws {
    let ending = try play("6D S17", "6S", "5H", [(.double, goesOn: false)], stacked: "TC 9D", dealer: "KS QH")
    #expect(ending.total == 21)
    #expect(ending.stake == Money(units: 10))
    #expect(ending.doubled)
    #expect(ending.net == Money(units: 10))
    #expect(ending.tally == tally(doubled: true))
    #expect(ending.drawn == 1)
  }

  @Test("a hit may go on, a stand ends the hand: 10 + 6 + 4 = 20 pushes 20")
  func hitThenStand() throws {
    let ending = try play(
      "6D S17", "TS", "6H", [(.hit, goesOn: true), (.stand, goesOn: false)], stacked: "4C 8D", dealer: "KS QH")
    #expect(ending.total == 20)
    #expect(ending.stake == five)
    #expect(ending.net == .zero)
    #expect(ending.tally == RoundTally())
    #expect(ending.drawn == 1)
  }

  @Test("a bust loses the stake even when the dealer busts too: 10 + 6 + 8 against 10 + 6 + 9")
  func bust() throws {
    let ending = try play("6D S17", "TS", "6H", [(.hit, goesOn: true)], stacked: "8C", dealer: "KS 6H 9D")
    #expect(ending.total == 24)
    #expect(ending.net == Money(units: -5))
    #expect(ending.tally == tally(bust: true))
  }

  @Test("a surrender ends the hand and returns half the stake: 10 + 6 against 10 + 10 loses 2.50 units")
  func surrender() throws {
    let ending = try play("6D S17 LS", "TS", "6H", [(.surrender, goesOn: false)], dealer: "KS QH")
    #expect(ending.surrendered)
    #expect(ending.stake == five)
    #expect(ending.net == Money(cents: -250))
    #expect(ending.tally == tally(surrendered: true))
    #expect(ending.drawn == 0)
  }

  @Test("a natural is paid 3:2 (7.50 units), 6:5 (6 units) under 6:5, and pushes a dealer natural")
  func naturals() throws {
    let threeToTwo = try play("6D S17", "AS", "KH", [], dealer: "KS 9H")
    #expect(threeToTwo.net == Money(cents: 750))
    #expect(threeToTwo.tally == tally(blackjack: true))
    let sixToFive = try play("6D S17 6:5", "AS", "KH", [], dealer: "KS 9H")
    #expect(sixToFive.net == Money(units: 6))
    let both = try play("6D S17", "AS", "KH", [], dealer: "AD QC")
    #expect(both.net == .zero)
    #expect(both.tally == tally(blackjack: true))
  }

  @Test("a source that runs dry leaves the hand as it was, stake and marks included")
  func runsDry() {
    let rules = rules("6D S17")
    for action in [Action.hit, .double] {
      var full = PlayerHand(bet: five)
      full.take(Card("6S")!)
      full.take(Card("5H")!)
      var total = PlayerTotal(.six, .five, bet: five)
      var source = StackedSource("")
      #expect(throws: DeckError.empty) { try rules.play(action, on: &full, from: &source) }
      #expect(throws: DeckError.empty) { try rules.play(action, on: &total, from: &source) }
      #expect(full.value.total == 11)
      #expect(full.stake == five)
      #expect(!full.isDoubled)
      #expect(full.cards.count == 2)
      #expect(total.value.total == 11)
      #expect(total.stake == five)
      #expect(!total.isDoubled)
      #expect(total.cardCount == 2)
    }
  }

  @Test("a hand settled already (a natural paid at the peek) keeps its outcome and is counted once")
  func settledAlready() {
    let rules = rules("6D S17")
    var hand = PlayerHand(bet: five)
    hand.take(Card("AS")!)
    hand.take(Card("KH")!)
    hand.settle(.blackjack, rules: rules)
    var counted = RoundTally()
    // Against a dealer natural it would push, were it not settled: it stays paid.
    let net = rules.settle(
      &hand, dealer: HandValue.empty.adding(.ace).adding(.king), dealerBlackjack: true, tally: &counted)
    #expect(net == Money(cents: 750))
    #expect(hand.outcome == .blackjack)
    #expect(counted == tally(blackjack: true))
  }

  /// Splits the pair `first`, `second` as both kinds of hand, deals each of the two hands its second card from
  /// `stacked` in playing order, and returns both hands' (total, soft, card count, stake) for each kind, with how many
  /// cards each kind took.
  func split(_ first: String, _ second: String, stacked: String) throws -> (
    full: [Summary], total: [Summary], fullDrawn: Int, totalDrawn: Int
  ) {
    let rules = rules("6D S17 DAS")
    var full = PlayerHand(bet: five)
    full.take(Card(first)!)
    full.take(Card(second)!)
    var total = PlayerTotal(Card(first)!.rank, Card(second)!.rank, bet: five)
    var fullNext = rules.split(&full)
    var totalNext = rules.split(&total)
    #expect(full.isSplit && fullNext.isSplit)
    var fullSource = StackedSource(stacked)
    var totalSource = StackedSource(stacked)
    var fullHands: [Summary] = []
    var totalHands: [Summary] = []
    for index in 0..<2 {
      if index == 0 {
        #expect(try rules.dealSplitCard(to: &full, from: &fullSource) == Card(stacked.prefix(2))!)
        try rules.dealSplitCard(to: &total, from: &totalSource)
        fullHands.append(Summary(full))
        totalHands.append(Summary(total))
      } else {
        try rules.dealSplitCard(to: &fullNext, from: &fullSource)
        try rules.dealSplitCard(to: &totalNext, from: &totalSource)
        fullHands.append(Summary(fullNext))
        totalHands.append(Summary(totalNext))
      }
    }
    return (fullHands, totalHands, fullSource.next, totalSource.next)
  }

  /// A hand's total, softness, number of cards and stake.
  struct Summary: Equatable {
    var total: Int
    var soft: Bool
    var cards: Int
    var stake: Money

    init<Hand: PlayerCards>(_ hand: Hand) {
      (total, soft, cards, stake) = (hand.value.total, hand.value.isSoft, hand.cardCount, hand.stake)
    }

    init(_ total: Int, soft: Bool = false, cards: Int = 2, stake: Money = five) {
      (self.total, self.soft, self.cards, self.stake) = (total, soft, cards, stake)
    }
  }

  @Test("a split makes two hands of one card, each with the pair's stake, that take their second cards in turn")
  func splitEights() throws {
    // 8,8 split: 8 + 3 = 11, then 8 + 10 = 18; five units on each.
    let played = try split("8S", "8H", stacked: "3C TD")
    #expect(played.full == [Summary(11), Summary(18)])
    #expect(played.total == played.full)
    #expect(played.fullDrawn == 2)
    #expect(played.totalDrawn == 2)
  }

  @Test("split aces: each hand holds one ace, soft 11, and A + 10 is a soft 21 of two cards")
  func splitAces() throws {
    let rules = rules("6D S17")
    var full = PlayerHand(bet: five)
    full.take(Card("AS")!)
    full.take(Card("AH")!)
    var total = PlayerTotal(.ace, .ace, bet: five)
    #expect(total.value.total == 12)
    let fullNext = rules.split(&full)
    let totalNext = rules.split(&total)
    #expect(full.isSplitAces && fullNext.isSplitAces)
    for hand in [Summary(full), Summary(fullNext), Summary(total), Summary(totalNext)] {
      #expect(hand == Summary(11, soft: true, cards: 1))
    }
    // Split aces making 21 are no natural.
    var source = StackedSource("KC")
    try rules.dealSplitCard(to: &full, from: &source)
    #expect(full.value.total == 21)
    #expect(!full.isBlackjack)
    let played = try split("AS", "AH", stacked: "KC 6D")
    #expect(played.full == [Summary(21, soft: true), Summary(17, soft: true)])
    #expect(played.total == played.full)
  }

  @Test("a split hand's second card from a dry source leaves the hand with its one card")
  func splitCardRunsDry() {
    let rules = rules("6D S17")
    var full = PlayerHand(bet: five)
    full.take(Card("9S")!)
    full.take(Card("9H")!)
    var total = PlayerTotal(.nine, .nine, bet: five)
    _ = rules.split(&full)
    _ = rules.split(&total)
    var source = StackedSource("")
    #expect(throws: DeckError.empty) { try rules.dealSplitCard(to: &full, from: &source) }
    #expect(throws: DeckError.empty) { try rules.dealSplitCard(to: &total, from: &source) }
    #expect(Summary(full) == Summary(9, cards: 1))
    #expect(Summary(total) == Summary(9, cards: 1))
  }
}
