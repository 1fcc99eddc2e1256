import Testing

@testable import BlackjackREPL

/// A guest who leaves mid-round: every unfinished hand stands and the round is settled, the dealer playing; nothing
/// is refunded. Each transcript stacks its cards (player, dealer up, player, dealer hole, then as asked for), so the
/// expected lines are worked out by hand.
@Suite struct GuestLeavesTests {
  @Test func leavingAtTheInsuranceQuestionDeclinesItAndStands() throws {
    // 10♠ 6♦ (16) against A♥ with 9♣ in the hole: insurance is declined, the dealer peeks (no blackjack), the 16
    // stands, and the dealer's soft 20 wins.
    let text = try transcript(shoe: "10S AH 6D 9C", ["bet 10", "quit"])
    #expect(
      text.hasSuffix(
        """
        > quit
        You leave mid-round: your unfinished hands stand, and the round is settled (nothing is refunded).
        Dealer turns over 9C: AH 9C  soft 20
        Dealer finishes with soft 20.
        Result: loss — dealer soft 20 beats 16, -10.00
        Bankroll: 990.00
        Session over.
        Rounds: 1 (1 hand: 0 won, 1 lost, 0 pushed)
        Net: -10.00
        Blackjacks: 0
        Decisions off basic strategy: 0 of 0
        Bankroll: 990.00 (started with 1000.00)

        """))
  }

  @Test func leavingAfterASplitStandsBothHands() throws {
    // 8♠ 8♦ against 6♥ (10♣ in the hole), split: hand 1 takes 3♠ (11), hand 2 will take 9♦ (17). At ^D both stand;
    // the dealer's 16 draws 10♥ and busts, and both hands win.
    let text = try transcript(shoe: "8S 6H 8D 10C 3S 9D 10H", ["bet 10", "split"])
    #expect(
      text.hasSuffix(
        """
        > ^D
        You leave mid-round: your unfinished hands stand, and the round is settled (nothing is refunded).
        Dealer turns over 10C: 6H 10C  16
        Dealer draws 10H: bust (26)
        Dealer busts with 26.
        Hand 1 (8S 3S): win — 11, dealer busts, +10.00
        Hand 2 (8D 9D): win — 17, dealer busts, +10.00
        Round: +20.00
        Bankroll: 1020.00
        Session over.
        Rounds: 1 (2 hands: 2 won, 0 lost, 0 pushed)
        Net: +20.00
        Blackjacks: 0
        Decisions off basic strategy: 0 of 1
        Bankroll: 1020.00 (started with 1000.00)

        """))
  }
}
