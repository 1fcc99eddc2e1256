import BlackjackEngine
import CardKit
import Testing

// Deal order in every scenario: player, dealer up card, player, dealer hole card (no hole card under ENHC),
// then the cards drawn in play, in order.

@Suite("Round: naturals, insurance and the peek")
struct RoundNaturalTests {
  @Test("blackjack against a dealer blackjack pushes, settled at the peek")
  func blackjackPush() throws {
    let (round, _) = try deal("", "AS KH QD AC")
    #expect(round.phase == .settled)
    #expect(round.hand(at: 0).outcome == .push)
    #expect(round.net == .zero)
  }

  @Test("the dealer's peek ends the round before any decision")
  func peekEndsRound() throws {
    let (round, source) = try deal("", "TS KH 9D AC 2C")
    #expect(round.phase == .settled)
    #expect(round.hand(at: 0).outcome == .loss)
    #expect(round.net == Money(units: -5))
    #expect(source.remaining == 1)
  }

  @Test("with an ace up the insurance question comes first, then the peek")
  func insuranceThenPeek() throws {
    var (round, source) = try deal("", "TS AH 9D KC")
    #expect(round.phase == .insurance)
    #expect(round.legalActions.isEmpty)
    #expect(throws: RoundError.wrongPhase(request: "hit", phase: .insurance)) {
      try round.apply(.hit, from: &source)
    }
    try round.resolveInsurance(false, from: &source)
    #expect(round.phase == .settled)
    #expect(round.net == Money(units: -5))
  }

  @Test("insurance pays 2:1 against a dealer blackjack")
  func insurancePays() throws {
    var (round, source) = try deal("", "TS AH 9D KC")
    try round.resolveInsurance(true, from: &source)
    #expect(round.insurance == Money(cents: 250))
    #expect(round.phase == .settled)
    // Main bet −5.00, insurance +2 × 2.50.
    #expect(round.net == .zero)
  }

  @Test("the rules pay insurance 2:1 against a dealer blackjack and take it otherwise")
  func insuranceNet() throws {
    let rules = try Rules(spec: "6D")
    #expect(rules.insuranceNet(Money(cents: 250), dealerBlackjack: true) == Money(units: 5))
    #expect(rules.insuranceNet(Money(cents: 250), dealerBlackjack: false) == Money(cents: -250))
  }

  @Test("insurance is lost when the dealer has no blackjack")
  func insuranceLost() throws {
    var (round, source) = try deal("", "TS AH 9D 7C")
    try round.resolveInsurance(true, from: &source)
    #expect(round.phase == .playerTurn)
    try round.apply(.stand, from: &source)
    try round.playDealer(from: &source)
    // 19 beats soft 18: +5.00, insurance −2.50.
    #expect(round.hand(at: 0).outcome == .win)
    #expect(round.net == Money(cents: 250))
  }

  @Test("even money pays 1:1 on a blackjack whatever the dealer holds", arguments: ["KC", "9C"])
  func evenMoney(hole: String) throws {
    var (round, source) = try deal("6:5", "AS AH KD \(hole)")
    #expect(round.phase == .insurance)
    try round.resolveInsurance(true, from: &source)
    #expect(round.phase == .settled)
    #expect(round.hand(at: 0).outcome == .evenMoney)
    #expect(round.net == five)
  }

  @Test(
    "blackjack pays by the rules: 3:2 on 5 is 7.50, 6:5 is 6.00, 1:1 is 5.00",
    arguments: [("3:2", 750), ("6:5", 600), ("1:1", 500)])
  func payouts(spec: String, cents: Int) throws {
    let (round, _) = try deal(spec, "AS 9H KD 7C")
    #expect(round.phase == .settled)
    #expect(round.hand(at: 0).outcome == .blackjack)
    #expect(round.net == Money(cents: cents))
    #expect(round.dealer.cards.count == 2)
  }

  @Test("payouts round down to the cent: 3:2 on 0.05 pays 0.07")
  func payoutRounding() throws {
    let (round, _) = try deal("", "AS 9H KD 7C", bet: Money(cents: 5))
    #expect(round.net == Money(cents: 7))
  }

  @Test("a bet must be positive")
  func badBet() {
    var source = StackedSource("AS 9H KD 7C")
    #expect(throws: RoundError.invalidBet(.zero)) { try Round(rules: Rules(), bet: .zero, dealingFrom: &source) }
  }
}

