import Testing

@testable import BlackjackREPL

/// Golden transcripts of scripted sessions.
///
/// Every session stacks the cards it uses with `--shoe` (dealing order: player, dealer up card, player, dealer hole
/// card, then each card as it is asked for), so each expected line was worked out by hand from the stacked cards,
/// the rules and the published basic-strategy chart (Wizard of Odds, 4–8 decks, S17 DAS) — not copied from a run.
@Suite struct TranscriptTests {
  @Test func hitStandAndADealerBust() throws {
    // 10♠ 6♦ (16) against 9♥ with 7♣ in the hole; the player draws 4♥ (20); the dealer has 16 and draws 10♣.
    let text = try transcript(shoe: "10S 9H 6D 7C 4H 10C", ["bet 10", "hit", "stand", "bankroll", "stats", "quit"])
    #expect(
      text == """
        Blackjack — rules 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, bankroll 1000.00, seed 7.
        Type 'bet 10' to play a round, 'help' for the commands.
        > bet 10
        Bet 10.00.
        Dealer: 9H ??
        You:    10S 6D  16  bet 10.00
        Your move: hit, stand, double
        > hit
        Dealer: 9H ??
        You:    10S 6D 4H  20  bet 10.00
        Your move: hit, stand
        > stand
        You stand on 20.
        Dealer turns over 7C: 9H 7C  16
        Dealer draws 10C: bust (26)
        Dealer busts with 26.
        Result: win — 20, dealer busts, +10.00
        Bankroll: 1010.00
        > bankroll
        Bankroll: 1010.00
        > stats
        Rounds: 1 (1 hand: 1 won, 0 lost, 0 pushed)
        Net: +10.00
        Blackjacks: 0
        Decisions off basic strategy: 0 of 2
        > quit
        Session over.
        Rounds: 1 (1 hand: 1 won, 0 lost, 0 pushed)
        Net: +10.00
        Blackjacks: 0
        Decisions off basic strategy: 0 of 2
        Bankroll: 1010.00 (started with 1000.00)

        """)
  }

  @Test func badBetsLeaveTheTableAlone() throws {
    // Round 1: 10♠ 8♦ (18) against 9♥ 9♣ (18), a push. Round 2 (Enter repeats 25): 5♠ 10♦ (15) against 6♥ 10♣,
    // the dealer draws 5♣ to 21.
    let text = try transcript(
      shoe: "10S 9H 8D 9C 5S 6H 10D 10C 5C",
      [
        "", "bet", "bet 0", "bet -5", "bet abc", "bet 1000.01", "bet 0.50", "bet 12.345", "bet 10 20", "deal", "hit",
        "deal 25", "stand", "", "bet 5", "", "deal", "s", "deal 1 2",
      ])
    #expect(
      text == """
        Blackjack — rules 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, bankroll 1000.00, seed 7.
        Type 'bet 10' to play a round, 'help' for the commands.
        >
        empty line; start a round with 'bet N' (e.g. 'bet 10'), or type 'help'
        > bet
        bet needs an amount, e.g. 'bet 10'
        > bet 0
        a bet must be more than 0; bet from 1.00 to 1000.00
        > bet -5
        a bet cannot be negative; bet from 1.00 to 1000.00
        > bet abc
        'abc' is not an amount; bet from 1.00 to 1000.00, e.g. 'bet 10' or 'bet 12.50'
        > bet 1000.01
        1000.01 is more than your bankroll of 1000.00; bet from 1.00 to 1000.00
        > bet 0.50
        0.50 is below the table minimum of 1.00; bet from 1.00 to 1000.00
        > bet 12.345
        '12.345' is not an amount; bet from 1.00 to 1000.00, e.g. 'bet 10' or 'bet 12.50'
        > bet 10 20
        bet takes one amount, e.g. 'bet 10'
        > deal
        no bet to repeat yet; use 'bet N' or 'deal N' (e.g. 'deal 10')
        > hit
        no hand in play; start a round with 'bet N'
        > deal 25
        Bet 25.00.
        Dealer: 9H ??
        You:    10S 8D  18  bet 25.00
        Your move: hit, stand, double
        > stand
        You stand on 18.
        Dealer turns over 9C: 9H 9C  18
        Dealer finishes with 18.
        Result: push — 18 ties dealer 18, bet back, 0.00
        Bankroll: 1000.00
        >
        Bet 25.00.
        Dealer: 6H ??
        You:    5S 10D  15  bet 25.00
        Your move: hit, stand, double
        > bet 5
        a round is in progress; your move: hit, stand, double
        >
        empty line; your move: hit, stand, double
        > deal
        a round is in progress; your move: hit, stand, double
        > s
        You stand on 15.
        Dealer turns over 10C: 6H 10C  16
        Dealer draws 5C: 21
        Dealer finishes with 21.
        Result: loss — dealer 21 beats 15, -25.00
        Bankroll: 975.00
        > deal 1 2
        deal takes at most one amount, e.g. 'deal' or 'deal 10'
        > ^D
        Session over.
        Rounds: 2 (2 hands: 0 won, 1 lost, 1 pushed)
        Net: -25.00
        Blackjacks: 0
        Decisions off basic strategy: 0 of 2
        Bankroll: 975.00 (started with 1000.00)

        """)
  }

  @Test func splitsDoublesAndIllegalActions() throws {
    // 8♠ 8♦ against 6♥ (10♣ in the hole). Split: hand 1 gets 3♠ (11) and doubles onto 10♥ (21); hand 2 gets 8♣,
    // splits again into 8♦ 2♦ (10, hits 9♠ to 19) and 8♣ 10♠ (18). The dealer's 16 draws 7♦ and busts.
    let text = try transcript(
      shoe: "8S 6H 8D 10C 3S 10H 8C 2D 9S 10S 7D",
      ["bet 10", "surrender", "p", "d", "split", "hint", "hit", "double", "s", "s", "stats"])
    #expect(
      text == """
        Blackjack — rules 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, bankroll 1000.00, seed 7.
        Type 'bet 10' to play a round, 'help' for the commands.
        > bet 10
        Bet 10.00.
        Dealer: 6H ??
        You:    8S 8D  16  bet 10.00
        Your move: hit, stand, double, split
        > surrender
        cannot surrender: surrender is not offered under NS; legal now: hit, stand, double, split
        > p
        Dealer: 6H ??
        Hand 1: 8S 3S  11  bet 10.00  <- your turn
        Hand 2: 8D  8  bet 10.00
        Your move (hand 1): hit, stand, double
        > d
        Dealer: 6H ??
        Hand 1: 8S 3S 10H  21  bet 20.00 (doubled)
        Hand 2: 8D 8C  16  bet 10.00  <- your turn
        Your move (hand 2): hit, stand, double, split
        > split
        Dealer: 6H ??
        Hand 1: 8S 3S 10H  21  bet 20.00 (doubled)
        Hand 2: 8D 2D  10  bet 10.00  <- your turn
        Hand 3: 8C  8  bet 10.00
        Your move (hand 2): hit, stand, double
        > hint
        Basic strategy: double — the chart says double, else hit (Dh) for hard 10 against a 6.
        Why: from 10 one card makes 18 to 21 about 7 times in 13 (an 8, 9, ten or ace), and showing a 6 the dealer \
        busts more than a third of the time: double while you are ahead.
        > hit
        Dealer: 6H ??
        Hand 1: 8S 3S 10H  21  bet 20.00 (doubled)
        Hand 2: 8D 2D 9S  19  bet 10.00  <- your turn
        Hand 3: 8C  8  bet 10.00
        Your move (hand 2): hit, stand
        > double
        cannot double: can only double on the first two cards; legal now: hit, stand
        > s
        Hand 2 stands on 19.
        Dealer: 6H ??
        Hand 1: 8S 3S 10H  21  bet 20.00 (doubled)
        Hand 2: 8D 2D 9S  19  bet 10.00
        Hand 3: 8C 10S  18  bet 10.00  <- your turn
        Your move (hand 3): hit, stand, double
        > s
        Hand 3 stands on 18.
        Dealer turns over 10C: 6H 10C  16
        Dealer draws 7D: bust (23)
        Dealer busts with 23.
        Hand 1 (8S 3S 10H): win — 21, dealer busts, +20.00
        Hand 2 (8D 2D 9S): win — 19, dealer busts, +10.00
        Hand 3 (8C 10S): win — 18, dealer busts, +10.00
        Round: +40.00
        Bankroll: 1040.00
        > stats
        Rounds: 1 (3 hands: 3 won, 0 lost, 0 pushed)
        Net: +40.00
        Blackjacks: 0
        Decisions off basic strategy: 1 of 6
        > ^D
        Session over.
        Rounds: 1 (3 hands: 3 won, 0 lost, 0 pushed)
        Net: +40.00
        Blackjacks: 0
        Decisions off basic strategy: 1 of 6
        Bankroll: 1040.00 (started with 1000.00)

        """)
  }

  @Test func insuranceEvenMoneyAndSurrender() throws {
    // Late surrender. Round 1: 10♠ 6♦ against A♥ with K♣ in the hole: insured, the dealer has blackjack.
    // Round 2: A♠ K♥ against A♦ 9♣: even money declined, the blackjack is paid 3:2.
    // Round 3: 10♥ 6♣ (16) against 10♦ 9♠: surrender. At the insurance hint 309 cards are unseen (312 less the
    // player's two and the up card; the hole card is unseen), 95 of them tens (96 less the 10♠).
    let text = try transcript(
      shoe: "10S AH 6D KC  AS AD KH 9C  10H 10D 6C 9S", rules: "LS",
      [
        "bet 10", "hit", "insurance maybe", "hint", "insurance yes", "insurance no", "", "insurance no", "",
        "hint", "r", "stats",
      ])
    #expect(
      text == """
        Blackjack — rules 6D S17 DOA DAS SPL4 NRSA LS 3:2 PEEK PEN75, bankroll 1000.00, seed 7.
        Type 'bet 10' to play a round, 'help' for the commands.
        > bet 10
        Bet 10.00.
        Dealer: AH ??
        You:    10S 6D  16  bet 10.00
        The dealer shows an ace. Insurance costs 5.00 and pays 2:1 if the dealer has blackjack. (insurance yes|no)
        > hit
        cannot hit now: the insurance question is open; answer 'insurance yes' or 'insurance no'
        > insurance maybe
        insurance takes yes or no, e.g. 'insurance no' (or 'yes', 'no', 'y', 'n' alone)
        > hint
        Basic strategy: decline insurance — insurance pays 2:1 but the dealer has blackjack less than a third of the \
        time (here 95 of the 309 unseen cards are tens), so it loses money unless a count says the shoe is rich in \
        tens.
        > insurance yes
        You take insurance for 5.00.
        Dealer turns over KC: AH KC  blackjack
        Result: loss — dealer blackjack beats 16, -10.00
        Insurance 5.00: pays 2:1, +10.00
        Bankroll: 1000.00
        > insurance no
        no insurance is offered now; it is offered when the dealer shows an ace, before you play
        >
        Bet 10.00.
        Dealer: AD ??
        You:    AS KH  blackjack  bet 10.00
        You have blackjack and the dealer shows an ace: take even money? (insurance yes|no)
        > insurance no
        You decline even money.
        The dealer checks for blackjack: none. The round goes on.
        Dealer turns over 9C: AD 9C  soft 20
        No hand is left for the dealer to beat, so the dealer draws no more.
        Result: blackjack — blackjack pays 3:2, +15.00
        Bankroll: 1015.00
        >
        Bet 10.00.
        Dealer: 10D ??
        You:    10H 6C  16  bet 10.00
        Your move: hit, stand, double, surrender
        > hint
        Basic strategy: surrender — the chart says surrender, else hit (Rh) for hard 16 against a ten.
        Why: played out, this hand loses more than half the bet on average; surrendering loses exactly half.
        > r
        You surrender half the bet.
        Dealer turns over 9S: 10D 9S  19
        No hand is left for the dealer to beat, so the dealer draws no more.
        Result: surrender — half the bet back, -5.00
        Bankroll: 1010.00
        > stats
        Rounds: 3 (3 hands: 1 won, 2 lost, 0 pushed)
        Net: +10.00
        Blackjacks: 1
        Decisions off basic strategy: 1 of 3
        > ^D
        Session over.
        Rounds: 3 (3 hands: 1 won, 2 lost, 0 pushed)
        Net: +10.00
        Blackjacks: 1
        Decisions off basic strategy: 1 of 3
        Bankroll: 1010.00 (started with 1000.00)

        """)
  }

  @Test("insurance the bankroll cannot cover is not offered, and the dealer's check is said")
  func unaffordableInsurance() throws {
    // Bankroll 12, bet 10: 2.00 free, insurance would cost 5.00. 10S 6D against AH with 9C in the hole: no question;
    // the dealer peeks (no blackjack) and the player's move comes at once.
    let text = try transcript(shoe: "10S AH 6D 9C", bankroll: "12", ["bet 10", "insurance yes", "stand"])
    #expect(
      text.contains(
        """
        You:    10S 6D  16  bet 10.00
        The dealer shows an ace. Insurance would cost 5.00 and 2.00 of the bankroll is free, so it is not offered.
        The dealer checks for blackjack: none. The round goes on.
        Your move: hit, stand

        """), "\(text)")
    #expect(text.contains("> insurance yes\nno insurance is offered now"))
    // With 15 free, it is asked as usual.
    let asked = try transcript(shoe: "10S AH 6D 9C", bankroll: "15", ["bet 10"])
    #expect(asked.contains("Insurance costs 5.00 and pays 2:1"))
  }

  @Test func moneyLimitsAndTheEndOfTheBankroll() throws {
    // Bankroll 15. Round 1: 5♠ 6♦ (11) against 6♥ 10♣: doubling 10 more is not affordable; a hit draws 10♠ (21),
    // the dealer's 16 draws 7♣ and busts. Round 2: all 25 on 10♥ 6♠ (16) against 9♦ 10♦ (19): the bankroll is gone.
    let text = try transcript(
      shoe: "5S 6H 6D 10C 10S 7C  10H 9D 6S 10D", bankroll: "15",
      ["bet 10", "d", "hint", "h", "bet 25", "s", "bankroll"])
    #expect(
      text == """
        Blackjack — rules 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, bankroll 15.00, seed 7.
        Type 'bet 10' to play a round, 'help' for the commands.
        > bet 10
        Bet 10.00.
        Dealer: 6H ??
        You:    5S 6D  11  bet 10.00
        Your move: hit, stand
        > d
        not enough money: that needs 10.00 and 5.00 is free; your move: hit, stand
        > hint
        Basic strategy: double — the chart says double, else hit (Dh) for hard 11 against a 6.
        Why: from 11 one card makes 18 to 21 about 7 times in 13 (a 7, 8, 9 or ten), and showing a 6 the dealer busts \
        more than a third of the time: double while you are ahead.
        (Your bankroll cannot cover a double now.)
        > h
        Dealer: 6H ??
        You:    5S 6D 10S  21  bet 10.00
        Dealer turns over 10C: 6H 10C  16
        Dealer draws 7C: bust (23)
        Dealer busts with 23.
        Result: win — 21, dealer busts, +10.00
        Bankroll: 25.00
        > bet 25
        Bet 25.00.
        Dealer: 9D ??
        You:    10H 6S  16  bet 25.00
        Your move: hit, stand
        > s
        You stand on 16.
        Dealer turns over 10D: 9D 10D  19
        Dealer finishes with 19.
        Result: loss — dealer 19 beats 16, -25.00
        Bankroll: 0.00
        Your bankroll of 0.00 cannot cover the minimum bet of 1.00.
        Session over.
        Rounds: 2 (2 hands: 1 won, 1 lost, 0 pushed)
        Net: -15.00
        Blackjacks: 0
        Decisions off basic strategy: 2 of 2
        Bankroll: 0.00 (started with 15.00)

        """)
  }
}

