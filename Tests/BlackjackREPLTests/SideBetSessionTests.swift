import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackREPL

@Suite("Side bets at the prompt")
struct SideBetSessionTests {
  /// A session offering `sideBets`, dealing `shoe` first.
  func session(_ sideBets: String, shoe: String, rules: String? = nil) throws -> REPLSession {
    var options = PlayOptions()
    options.seed = 7
    options.rulesSpec = rules
    options.stackedCards = try PlayOptions.cards(from: shoe)
    options.sideBets = try PlayOptions.sideBets(from: sideBets)
    return try REPLSession(options: options, style: CardStyle(ascii: true))
  }

  @Test("the greeting and 'rules' name the side bets offered with their paytables")
  func greetingNamesTheSideBets() throws {
    var s = try session("21+3 pp", shoe: "QH AS QH KS")
    let line =
      "Side bets offered: 21+3 (21+3 version 1, all 9 to 1), pp (Perfect Pairs 25/12/6); e.g. 'bet 10 21+3 5 pp 5'.\n"
    #expect(s.greeting.contains(line), "\(s.greeting)")
    #expect(s.handle(.line("rules")).hasSuffix(line))
  }

  @Test("side bets are settled on the deal, Lucky Ladies' queens after the peek, and Enter repeats them")
  func transcript() throws {
    // Worked out by hand. Round 1: Q♥ Q♥ against A♠ with K♠ in the hole; 10 + 5 + 2 + 1 = 18 is on the table. Perfect Pairs: a perfect pair, 25 × 5;
    // 21+3 (Q Q A, not one suit): loses 2; Lucky Ladies: two queens of hearts and a dealer blackjack, 1000 × 1,
    // said only once the hole card is shown. The main bet loses 10: 1000 − 10 + 125 − 2 + 1000 = 2113.
    // Round 2 (Enter): 9♥ 10♥ against 8♥ (2♣ in the hole): 21+3 straight flush 8-9-10, 9 × 2; Perfect Pairs and
    // Lucky Ladies (19) lose 5 and 1; 19 pushes the dealer's 8 2 9: 2113 − 5 + 18 − 1 = 2125.
    var s = try session("21+3 pp ll", shoe: "QH AS QH KS 9H 8H TH 2C 9C")
    var text = ""
    for line in ["bet 10 pp 5 21+3 2 ll 1", "bankroll", "insurance no", "", "stand"] { text += s.handle(.line(line)) }
    #expect(
      text == """
        Bet 10.00.
        Dealer: AS ??
        You:    QH QH  20  bet 10.00
        Perfect Pairs 5.00: perfect pair pays 25 to 1, wins 125.00.
        21+3 2.00: loses.
        Lucky Ladies 1.00: a pair of queens of hearts; paid when the dealer's hand is shown.
        The dealer shows an ace. Insurance costs 5.00 and pays 2:1 if the dealer has blackjack. (insurance yes|no)
        Bankroll: 1000.00 (18.00 on the table)
        No insurance.
        Dealer turns over KS: AS KS  blackjack
        Result: loss — dealer blackjack beats 20, -10.00
        Lucky Ladies 1.00: queen of hearts pair with dealer blackjack pays 1000 to 1, wins 1000.00.
        Round: +1113.00
        Bankroll: 2113.00
        Bet 10.00.
        Dealer: 8H ??
        You:    9H 10H  19  bet 10.00
        Perfect Pairs 5.00: loses.
        21+3 2.00: straight flush pays 9 to 1, wins 18.00.
        Lucky Ladies 1.00: loses.
        Your move: hit, stand, double
        You stand on 19.
        Dealer turns over 2C: 8H 2C  10
        Dealer draws 9C: 19
        Dealer finishes with 19.
        Result: push — 19 ties dealer 19, bet back, 0.00
        Round: +12.00
        Bankroll: 2125.00

        """)
    #expect(s.stats.lines.contains("Net: +1125.00"))
  }

  @Test(
    "bad side bets are refused with one line and nothing is dealt",
    arguments: [
      ("bet 10 xx 5", "'xx' is not a side bet at this table; offered: pp, 21+3"),
      ("bet 10 ll 5", "'ll' is not a side bet at this table; offered: pp, 21+3"),
      (
        "bet 10 pp",
        "side bets come in pairs after the bet: a name and an amount, e.g. 'bet 10 pp 5'; offered: pp, 21+3"
      ),
      ("bet 10 pp 0", "'0' is not an amount for pp; give more than 0, e.g. 'bet 10 pp 5'"),
      ("bet 10 pp 5 pp 5", "pp is named twice; place each side bet once, e.g. 'bet 10 pp 5'"),
      ("bet 10 pp 995", "not enough money: that needs 1005.00 and your bankroll is 1000.00"),
    ])
  func refusals(line: String, message: String) throws {
    var s = try session("pp 21+3", shoe: "QH AS QH KS")
    let reply = s.respond(to: .line(line))
    #expect(reply.isRefusal)
    #expect(reply.text == message + "\n")
    #expect(s.round == nil)
    #expect(s.bankroll == Money(units: 1000))
  }

  @Test("play options refuse unknown side bets, and Lucky Ladies without a hole card")
  func options() throws {
    #expect(
      throws: PlayOptionsError.badSideBets(
        "'poker' is not a side bet; use 21+3, 21+3v, pp or ll, or none alone for no side bets")
    ) {
      try PlayOptions.sideBets(from: "pp poker")
    }
    // 21+3 and 21+3v are one bet with two paytables, not one bet named twice.
    #expect(
      throws: PlayOptionsError.badSideBets(
        "21+3 and 21+3v are two paytables of one bet, 21+3; a table offers one of them, so pick one")
    ) { try PlayOptions.sideBets(from: "21+3 21+3v") }
    #expect(throws: PlayOptionsError.badSideBets("pp is named twice; name each side bet once")) {
      try PlayOptions.sideBets(from: "pp pp")
    }
    #expect(throws: PlayOptionsError.self) { try session("ll", shoe: "QH", rules: "6D ENHC") }
  }
}