@Suite("Round: dealer play")
struct RoundDealerTests {
  @Test("S17: the dealer stands on A,6")
  func standsSoft17() throws {
    var (round, source) = try deal("S17", "TS 6H 8D AC 4C")
    try round.apply(.stand, from: &source)
    #expect(round.phase == .dealerTurn)
    try round.playDealer(from: &source)
    #expect(round.dealer.cards.count == 2)
    #expect(round.hand(at: 0).outcome == .win)
    #expect(round.net == five)
  }

  @Test("H17: the dealer hits A,6")
  func hitsSoft17() throws {
    var (round, source) = try deal("H17", "TS 6H 8D AC 4C")
    try round.apply(.stand, from: &source)
    try round.playDealer(from: &source)
    #expect(round.dealer.cards.count == 3)
    #expect(round.dealer.value.total == 21)
    #expect(round.hand(at: 0).outcome == .loss)
    #expect(round.net == Money(units: -5))
  }

  @Test("the dealer does not draw when every player hand has busted")
  func noDrawAfterBust() throws {
    var (round, source) = try deal("", "TS 6H 6D TC KC 5C")
    try round.apply(.hit, from: &source)
    #expect(round.phase == .settled)
    #expect(round.dealer.cards.count == 2)
    #expect(round.hand(at: 0).outcome == .loss)
    #expect(source.remaining == 1)
  }

  @Test("the dealer does not draw against a surrendered hand")
  func noDrawAfterSurrender() throws {
    var (round, source) = try deal("LS", "TS 9H 6D 7C 5C")
    try round.apply(.surrender, from: &source)
    #expect(round.phase == .settled)
    #expect(source.remaining == 1)
  }

  @Test("a dealer strategy that never stands stops at a bust instead of overflowing the hand")
  func dealerThatNeverStands() throws {
    struct AlwaysHits: DealerStrategy {
      func hits(_ value: HandValue, rules: Rules) -> Bool { true }
    }
    var (round, source) = try deal("", "TS 6H 8D 5C 4C 3C 9C 2C 2D")
    try round.apply(.stand, from: &source)
    try round.playDealer(AlwaysHits(), from: &source)
    // 6 5 4 3 is 18; hitting on it draws the 9 to 27 and stops there, leaving the twos.
    #expect(round.dealer.cards.count == 5)
    #expect(round.dealer.value.isBust)
    #expect(round.net == five)
    #expect(source.remaining == 2)
  }

  @Test("a dealer strategy that hits even 21 holding twenty-one aces stops when the hand is full")
  func dealerHandIsFull() throws {
    struct AlwaysHits: DealerStrategy {
      func hits(_ value: HandValue, rules: Rules) -> Bool { true }
    }
    // Eight decks hold 32 aces: the dealer (ace up) takes twenty more after the hole card, 21 aces in all.
    let aces = Array(repeating: "AS", count: 40).joined(separator: " ")
    var (round, source) = try deal("8D", "TS AH 9D AC \(aces)")
    try round.resolveInsurance(false, from: &source)
    try round.apply(.stand, from: &source)
    try round.playDealer(AlwaysHits(), from: &source)
    #expect(round.dealer.cards.count == HandCards.capacity)
    #expect(round.dealer.value.total == 21)
    #expect(round.phase == .settled)
  }

  @Test("a pluggable dealer strategy is used")
  func customDealer() throws {
    struct StandsOnAnything: DealerStrategy {
      func hits(_ value: HandValue, rules: Rules) -> Bool { false }
    }
    var (round, source) = try deal("", "TS 6H 8D 5C 4C")
    try round.apply(.stand, from: &source)
    try round.playDealer(StandsOnAnything(), from: &source)
    #expect(round.dealer.cards.count == 2)
    #expect(round.net == five)
  }
}

