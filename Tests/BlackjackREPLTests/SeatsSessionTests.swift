import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackREPL

@Suite("AI seats at the table (play --seats)")
struct SeatsSessionTests {
  /// A guest session of `seats` seats, the player at `seat`, the AI styles `players`, dealing `shoe` first.
  func session(seats: Int, seat: Int, players: String, shoe: String) throws -> REPLSession {
    var options = PlayOptions()
    options.seed = 3
    options.seats = seats
    options.seat = seat
    options.players = try AIPlayerStyle.list(parsing: players)
    options.stackedCards = try PlayOptions.cards(from: shoe)
    return try REPLSession(options: options, style: CardStyle(ascii: true))
  }

  /// The stacked shoe: seat 1's round (seat 1, up card, seat 1, hole, then draws), the player's round, seat 3's.
  static let shoe = "6H 6D 5C TS 8C 7H 9S 7D 9D TD 9H 6S 9C KH 5D TC JC"

  @Test("seats before the player play first, seats after play last, each by its style, and count counts them")
  func transcript() throws {
    // Worked out by hand against the published 6-deck S17 DAS chart (Wizard of Odds, "4-8 decks, dealer stands
    // on soft 17"). Seat 1 (basic): 6♥ 5♣ = 11 v 6 doubles (chart: D), draws 8♣ = 19; its dealer 6♦ 10♠ draws
    // 7♥, busts: +20. The player: 9♠ 9♦ v 7 stands (chart: stand 9-9 v 7); dealer 7♦ 10♦ 17: +10. Seat 3
    // (typical): 9♥ 9♣ v 6 — the chart splits, the typical player never splits 9s and stands on 18; its dealer
    // 6♠ K♥ draws 5♦ = 21: -10. Hi-Lo (+1 for 2-6, -1 for tens and aces): 6 6 5 T | 9 7 9 T | 9 6 9 K 5 is
    // +3 -1 +0 -1 +2 -1 = +2 over 15 cards; 312 - 15 = 297 left, true count 2 / (297/52) = 0.35, "+0.4".
    var s = try session(seats: 3, seat: 2, players: "basic typical", shoe: Self.shoe)
    var text = ""
    for line in ["bet 10", "stand", "count"] { text += s.handle(.line(line)) }
    #expect(
      text == """
        Seat 1 (basic) bets 10.00: 6H 5C 8C 19 (doubled) win, +20.00
        Seats' dealer: 6D 10S 7H  bust (23)
        Bet 10.00.
        Dealer: 7D ??
        You:    9S 9D  18  bet 10.00
        Your move: hit, stand, double, split
        You stand on 18.
        Dealer turns over 10D: 7D 10D  17
        Dealer finishes with 17.
        Result: win — 18 beats dealer 17, +10.00
        Seat 3 (typical) bets 10.00: 9H 9C 18 loss, -10.00
        Seats' dealer: 6S KH 5D  21
        Bankroll: 1010.00
        Hi-Lo running count +2, true count +0.4 (per deck unseen); cards seen since the shuffle: 15, cards left: 297 \
        (about 5.7 decks)

        """)
    // The AI seats' money is theirs: the player's bankroll moved only by the player's +10.
    #expect(s.bankroll == Money(cents: 101_000))
  }

  @Test("a basic-strategy seat splits the 9s the typical player stands on")
  func basicSplitsNines() throws {
    // Seat 3 (basic): 9♥ 9♣ v 6 splits (chart: split 9-9 v 2-6); 9♥ draws 5♦ = 14 and stands (chart: stand 13-16
    // v 2-6), 9♣ draws 10♣ = 19; the dealer's 6♠ K♥ draws J♣ and busts: +20.
    var s = try session(seats: 3, seat: 2, players: "basic", shoe: Self.shoe)
    var text = ""
    for line in ["bet 10", "stand"] { text += s.handle(.line(line)) }
    #expect(
      text.contains(
        "Seat 3 (basic) bets 10.00: 9H 5D 14 win | 9C 10C 19 win, +20.00\nSeats' dealer: 6S KH JC  bust (26)\n"))
  }

  @Test("a bet during a round is refused and the seats before the player's do not play again")
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
    s.seenCards = Array(repeating: Card(.two, of: .clubs), count: 20)
    #expect(s.counterBetUnits() == 4)
    s.seenCards = Array(repeating: Card(.two, of: .clubs), count: 30)
    #expect(s.counterBetUnits() == 8)
  }

  @Test("bad seats are refused in one line naming the allowed range")
  func refusals() throws {
    var options = PlayOptions()
    options.seed = 1
    options.seats = 8
    #expect(throws: PlayOptionsError.badSeats("--seats must be 1 to 7 (the seats at the table); got 8")) {
      try options.validateSeats()
    }
    options.seats = 3
    options.seat = 4
    #expect(throws: PlayOptionsError.badSeats("--seat must be 1 to 3 (a seat at the table of --seats 3); got 4")) {
      try options.validateSeats()
    }
    options.seat = 1
    options.seed = nil
    options.profile = "alice"
    #expect(
      throws: PlayOptionsError.badSeats(
        "--seats above 1 plays as a guest: a profile cannot save the AI seats; add --guest (or --seed)")
    ) { try options.validateSeats() }
    #expect(
      throws: PlayOptionsError.badSeats("--players: 'shark' is not a player style; use basic, counter, typical")
    ) { _ = try AIPlayerStyle.list(parsing: "basic shark") }
  }
}
