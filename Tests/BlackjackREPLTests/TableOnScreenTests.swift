import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackREPL

/// The table shown after every action: the dealer, every hand with its number, total and bet, whose turn it is.
///
/// The expected lines are worked out by hand from the stacked cards (dealing order: player, up card, player, hole
/// card, then each card as it is asked for; a split hand takes its second card when its turn comes).
@Suite struct TableOnScreenTests {
  @Test("a hand split again keeps the numbers and is shown where it is played: after its hand, before the later ones")
  func aResplitHandKeepsTheNumbersAndEveryHandIsShown() throws {
    // 8♠ 8♦ against 6♥ (10♣ in the hole). Split: hand 1 (8♠) draws 8♣ and splits again; the new hand is hand 3,
    // played right after hand 1 and listed there, as the dealer lays it out, so the hands are played in the order
    // they are shown: 1, 3, 2. Hand 1 draws 3♠ (11), hand 3 draws 10♥ (18), hand 2 draws 9♦ (17); the dealer's 16
    // draws 10♠ and busts.
    let text = try transcript(
      shoe: "8S 6H 8D 10C 8C 3S 10H 9D 10S", ["bet 10", "split", "split", "stand", "stand", "stand"])
    #expect(
      text.contains(
        """
        > split
        Dealer: 6H ??
        Hand 1: 8S 8C  16  bet 10.00  <- your turn
        Hand 2: 8D  8  bet 10.00
        Your move (hand 1): hit, stand, double, split
        > split
        Dealer: 6H ??
        Hand 1: 8S 3S  11  bet 10.00  <- your turn
        Hand 3: 8C  8  bet 10.00
        Hand 2: 8D  8  bet 10.00
        Your move (hand 1): hit, stand, double
        > stand
        Hand 1 stands on 11.
        Dealer: 6H ??
        Hand 1: 8S 3S  11  bet 10.00
        Hand 3: 8C 10H  18  bet 10.00  <- your turn
        Hand 2: 8D  8  bet 10.00
        Your move (hand 3): hit, stand, double
        > stand
        Hand 3 stands on 18.
        Dealer: 6H ??
        Hand 1: 8S 3S  11  bet 10.00
        Hand 3: 8C 10H  18  bet 10.00
        Hand 2: 8D 9D  17  bet 10.00  <- your turn
        Your move (hand 2): hit, stand, double
        > stand
        Hand 2 stands on 17.
        Dealer turns over 10C: 6H 10C  16
        Dealer draws 10S: bust (26)
        Dealer busts with 26.
        Hand 1 (8S 3S): win — 11, dealer busts, +10.00
        Hand 3 (8C 10H): win — 18, dealer busts, +10.00
        Hand 2 (8D 9D): win — 17, dealer busts, +10.00
        Round: +30.00
        Bankroll: 1030.00

        """))
  }

  @Test func thePromptNamesTheHandByItsNumber() throws {
    var options = PlayOptions()
    options.seed = 7
    options.stackedCards = try PlayOptions.cards(from: "8S 6H 8D 10C 8C 3S 10H 9D 10S")
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    for line in ["bet 10", "split", "split", "stand"] { _ = session.handle(.line(line)) }
    #expect(session.prompt == "[1000.00 | bet 30.00 | hand 3: hit/stand/double] > ")
  }

  @Test func aSavedRoundGetsItsHandNumbersBackByReplayingIt() throws {
    // The same cards: the first split is at position 0, the second (hand 1 again) at position 0 too.
    let table = try Table(
      rules: Rules(), bankroll: Money(units: 1000), generator: Xoshiro256StarStar(seed: 7),
      stacked: try PlayOptions.cards(from: "8S 6H 8D 10C 8C 3S 10H 9D 10S"))
    let start = try #require(table.snapshot)
    let twice = RoundLog(bet: Money(units: 10), requests: [.action(.split), .action(.split)])
    #expect(REPLSession.spotNumbers(replaying: twice, from: start) == [[1, 3, 2]])
    let standFirst = RoundLog(bet: Money(units: 10), requests: [.action(.split), .action(.split), .action(.stand)])
    #expect(REPLSession.spotNumbers(replaying: standFirst, from: start) == [[1, 3, 2]])
    #expect(REPLSession.spotNumbers(replaying: RoundLog(bet: Money(units: 10)), from: start) == [[1]])
    // Splitting the last hand again appends the new number at the end.
    #expect(HandNumbering.numbers([1, 2], splittingAt: 1) == [1, 2, 3])
  }

  @Test func whenEveryHandIsBustTheDealerHasNothingToBeat() throws {
    // 10♠ 6♦ against 9♥ (7♣ in the hole); the player hits 10♥ and busts with 26.
    let text = try transcript(shoe: "10S 9H 6D 7C 10H", ["bet 10", "hit"])
    #expect(
      text.contains(
        """
        > hit
        Dealer: 9H ??
        You:    10S 6D 10H  bust (26)  bet 10.00
        Dealer turns over 7C: 9H 7C  16
        You busted: no hand is left for the dealer to beat, so the dealer draws no more.
        Result: loss — bust (26), -10.00
        Bankroll: 990.00

        """))
    #expect(!text.contains("Dealer finishes"))
  }

  @Test func aResumedRoundShowsTheWholeTableWithTheSameNumbers() throws {
    let directory = ProfileDirectory()
    var options = PlayOptions()
    options.seed = 7
    options.stackedCards = try PlayOptions.cards(from: "8S 6H 8D 10C 8C 3S 10H 9D 10S")
    var first = try profileSession(directory.database, options: options)
    for line in ["bet 10", "split", "split", "stand"] { _ = first.handle(.line(line)) }
    _ = first.handle(.line("quit"))
    let second = try profileSession(directory.database)
    #expect(
      second.greeting.hasSuffix(
        """
        Resuming round 1, left unfinished when you left the table: bet 30.00.
        Dealer: 6H ??
        Hand 1: 8S 3S  11  bet 10.00
        Hand 3: 8C 10H  18  bet 10.00  <- your turn
        Hand 2: 8D  8  bet 10.00
        Your move (hand 3): hit, stand, double

        """))
  }
}