@Suite("Round: doubling and splitting")
struct RoundSplitTests {
  @Test("split to four hands and no more under SPL4")
  func splitToFour() throws {
    var (round, source) = try deal("SPL4", "8S 6H 8D TC 8C 8H 8S 2C 3C 4C 5C")
    try round.apply(.split, from: &source)
    try round.apply(.split, from: &source)
    try round.apply(.split, from: &source)
    #expect(round.handCount == 4)
    #expect(round.hand(at: 0).cards.map(\.asciiDescription) == ["8S", "8S"])
    #expect(!round.legalActions.contains(.split))
    let refusal = RoundError.illegalAction(
      .split, reason: "cannot split to more than 4 hands under SPL4", legal: [.hit, .stand, .double])
    let before = round
    #expect(throws: refusal) { try round.apply(.split, from: &source) }
    #expect(round == before)
    #expect(
      refusal.description == "cannot split: cannot split to more than 4 hands under SPL4; legal now: hit, stand, double"
    )
  }

  @Test("split to two hands under SPL2")
  func splitToTwo() throws {
    var (round, source) = try deal("SPL2", "8S 6H 8D TC 8C")
    try round.apply(.split, from: &source)
    #expect(round.handCount == 2)
    #expect(round.hand(at: 0).pairPoints == 8)
    #expect(!round.legalActions.contains(.split))
  }

  @Test("NRSA: a split ace that draws an ace cannot be resplit and gets one card")
  func noResplitAces() throws {
    var (round, source) = try deal("NRSA", "AS 6H AD TC AC 5C")
    try round.apply(.split, from: &source)
    #expect(round.phase == .dealerTurn)
    #expect(round.hand(at: 0).cards.count == 2)
    #expect(round.hand(at: 1).cards.map(\.asciiDescription) == ["AD", "5C"])
  }

  @Test("RSA: a split ace that draws an ace may be split again, but not hit")
  func resplitAces() throws {
    var (round, source) = try deal("RSA", "AS 6H AD TC AC 5C 7C 8C")
    try round.apply(.split, from: &source)
    #expect(round.phase == .playerTurn)
    #expect(round.legalActions == [.stand, .split])
    try round.apply(.split, from: &source)
    #expect(round.handCount == 3)
    #expect(round.phase == .dealerTurn)
  }

  @Test("split aces get one card each, and 21 on a split ace is not a blackjack")
  func splitAcesOneCard() throws {
    var (round, source) = try deal("", "AS 9H AD 8C KC 7D")
    try round.apply(.split, from: &source)
    #expect(round.phase == .dealerTurn)
    try round.playDealer(from: &source)
    #expect(round.hand(at: 0).value.total == 21)
    #expect(!round.hand(at: 0).isBlackjack)
    #expect(round.hand(at: 0).outcome == .win)
    #expect(round.hand(at: 1).outcome == .win)
    #expect(round.net == Money(units: 10))
  }

  @Test("HSA: split aces may be hit")
  func hitSplitAces() throws {
    var (round, source) = try deal("HSA", "AS 9H AD 8C 2C 7D")
    try round.apply(.split, from: &source)
    #expect(round.phase == .playerTurn)
    #expect(round.legalActions.contains(.hit))
    #expect(round.legalActions.contains(.double))
  }

  @Test("the tally counts each settled hand: a doubled hand and a bust after a split, a blackjack")
  func tally() throws {
    // 8♠ 8♦ split against 6♥ (10♣ in the hole). Hand 1 draws 3♣ (11) and doubles on 9♣ (20); hand 2 draws 2♦ (10),
    // hits 9♦ (19) and K♦ (bust). The dealer's 16 draws 5♠ (21): both hands lose, 10.00 and 5.00.
    var (round, source) = try deal("DAS", "8S 6H 8D TC 3C 9C 2D 9D KD 5S")
    try round.apply(.split, from: &source)
    try round.apply(.double, from: &source)
    #expect(round.tally == RoundTally())
    try round.apply(.hit, from: &source)
    try round.apply(.hit, from: &source)
    try round.playDealer(from: &source)
    #expect(round.net == Money(units: -15))
    #expect(round.tally.doubles == 1)
    #expect(round.tally.busts == 1)
    #expect(round.tally.blackjacks == 0)
    #expect(round.tally.surrenders == 0)
    // A♠ K♦ against 9♥ 7♣: a blackjack, settled at once.
    let (natural, _) = try deal("", "AS 9H KD 7C")
    #expect(natural.phase == .settled)
    #expect(natural.tally.blackjacks == 1)
    #expect(natural.tally.busts + natural.tally.doubles + natural.tally.surrenders == 0)
  }

  @Test("DAS allows doubling a split hand")
  func doubleAfterSplit() throws {
    var (round, source) = try deal("DAS", "8S 6H 8D TC 3C 9C 2D 9D")
    try round.apply(.split, from: &source)
    #expect(round.legalActions.contains(.double))
    try round.apply(.double, from: &source)
    #expect(round.hand(at: 0).bet == Money(units: 10))
    #expect(round.hand(at: 0).value.total == 20)
    #expect(round.activeHandIndex == 1)
  }

  @Test("NDAS refuses a double after a split and leaves the round unchanged")
  func noDoubleAfterSplit() throws {
    var (round, source) = try deal("NDAS", "8S 6H 8D TC 3C 9C")
    try round.apply(.split, from: &source)
    let before = round
    let sourceBefore = source.next
    #expect(
      throws: RoundError.illegalAction(
        .double, reason: "cannot double after splitting under NDAS", legal: [.hit, .stand])
    ) {
      try round.apply(.double, from: &source)
    }
    #expect(round == before)
    #expect(source.next == sourceBefore)
  }

  @Test(
    "D9 and D10 restrict doubling to hard totals",
    arguments: [
      ("D9", "5S 6H 4D TC", true), ("D10", "5S 6H 4D TC", false), ("D10", "5S 6H 5D TC", true),
      ("D9", "AS 6H 8D TC", false), ("DOA", "AS 6H 8D TC", true), ("D9", "9S 6H 3D TC", false),
    ])
  func restrictedDoubling(spec: String, cards: String, allowed: Bool) throws {
    let (round, _) = try deal(spec, cards)
    #expect(round.legalActions.contains(.double) == allowed)
  }

  @Test("a double takes exactly one card and doubles the bet")
  func doubleDown() throws {
    var (round, source) = try deal("", "6S 9H 5D 8C TC 2C")
    try round.apply(.double, from: &source)
    #expect(round.phase == .dealerTurn)
    try round.playDealer(from: &source)
    #expect(round.hand(at: 0).cards.count == 3)
    #expect(round.net == Money(units: 10))
  }

  @Test("after a hit, doubling and surrender are no longer allowed")
  func firstDecisionOnly() throws {
    var (round, source) = try deal("LS", "2S 9H 3D 8C 4C")
    try round.apply(.hit, from: &source)
    #expect(round.legalActions == [.hit, .stand])
    #expect(throws: RoundError.self) { try round.apply(.surrender, from: &source) }
  }
}

