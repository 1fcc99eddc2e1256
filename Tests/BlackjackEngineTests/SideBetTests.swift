import BlackjackEngine
import CardKit
import Testing

@Suite("SideBet")
struct SideBetTests {
  /// Cards written as codes: "QH AS".
  func cards(_ text: String) -> [Card] { text.split(separator: " ").map { Card($0)! } }

  /// The hand `kind` makes from "first second up".
  func hand(_ kind: SideBetKind, _ text: String, dealerBlackjack: Bool = false) -> SideBetHand? {
    let c = cards(text)
    return kind.hand(first: c[0], second: c[1], upCard: c.count > 2 ? c[2] : c[0], dealerBlackjack: dealerBlackjack)
  }

  // Expected hands are by the rules as the Wizard of Odds states them (21+3: ace high or low; Perfect Pairs:
  // perfect = same suit, coloured = same colour, mixed = otherwise; Lucky Ladies: any two-card 20), by hand.
  @Test(
    "21+3 hands, the ace high or low but never both",
    arguments: [
      ("AS 2H 3D", SideBetHand.straight), ("QS KH AD", .straight), ("KS AH 2D", nil), ("5H 6H 7H", .straightFlush),
      ("AH QH KH", .straightFlush), ("9C 9D 9S", .threeOfAKind), ("9C 9C 9C", .suitedTrips), ("2D 7D JD", .flush),
      ("2D 2D 7D", .flush), ("2D 2S 7D", nil), ("TS JS 9H", .straight), ("4S 6S 8S", .flush),
    ] as [(String, SideBetHand?)])
  func twentyOnePlusThree(text: String, expected: SideBetHand?) {
    #expect(hand(.twentyOnePlusThree, text) == expected)
  }

  @Test(
    "Perfect Pairs hands",
    arguments: [
      ("8S 8S", SideBetHand.perfectPair), ("8S 8C", .colouredPair), ("8H 8D", .colouredPair), ("8H 8S", .mixedPair),
      ("8H 9H", nil), ("KS QS", nil),
    ] as [(String, SideBetHand?)])
  func perfectPairs(text: String, expected: SideBetHand?) {
    #expect(hand(.perfectPairs, text) == expected)
  }

  @Test(
    "Lucky Ladies hands: any two cards totalling 20, the ace as 11",
    arguments: [
      ("QH QH", true, SideBetHand.queensOfHeartsWithDealerBlackjack), ("QH QH", false, .queensOfHearts),
      ("KS KS", true, .matchedTwenty), ("QH KH", false, .suitedTwenty), ("AS 9S", false, .suitedTwenty),
      ("AS 9D", false, .anyTwenty), ("QH QD", true, .anyTwenty), ("TS 9S", false, nil), ("AS AS", false, nil),
    ] as [(String, Bool, SideBetHand?)])
  func luckyLadies(text: String, dealerBlackjack: Bool, expected: SideBetHand?) {
    #expect(hand(.luckyLadies, text, dealerBlackjack: dealerBlackjack) == expected)
  }

  @Test("a win pays the paytable's odds times the stake, a loss costs the stake")
  func settle() {
    let c = cards("QS KH AD 2C")
    let win = SideBet.twentyOnePlusThreeVegas.settle(
      stake: Money(units: 5), first: c[0], second: c[1], upCard: c[2], dealerBlackjack: false)
    #expect(win.hand == .straight)
    #expect(win.net == Money(units: 50))  // straight 10 to 1 on 5
    let loss = SideBet.perfectPairs.settle(
      stake: Money(units: 5), first: c[0], second: c[1], upCard: c[2], dealerBlackjack: false)
    #expect(loss.hand == nil)
    #expect(loss.net == Money(units: -5))
  }

  @Test("side bets parse from short or long names; other words are refused with what is allowed")
  func parsing() throws {
    #expect(try SideBet.list(parsing: "21+3 pp ll") == [.twentyOnePlusThree, .perfectPairs, .luckyLadies])
    #expect(try SideBet.list(parsing: "Perfect-Pairs,21+3v") == [.perfectPairs, .twentyOnePlusThreeVegas])
    #expect(throws: SideBetError.unknown("poker")) { try SideBet.list(parsing: "pp poker") }
    #expect(SideBetError.unknown("poker").description == "'poker' is not a side bet; use 21+3, 21+3v, pp or ll")
    #expect(throws: SideBetError.twoPaytables("21+3", "21+3v", kind: "21+3")) {
      try SideBet.list(parsing: "21+3 21+3v")
    }
    #expect(
      SideBetError.twoPaytables("21+3", "21+3v", kind: "21+3").description
        == "21+3 and 21+3v are two paytables of one bet, 21+3; a table offers one of them, so pick one")
    #expect(throws: SideBetError.repeated("pp")) { try SideBet.list(parsing: "pp perfect-pairs") }
    // A simulation may play both paytables side by side.
    #expect(
      try SideBet.list(parsing: "21+3 21+3v", onePerKind: false) == [.twentyOnePlusThree, .twentyOnePlusThreeVegas])
  }
}
