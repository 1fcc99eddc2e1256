import Testing

@testable import BlackjackREPL

/// A round whose money is told in several lines (a split's hands, several spots, side bets) ends with one line of
/// its net, worked out here by hand from the stacked cards (dealing order: player, up card, player, hole card, then
/// each card as asked for; a split hand takes its second card when its turn comes).
@Suite struct RoundNetTests {
  @Test func aLosingSplitEndsWithItsNet() throws {
    // 8♠ 8♦ against 10♥ (9♣ in the hole, 19). Split: hand 1 draws 10♠ (18), hand 2 draws 10♦ (18); both lose to
    // 19, 10.00 each: the round is -20.00 and the bankroll 980.00.
    let text = try transcript(shoe: "8S 10H 8D 9C 10S 10D", ["bet 10", "split", "stand", "stand"])
    #expect(
      text.contains(
        """
        Hand 1 (8S 10S): loss — dealer 19 beats 18, -10.00
        Hand 2 (8D 10D): loss — dealer 19 beats 18, -10.00
        Round: -20.00
        Bankroll: 980.00

        """))
  }

  @Test func aSingleHandWithoutSideBetsHasNoRoundLine() throws {
    // 10♠ 9♥ against 6♦ (7♣ in the hole, then 4♥: 17); 19 wins: the result line alone says the money.
    let text = try transcript(shoe: "10S 6D 9H 7C 4H", ["bet 10", "stand"])
    #expect(text.contains("Result: win — 19 beats dealer 17, +10.00\nBankroll: 1010.00\n"))
    #expect(!text.contains("Round:"))
  }
}