@Suite("Round: surrender and no hole card")
struct RoundSurrenderTests {
  @Test("late surrender returns half the bet")
  func lateSurrender() throws {
    var (round, source) = try deal("LS", "TS 9H 6D 8C")
    #expect(round.legalActions.contains(.surrender))
    try round.apply(.surrender, from: &source)
    #expect(round.hand(at: 0).outcome == .surrender)
    #expect(round.net == Money(cents: -250))
  }

  @Test("no surrender under NS")
  func noSurrender() throws {
    var (round, source) = try deal("NS", "TS 9H 6D 8C")
    #expect(!round.legalActions.contains(.surrender))
    #expect(
      throws: RoundError.illegalAction(
        .surrender, reason: "surrender is not offered under NS", legal: [.hit, .stand, .double])
    ) {
      try round.apply(.surrender, from: &source)
    }
  }

  @Test("late surrender comes after the peek: a dealer blackjack takes the whole bet")
  func lateSurrenderAfterPeek() throws {
    let (round, _) = try deal("LS", "TS KH 6D AC")
    #expect(round.phase == .settled)
    #expect(round.net == Money(units: -5))
  }

  @Test("early surrender comes before the peek: half back even against a blackjack")
  func earlySurrender() throws {
    var (round, source) = try deal("ES", "TS KH 6D AC")
    #expect(round.phase == .playerTurn)
    try round.apply(.surrender, from: &source)
    #expect(round.phase == .settled)
    #expect(round.net == Money(cents: -250))
  }

  @Test("declining early surrender lets the dealer peek before the action")
  func earlySurrenderDeclined() throws {
    var (round, source) = try deal("ES", "TS KH 6D AC 5C")
    try round.apply(.hit, from: &source)
    #expect(round.phase == .settled)
    #expect(round.hand(at: 0).cards.count == 2)
    #expect(round.net == Money(units: -5))
  }

  @Test("ENHC: a dealer blackjack takes a doubled bet whole")
  func enhcDouble() throws {
    var (round, source) = try deal("ENHC", "5S TH 6D 9C AC")
    #expect(round.dealer.cards.count == 1)
    try round.apply(.double, from: &source)
    try round.playDealer(from: &source)
    #expect(round.dealer.isBlackjack)
    #expect(round.hand(at: 0).value.total == 20)
    #expect(round.net == Money(units: -10))
  }

  @Test("ENHC: a dealer blackjack takes both split hands")
  func enhcSplit() throws {
    var (round, source) = try deal("ENHC", "8S TH 8D 3C TC AC")
    try round.apply(.split, from: &source)
    try round.apply(.stand, from: &source)
    try round.apply(.stand, from: &source)
    try round.playDealer(from: &source)
    #expect(round.handCount == 2)
    #expect(round.net == Money(units: -10))
  }

  @Test("LS ENHC: a surrender against a ten waits for the dealer's second card and loses all to a blackjack")
  func enhcLateSurrenderLosesToBlackjack() throws {
    // The reproduction: 10♠ 6♦ against K♥, surrender, then the dealer's A♣. Rules: late surrender without
    // a hole card is decided before the dealer's blackjack is known, which then takes the whole bet.
    var (round, source) = try deal("LS ENHC", "TS KH 6D AC")
    try round.apply(.surrender, from: &source)
    #expect(round.phase == .dealerTurn)
    try round.playDealer(from: &source)
    #expect(round.dealer.isBlackjack)
    #expect(round.hand(at: 0).outcome == .loss)
    #expect(round.net == Money(units: -5))
  }

  @Test("LS ENHC: without a dealer blackjack the surrender returns half, and the dealer draws no further")
  func enhcLateSurrenderHalfBack() throws {
    var (round, source) = try deal("LS ENHC", "TS KH 6D 5C 9C")
    try round.apply(.surrender, from: &source)
    try round.playDealer(from: &source)
    #expect(round.dealer.cards.count == 2)
    #expect(round.hand(at: 0).outcome == .surrender)
    #expect(round.net == Money(cents: -250))
    #expect(source.remaining == 1)
  }

  @Test("LS ENHC against a low card, and ES ENHC: the surrender settles at once for half")
  func enhcSurrenderSettlesAtOnce() throws {
    var (low, lowSource) = try deal("LS ENHC", "TS 6H 6D 5C")
    try low.apply(.surrender, from: &lowSource)
    #expect(low.phase == .settled)
    #expect(low.net == Money(cents: -250))
    var (early, earlySource) = try deal("ES ENHC", "TS KH 6D AC")
    try early.apply(.surrender, from: &earlySource)
    #expect(early.phase == .settled)
    #expect(early.net == Money(cents: -250))
  }

  @Test("ENHC: a player blackjack against a ten waits for the dealer's second card")
  func enhcBlackjackPush() throws {
    var (round, source) = try deal("ENHC", "AS TH KD AC")
    #expect(round.phase == .dealerTurn)
    try round.playDealer(from: &source)
    #expect(round.hand(at: 0).outcome == .push)
  }
}