extension TranscriptTests {
  @Test func aRoundSettledAtTheDealShowsTheDealThenTheHoleCard() throws {
    // A♥ J♥ is a blackjack against 9♣ with Q♣ in the hole (19, no peek needed against a 9): paid 3:2 at once.
    let text = try transcript(shoe: "AH 9C JH QC", ["bet 10"])
    #expect(
      text.contains(
        """
        > bet 10
        Bet 10.00.
        Dealer: 9C ??
        You:    AH JH  blackjack  bet 10.00
        Dealer turns over QC: 9C QC  19
        No hand is left for the dealer to beat, so the dealer draws no more.
        Result: blackjack — blackjack pays 3:2, +15.00
        Bankroll: 1015.00
        > ^D
        """))
  }

  @Test func withoutAHoleCardTheDealerTakesTheSecondCardAfterThePlayer() throws {
    // ENHC: the dealer gets one card at the deal (6♦) and takes 4♣ then A♦ after the player stands on 2♥ 8♦.
    let text = try transcript(shoe: "2H 6D 8D 4C AD", rules: "ENHC", ["bet 10", "s"])
    #expect(
      text.contains(
        """
        > bet 10
        Bet 10.00.
        Dealer: 6D
        You:    2H 8D  10  bet 10.00
        Your move: hit, stand, double
        > s
        You stand on 10.
        Dealer takes 4C: 6D 4C  10
        Dealer draws AD: soft 21
        Dealer finishes with soft 21.
        Result: loss — dealer soft 21 beats 10, -10.00
        Bankroll: 990.00
        """))
  }
}
