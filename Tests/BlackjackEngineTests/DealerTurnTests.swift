import CardKit
import Testing

@testable import BlackjackEngine

// The steps both drivers share (Round and the simulator's charted rounds): the dealer's turn, on a hand that keeps
// every card and on one that keeps the total alone, and the peek. Every expected value is worked out by hand from
// the cards named.

@Suite("The dealer's one turn and the peek")
struct DealerTurnTests {
  /// Plays the dealer's turn on both kinds of hand from the same up card, hole card and stacked cards, checks that
  /// they end alike, and returns the total, the number of cards and how many cards were drawn.
  func turn(
    _ spec: String, up: String, hole: String?, drawsToTotal: Bool, stacked: String
  ) throws -> (total: Int, cards: Int, drawn: Int) {
    let rules = rules(spec)
    var full = DealerHand()
    full.takeUpCard(Card(up)!)
    if let hole { full.take(Card(hole)!) }
    var total = DealerTotal(upCard: Card(up)!.rank, hole: hole.map { Card($0)!.rank })
    var fullSource = StackedSource(stacked)
    var totalSource = StackedSource(stacked)
    try StandardDealer().playTurn(&full, drawsToTotal: drawsToTotal, rules: rules, from: &fullSource)
    try StandardDealer().playTurn(&total, drawsToTotal: drawsToTotal, rules: rules, from: &totalSource)
    #expect(full.value == total.value)
    #expect(full.cardCount == total.cardCount)
    #expect(fullSource.next == totalSource.next)
    return (full.value.total, full.cardCount, fullSource.next)
  }

  @Test("the dealer draws to 17: 6 + 5 + 3 + 2 + 4 stands on 20 with one card left")
  func drawsToSeventeen() throws {
    let (total, cards, drawn) = try turn("6D S17", up: "6S", hole: "5H", drawsToTotal: true, stacked: "3C 2D 4S 9H")
    #expect(total == 20)
    #expect(cards == 5)
    #expect(drawn == 3)
  }

  @Test("soft 17 stands under S17 and is hit under H17")
  func softSeventeen() throws {
    let stands = try turn("6D S17", up: "AS", hole: "6H", drawsToTotal: true, stacked: "4C")
    #expect(stands.total == 17)
    #expect(stands.drawn == 0)
    // A + 6 + 4 = hard 21 under H17.
    let hits = try turn("6D H17", up: "AS", hole: "6H", drawsToTotal: true, stacked: "4C")
    #expect(hits.total == 21)
    #expect(hits.drawn == 1)
  }

  @Test("with no hand left to draw against the dealer only turns the hole card")
  func noDrawsToTotal() throws {
    let peeked = try turn("6D S17", up: "6S", hole: "5H", drawsToTotal: false, stacked: "3C")
    #expect(peeked.total == 11)
    #expect(peeked.drawn == 0)
    // Under ENHC the second card is taken even so (a natural or an LS ENHC surrender needs it): 10 + A.
    let noHole = try turn("6D S17 ENHC", up: "KS", hole: nil, drawsToTotal: false, stacked: "AC 5D")
    #expect(noHole.total == 21)
    #expect(noHole.cards == 2)
    #expect(noHole.drawn == 1)
  }

  @Test("a dealer blackjack drawn under ENHC draws no further; 10 + 6 goes on to draw")
  func enhcSecondCard() throws {
    let blackjack = try turn("6D S17 ENHC", up: "KS", hole: nil, drawsToTotal: true, stacked: "AC 5D")
    #expect(blackjack.total == 21)
    #expect(blackjack.drawn == 1)
    let sixteen = try turn("6D S17 ENHC", up: "KS", hole: nil, drawsToTotal: true, stacked: "6C 5D 2H")
    #expect(sixteen.total == 21)
    #expect(sixteen.cards == 3)
    #expect(sixteen.drawn == 2)
  }

  @Test("a source that runs dry stops the turn with the cards taken so far")
  func runsDry() {
    var hand = DealerTotal(upCard: .six, hole: .five)
    var source = StackedSource("2C")
    #expect(throws: DeckError.empty) {
      try StandardDealer().playTurn(&hand, drawsToTotal: true, rules: rules("6D S17"), from: &source)
    }
    #expect(hand.value.total == 13)
    #expect(hand.cardCount == 3)
  }

  @Test(
    "the peek: only under PEEK with an ace or ten up; early surrender waits unless the player holds a natural",
    arguments: [
      ("6D S17", Rank.king, true, false, PeekOutcome.settles),
      ("6D S17", .ace, false, false, .play),
      ("6D S17", .nine, false, true, .play),  // no peek with a nine up: the player's natural plays on, to be paid
      ("6D S17", .ten, false, true, .play),  // the peek finds no natural: the player's natural plays on
      ("6D S17 ENHC", .ace, false, false, .play),
      ("6D S17 ES", .ten, true, false, .waitsForSurrender),
      ("6D S17 ES", .ten, true, true, .settles),  // a natural has no decision to surrender with
      ("6D S17 ES", .ace, false, true, .play),
      ("6D S17 ES", .nine, false, false, .play),  // no peek with a nine up: nothing for a surrender to wait for
      ("6D S17 LS", .ace, true, false, .settles),
    ])
  func peek(spec: String, up: Rank, dealerBlackjack: Bool, playerBlackjack: Bool, expected: PeekOutcome) {
    let outcome = rules(spec).peek(showing: up, dealerBlackjack: dealerBlackjack, playerBlackjack: playerBlackjack)
    #expect(outcome == expected)
  }

  @Test("insurance is offered against an ace alone", arguments: Rank.allCases)
  func insuranceOffered(up: Rank) {
    #expect(rules("6D S17").offersInsurance(showing: up) == (up == .ace))
  }
}
