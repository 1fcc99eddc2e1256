import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackREPL

@Suite("AI seats at the table (play --seats)")
struct SeatsSessionTests {
  /// A guest session of `seats` seats, the player at `seat` with `spots` spots, the AI styles `players`, dealing
  /// `shoe` first.
  func session(
    seats: Int, seat: Int, spots: Int = 1, players: String, shoe: String, rules: String? = nil,
    bankroll: String = "1000"
  ) throws -> REPLSession {
    var options = PlayOptions()
    options.seed = 3
    options.seating.seats = seats
    options.seating.seat = seat
    options.seating.spots = spots
    options.rulesSpec = rules
    options.bankroll = bankroll
    options.seating.players = try AIPlayerStyle.list(parsing: players)
    options.stackedCards = try PlayOptions.cards(from: shoe)
    return try REPLSession(options: options, style: CardStyle(ascii: true))
  }

  func cards(_ text: String) -> [Card] { text.split(separator: " ").map { Card($0)! } }

  /// The stacked shoe of one round of three positions, in casino order: the first cards of seats 1-3 (6H, 9S, 9H),
  /// the up card TD, the second cards (5C, 7D, 3C), the hole card 7H; then seat 1's double (8C), the player's hit
  /// (4S), seat 3's hit (5D).
  static let shoe = "6H 9S 9H TD 5C 7D 3C 7H 8C 4S 5D"

  @Test("the greeting and 'rules' name every position in seat order: the AI seats' styles and the player's spots")
  func greetingNamesThePositions() throws {
    // --seats 3 --seat 2 --spots 2 --players "basic typical": seat 1 is the first AI (basic), the player's two spots
    // take positions 2 and 3, and the second AI seat (typical) sits after them at position 4.
    var s = try session(seats: 3, seat: 2, spots: 2, players: "basic typical", shoe: Self.shoe)
    let line = "Positions, in the order they play: 1 AI (basic), 2 you, 3 you, 4 AI (typical).\n"
    #expect(s.greeting.contains("seed 3.\n" + line), "\(s.greeting)")
    #expect(s.handle(.line("rules")).hasSuffix(line))
    // Alone at the table, no such line.
    var alone = try session(seats: 1, seat: 1, players: "basic", shoe: Self.shoe)
    #expect(!alone.greeting.contains("Positions"))
    #expect(!alone.handle(.line("rules")).contains("Positions"))
  }

