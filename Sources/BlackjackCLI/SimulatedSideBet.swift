import BlackjackAnalysis
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

/// One side bet of a `blackjack simulate --side-bets` report: its simulated result beside the exact figure.
///
/// JSON fields: `code`, `name`, `rounds`, `wins`, `ev` and `evStdError` (per unit staked), and `exactEv` (the
/// exact expected return for a full shoe of the rules' decks; a cut card moves the simulated figure a little).
struct SimulatedSideBet: Encodable, Sendable {
  var code: String
  var name: String
  var rounds: Int
  var wins: Int
  var ev: Double
  var evStdError: Double
  var exactEv: Double

  /// The report line of `tally` for the decks of `rules`; `nil` for a code that names no common side bet.
  init?(_ tally: SideBetStats.Tally, rules: Rules) {
    guard let bet = SideBet(code: tally.code) else { return nil }
    code = bet.code
    name = bet.name
    rounds = tally.rounds
    wins = tally.wins
    ev = tally.expectedValue
    evStdError = tally.standardError
    exactEv = SideBetOdds(bet: bet, decks: rules.deckCount).expectedReturn
  }

  /// The text line: "Side bet pp:        EV -6.0512 % ± 0.0312 % (exact -6.1093 %), Perfect Pairs 25/12/6".
  var line: String {
    let ev4 = { (value: Double) in DecimalFormat.signed(value * 100, digits: 4) }
    return "Side bet \(code):".padded(to: 19)
      + "EV \(ev4(ev)) % ± \(DecimalFormat.fixed(evStdError * 100, digits: 4)) %"
      + " (exact \(ev4(exactEv)) %), \(name)"
  }
}