@Suite("Round: autoplay and running dry")
struct RoundMiscTests {
  @Test("a strategy plays a whole round through the same state machine")
  func autoplay() throws {
    var (round, source) = try deal("", "TS 6H 2D TC 9C 5C")
    try round.play(NeverBustStrategy(), dealer: StandardDealer(), from: &source)
    // Never-bust stands on 12; the dealer draws a 9 to its 16 and busts.
    #expect(round.phase == .settled)
    #expect(round.hand(at: 0).cards.count == 2)
    #expect(round.net == five)
  }

  @Test("mimicking the dealer hits 16 and stands on 17")
  func mimic() throws {
    var (round, source) = try deal("", "TS 6H 6D TC AC 8C")
    try round.play(MimicDealerStrategy(), dealer: StandardDealer(), from: &source)
    #expect(round.hand(at: 0).value.total == 17)
    #expect(round.hand(at: 0).outcome == .win)
  }

  @Test("a source that runs dry voids the round with every bet returned")
  func outOfCards() throws {
    var (round, source) = try deal("", "TS 6H 2D TC")
    #expect(throws: RoundError.outOfCards) { try round.apply(.hit, from: &source) }
    #expect(round.isVoid)
    #expect(round.phase == .settled)
    #expect(round.net == .zero)
  }

  @Test("dealing needs four cards")
  func cannotDeal() {
    var source = StackedSource("TS 6H")
    #expect(throws: RoundError.outOfCards) { try Round(rules: Rules(), bet: five, dealingFrom: &source) }
  }
}