  @Test("one round: seats are dealt in seat order, seat 1 plays first, seat 3 after the player, one dealer for all")
  func transcript() throws {
    // Worked out by hand against the published 6-deck S17 DAS chart (Wizard of Odds, "4-8 decks, dealer stands
    // on soft 17"). Seat 1 (basic): 6♥ 5♣ = 11 v 10 doubles (chart: D), draws 8♣ = 19. The player hits 9♠ 7♦ = 16,
    // draws 4♠ = 20 and stands. Seat 3 (typical) only then hits 9♥ 3♣ = 12 v 10 (chart: H; the typical player's
    // 12 mistake is against a 2 or 3 only), draws 5♦ = 17 — the card after the player's — and stands. The one
    // dealer 10♦ 7♥ 17 stands: seat 1 +20, the player +10, seat 3 pushes. Hi-Lo (+1 for 2-6, -1 for tens and
    // aces): 6 9 9 T 5 7 3 7 8 4 5 is +4 over 11 cards; 312 - 11 = 301 left, true count 4 / (301/52) = 0.69.
    var s = try session(seats: 3, seat: 2, players: "basic typical", shoe: Self.shoe)
    var text = ""
    for line in ["bet 10", "hit", "stand", "count"] { text += s.handle(.line(line)) }
    #expect(
      text == """
        Bet 10.00.
        Dealer: 10D ??
        Seat 1 (basic) bets 10.00: 6H 5C 8C 19 (doubled)
        You:    9S 7D  16  bet 10.00
        Seat 3 (typical) bets 10.00: 9H 3C 12
        Your move: hit, stand, double
        Dealer: 10D ??
        You:    9S 7D 4S  20  bet 10.00
        Your move: hit, stand
        You stand on 20.
        Dealer turns over 7H: 10D 7H  17
        Dealer finishes with 17.
        Result: win — 20 beats dealer 17, +10.00
        Seat 1 (basic) bets 10.00: 6H 5C 8C 19 (doubled) win, +20.00
        Seat 3 (typical) bets 10.00: 9H 3C 5D 17 push, 0.00
        Bankroll: 1010.00
        Hi-Lo running count +4, true count +0.7 (per deck unseen); cards seen since the shuffle: 11, cards left: 301 \
        (about 5.8 decks)

        """)
    // The AI seats' money is theirs: the player's bankroll moved only by the player's +10.
    #expect(s.bankroll == Money(cents: 101_000))
  }

  @Test("every position is dealt in seat order and sees the same up card and dealer hand")
  func oneDealerForAll() throws {
    var s = try session(seats: 3, seat: 2, players: "basic typical", shoe: Self.shoe)
    _ = s.handle(.line("bet 10"))
    // Casino order, from the stacked shoe: first cards 6H 9S 9H, the up card TD, second cards 5C 7D 3C.
    let dealt = try #require(s.table.positions)
    #expect(dealt.map { Array($0.hand(at: 0).cards.prefix(2)) } == [cards("6H 5C"), cards("9S 7D"), cards("9H 3C")])
    #expect(dealt.allSatisfy { $0.upCard == Card("TD")! })
    _ = s.handle(.line("hit"))
    _ = s.handle(.line("stand"))
    let settled = try #require(s.table.positions)
    #expect(settled.allSatisfy { Array($0.dealer.cards) == cards("TD 7H") })
    #expect(settled.allSatisfy { $0.phase == .settled })
  }

  @Test("a basic-strategy seat splits the 9s the typical player stands on, after the player's decisions")
  func basicSplitsNines() throws {
    // Seat 1 (the player) stands on 10♠ 8♦ = 18 v 6. Seat 2 (basic): 9♥ 9♣ v 6 splits (chart: split 9-9 v 2-6);
    // 9♥ draws 5♦ = 14 and stands (chart: stand 13-16 v 2-6), 9♣ draws 10♣ = 19; the dealer's 6♠ K♥ draws J♣ and
    // busts: the player +10, seat 2 +20.
    var s = try session(seats: 2, seat: 1, players: "basic", shoe: "TS 9H 6S 8D 9C KH 5D TC JC")
    var text = ""
    for line in ["bet 10", "stand"] { text += s.handle(.line(line)) }
    #expect(text.contains("Dealer turns over KH: 6S KH  16\nDealer draws JC: bust (26)\nDealer busts with 26.\n"))
    #expect(text.contains("Result: win — 18, dealer busts, +10.00\n"))
    #expect(text.contains("Seat 2 (basic) bets 10.00: 9H 5D 14 win | 9C 10C 19 win, +20.00\nBankroll: 1010.00\n"))
  }

  @Test("a side bet rides on the player's spot and settles into the player's bankroll, not the seats'")
  func sideBetWithSeats() throws {
    // The shoe of Scripts/test-terminal. Deal: 6H TS 9H, up 6D, 5C TD 9C, hole KS (16). Seat 1 (basic) doubles 11
    // v 6: 8C, 19. The player's TS TD is a mixed pair (one red, one black): Perfect Pairs pays 6 to 1, +30 on 5.
    // The player stands on 20; seat 3 (typical) stands on 9-9 v 6. The dealer draws 7H: bust (23). The player +10
    // and +30: the round +40, 1040.
    var options = PlayOptions()
    options.seed = 3
    options.seating.seats = 3
    options.seating.seat = 2
    options.seating.players = try AIPlayerStyle.list(parsing: "basic typical")
    options.sideBets = try PlayOptions.sideBets(from: "pp")
    options.stackedCards = try PlayOptions.cards(from: "6H TS 9H 6D 5C TD 9C KS 8C 7H")
    var s = try REPLSession(options: options, style: CardStyle(ascii: true))
    var text = ""
    for line in ["bet 10 pp 5", "stand"] { text += s.handle(.line(line)) }
    #expect(
      text.contains("Perfect Pairs 5.00: mixed pair pays 6 to 1, wins 30.00.\nYour move: hit, stand, double, split\n"))
    #expect(text.contains("Dealer draws 7H: bust (23)\n"))
    #expect(text.contains("Seat 1 (basic) bets 10.00: 6H 5C 8C 19 (doubled) win, +20.00\n"))
    #expect(text.contains("Seat 3 (typical) bets 10.00: 9H 9C 18 win, +10.00\nRound: +40.00\nBankroll: 1040.00\n"))
    #expect(s.bankroll == Money(cents: 104_000))
  }

  @Test("two spots: each bet typed, played one after another, hands numbered across spots, one bankroll")
  func twoSpots() throws {
    // Worked out by hand. Positions: the player's spots 1 and 2, then seat 3 (basic). First cards TS 8H 9C, up 6D,
    // second cards 9S 8D 2C, hole TC (16). Hand 1 stands on 19. Hand 2 splits 8-8: hand 2 (8H) draws 3H = 11 and
    // doubles (DAS) for 9H = 20; the new hand 3 (8D) draws 7C = 15 and stands. Only then seat 3 doubles 11 v 6
    // (chart: D) for 5S = 16. The dealer's 6D TC 16 draws 3D = 19. Hand 1 pushes, hand 2 wins 20, hand 3 loses 10:
    // 1000 + 20 - 10 = 1010; seat 3's -20 is not the player's.
    var s = try session(
      seats: 2, seat: 1, spots: 2, players: "basic", shoe: "TS 8H 9C 6D 9S 8D 2C TC 3H 9H 7C 5S 3D")
    var text = ""
    for line in ["bet 10", "stand", "split", "double", "stand"] { text += s.handle(.line(line)) }
    #expect(
      text == """
        Bets 10.00 on each of your 2 spots.
        Dealer: 6D ??
        Hand 1: 10S 9S  19  bet 10.00  <- your turn
        Hand 2: 8H 8D  16  bet 10.00
        Seat 3 (basic) bets 10.00: 9C 2C 11
        Your move (hand 1): hit, stand, double
        Hand 1 stands on 19.
        Dealer: 6D ??
        Hand 1: 10S 9S  19  bet 10.00
        Hand 2: 8H 8D  16  bet 10.00  <- your turn
        Your move (hand 2): hit, stand, double, split
        Dealer: 6D ??
        Hand 1: 10S 9S  19  bet 10.00
        Hand 2: 8H 3H  11  bet 10.00  <- your turn
        Hand 3: 8D  8  bet 10.00
        Your move (hand 2): hit, stand, double
        Dealer: 6D ??
        Hand 1: 10S 9S  19  bet 10.00
        Hand 2: 8H 3H 9H  20  bet 20.00 (doubled)
        Hand 3: 8D 7C  15  bet 10.00  <- your turn
        Your move (hand 3): hit, stand, double
        Hand 3 stands on 15.
        Dealer turns over 10C: 6D 10C  16
        Dealer draws 3D: 19
        Dealer finishes with 19.
        Hand 1 (10S 9S): push — 19 ties dealer 19, bet back, 0.00
        Hand 2 (8H 3H 9H): win — 20 beats dealer 19, +20.00
        Hand 3 (8D 7C): loss — dealer 19 beats 15, -10.00
        Seat 3 (basic) bets 10.00: 9C 2C 5S 16 (doubled) loss, -20.00
        Round: +10.00
        Bankroll: 1010.00

        """)
    #expect(s.bankroll == Money(cents: 101_000))
    // One deal of the dealer's is one round of the statistics, however many spots (as simulate counts rounds).
    #expect(s.handle(.line("stats")).hasPrefix("Rounds: 1 (3 hands: 1 won, 1 lost, 1 pushed)\nNet: +10.00\n"))
  }

  @Test("three spots: a bet the bankroll cannot cover three times is refused; a blackjack spot is paid")
  func threeSpots() throws {
    // Worked out by hand. First cards TS TH AS, up 7D, second cards TC 6C KS, hole TD (17). Hand 3 is a blackjack,
    // paid 3:2 at once. Hand 1 stands on 20, hand 2 hits 16: 5H = 21. The dealer stands on 17: +10 +10 +15 on a
    // bankroll of 100 is 135.
    var s = try session(
      seats: 1, seat: 1, spots: 3, players: "basic", shoe: "TS TH AS 7D TC 6C KS TD 5H", bankroll: "100")
    let refusal = s.respond(to: .line("bet 40"))
    #expect(refusal.isRefusal)
    #expect(refusal.text == "not enough money: that needs 120.00 and your bankroll is 100.00\n")
    var text = ""
    for line in ["bet 10", "stand", "hit"] { text += s.handle(.line(line)) }
    #expect(
      text == """
        Bets 10.00 on each of your 3 spots.
        Dealer: 7D ??
        Hand 1: 10S 10C  20  bet 10.00  <- your turn
        Hand 2: 10H 6C  16  bet 10.00
        Hand 3: AS KS  blackjack  bet 10.00
        Your move (hand 1): hit, stand, double, split
        Hand 1 stands on 20.
        Dealer: 7D ??
        Hand 1: 10S 10C  20  bet 10.00
        Hand 2: 10H 6C  16  bet 10.00  <- your turn
        Hand 3: AS KS  blackjack  bet 10.00
        Your move (hand 2): hit, stand, double
        Dealer: 7D ??
        Hand 1: 10S 10C  20  bet 10.00
        Hand 2: 10H 6C 5H  21  bet 10.00
        Hand 3: AS KS  blackjack  bet 10.00
        Dealer turns over 10D: 7D 10D  17
        Dealer finishes with 17.
        Hand 1 (10S 10C): win — 20 beats dealer 17, +10.00
        Hand 2 (10H 6C 5H): win — 21 beats dealer 17, +10.00
        Hand 3 (AS KS): blackjack — blackjack pays 3:2, +15.00
        Round: +35.00
        Bankroll: 135.00

        """)
    #expect(s.bankroll == Money(cents: 13_500))
  }

  @Test("after the insurance answers, AI insurance is named and the seats before yours are shown before your move")
  func seatsBeforeYoursAreShownBeforeYourMove() throws {
    // Deal order: seat 1, you, seat 3, the up card, seat 1, you, seat 3, the hole card. Seat 1 (basic) TH 6C, you
    // 9S 8D, seat 3 (typical, who always insures) TC 8H; the dealer AS with 9C in the hole (no blackjack). After the
    // answers seat 1 hits 16 against an ace (published 6D S17 chart: H) and draws 5D to 21, all before your move.
    var s = try session(seats: 3, seat: 2, players: "basic typical", shoe: "TH 9S TC AS 6C 8D 8H 9C 5D")
    let deal = s.handle(.line("bet 10"))
    #expect(deal.hasSuffix("(insurance yes|no)\n"), "\(deal)")
    #expect(!deal.contains("5D"))
    let text = s.handle(.line("no"))
    #expect(
      text == """
        No insurance.
        Seat 3 (typical) takes insurance for 5.00.
        The dealer checks for blackjack: none. The round goes on.
        Dealer: AS ??
        Seat 1 (basic) bets 10.00: 10H 6C 5D 21
        You:    9S 8D  17  bet 10.00
        Seat 3 (typical) bets 10.00: 10C 8H 18, insured 5.00
        Your move: hit, stand, double

        """)
  }

  @Test("insurance is asked once per spot, in seat order, before any spot plays")
  func insurancePerSpot() throws {
    // First cards TS 9H, up AS, second cards 7S 2D, hole 9C (no blackjack). Hand 1 insures (5.00) and hand 2
    // declines before hand 1 plays; hand 1 stands on 17, hand 2 doubles 11: 9D = 20. The dealer's A 9 is soft 20:
    // hand 1 loses 10 and the insurance 5, hand 2 pushes: 1000 - 15 = 985.
    var s = try session(seats: 1, seat: 1, spots: 2, players: "basic", shoe: "TS 9H AS 7S 2D 9C 9D")
    var text = ""
    for line in ["bet 10", "insurance yes", "no", "stand", "double"] { text += s.handle(.line(line)) }
    #expect(
      text.hasPrefix(
        """
        Bets 10.00 on each of your 2 spots.
        Dealer: AS ??
        Hand 1: 10S 7S  17  bet 10.00
        Hand 2: 9H 2D  11  bet 10.00
        The dealer shows an ace. Insurance on hand 1 costs 5.00 and pays 2:1 if the dealer has blackjack. \
        (insurance yes|no)
        You take insurance for 5.00 on hand 1.
        The dealer shows an ace. Insurance on hand 2 costs 5.00 and pays 2:1 if the dealer has blackjack. \
        (insurance yes|no)
        No insurance on hand 2.
        The dealer checks for blackjack: none. The round goes on.
        Your move (hand 1): hit, stand, double

        """))
    #expect(
      text.contains("Hand 1 (10S 7S): loss — dealer soft 20 beats 17, -10.00\nInsurance on hand 1 5.00: lost, -5.00\n"))
    #expect(s.bankroll == Money(cents: 98_500))
  }

  @Test("the shoe is prepared once before the whole table's deal: after the cut card, seats before yours get new cards")
  func shuffleBeforeSeats() throws {
    // One deck cut at half (PEN50: the cut card comes out after 26 cards). Seat 1 (basic) plays before the player.
    var s = try session(seats: 2, seat: 2, players: "basic", shoe: "2C", rules: "1D S17 DAS PEN50")
    var rounds = 0
    while !s.table.shoe.currentShoe.needsShuffle && rounds < 40 {
      _ = s.handle(.line("bet 1"))
      while s.round != nil { _ = s.handle(.line(s.round?.phase == .insurance ? "no" : "stand")) }
      rounds += 1
    }
    #expect(s.table.shoe.currentShoe.needsShuffle)
    let shuffles = s.table.shoe.shuffleCount
    let text = s.handle(.line("bet 1"))
    #expect(text.hasPrefix("The cut card is out: the shoe is shuffled.\nBet 1.00.\n"))
    #expect(s.table.shoe.shuffleCount == shuffles + 1)
    // Every card dealt since the shuffle is on the table, seat 1's included: the shuffle came before any seat's
    // first card.
    let positions = try #require(s.table.positions)
    let onTable =
      positions.reduce(0) { $0 + $1.hands.reduce(0) { $0 + $1.cards.count } } + (s.table.tableDealer?.cards.count ?? 0)
    #expect(s.table.shoe.currentShoe.discardCount == onTable)
    #expect(!s.table.shoe.currentShoe.needsShuffle)
  }

  @Test("a bet during a round is refused and the seats do not play again")
  func betDuringRound() throws {
    var s = try session(seats: 3, seat: 2, players: "basic typical", shoe: Self.shoe)
    _ = s.handle(.line("bet 10"))
    let text = s.handle(.line("bet 10"))
    #expect(!text.contains("Seat "))
    #expect(text.hasPrefix("a round is in progress; "))
  }

  @Test("the counter bets 1 to 8 units off the Hi-Lo true count")
  func counterSpread() throws {
    var s = try session(seats: 2, seat: 1, players: "counter", shoe: "2C")
    #expect(s.counterBetUnits() == 1)
    // 20 low cards seen: running count +20, 312 cards unseen (the stacked card is still in the shoe): true count
    // 20 / 6 = 3.3, floored to 3; the 1-8 spread doubles from +1: 1, 2 at +2, 4 at +3, 8 at +4.
    s.seen.cards = Array(repeating: Card(.two, of: .clubs), count: 20)
    #expect(s.counterBetUnits() == 4)
    s.seen.cards = Array(repeating: Card(.two, of: .clubs), count: 30)
    #expect(s.counterBetUnits() == 8)
  }

  @Test("bad seats are refused in one line naming the allowed range")
  func refusals() throws {
    var options = PlayOptions()
    options.seed = 1
    options.seating.seats = 8
    #expect(throws: PlayOptionsError.badSeats("--seats must be 1 to 7 (the seats at the table); got 8")) {
      try options.seating.validate()
    }
    options.seating.seats = 3
    options.seating.seat = 4
    #expect(throws: PlayOptionsError.badSeats("--seat must be 1 to 3 (a seat at the table of --seats 3); got 4")) {
      try options.seating.validate()
    }
    options.seating.seat = 1
    options.seed = nil
    options.saving.profile = "alice"
    // A profile saves the AI seats and the spots (issue 31, item 12; see ProfileTableTests).
    #expect(throws: Never.self) { try options.seating.validate() }
    options.saving.profile = nil
    options.seed = 1
    options.seating.seats = 1
    for (seats, spots, line) in [
      (1, 0, "--spots must be 1 to 3; got 0"), (1, 4, "--spots must be 1 to 3; got 4"),
      (6, 3, "--spots must be 1 to 2 (beside 5 AI seats, to fit the 7 positions at the table); got 3"),
      (7, 2, "--spots must be 1 (beside 6 AI seats, to fit the 7 positions at the table); got 2"),
    ] {
      options.seating.seats = seats
      options.seating.seat = 1
      options.seating.spots = spots
      #expect(throws: PlayOptionsError.badSeats(line)) { try options.seating.validate() }
    }
    options.seating.seats = 5
    options.seating.spots = 3
    #expect(throws: Never.self) { try options.seating.validate() }
    #expect(options.seating.styles.count == 7)
    options.seating.seats = 1
    options.seed = nil
    options.saving.profile = "alice"
    options.seating.spots = 2
    #expect(throws: Never.self) { try options.seating.validate() }
    #expect(
      throws: PlayOptionsError.badSeats("--players: 'shark' is not a player style; use basic, counter, typical")
    ) { _ = try AIPlayerStyle.list(parsing: "basic shark") }
  }
}
