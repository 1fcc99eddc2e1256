import BlackjackAnalysis
import BlackjackEngine
import BlackjackText

/// What `blackjack odds --side-bets` reports: each common side bet's paytable and its exact house edge for the
/// rules' decks. The text output and the JSON (`--json`) are both written from it.
///
/// JSON fields: `schemaVersion` (1), `rules` (the canonical spec), `decks` (absent for an infinite deck), and
/// `sideBets[]` with `code`, `name`, `houseEdge` (a fraction of the stake; positive favours the house),
/// `combinations` (the ways of every deal) and `pays[]` with `hand`, `odds` (to one), `probability` and `ways`.
struct SideBetReport: Report {
  /// One line of a paytable, with its probability.
  struct Pay: Encodable, Sendable {
    /// The hand: "straight flush".
    var hand: String
    /// What it pays, to one.
    var odds: Int
    /// The probability of the hand.
    var probability: Double
    /// The ways it occurs (see ``SideBetOdds/ways``).
    var ways: Int
  }

  /// One side bet.
  struct Bet: Encodable, Sendable {
    /// What a player types for it at `play --side-bets`.
    var code: String
    /// The paytable's name.
    var name: String
    /// The exact house edge per unit staked.
    var houseEdge: Double
    /// The ways of every deal the bet is judged on.
    var combinations: Int
    /// The paytable, best hand first.
    var pays: [Pay]
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  /// The rules' canonical spec.
  var rules: String
  /// The number of decks, or `nil` for an infinite deck.
  var decks: Int?
  var sideBets: [Bet]

  /// The odds of every common side bet for the decks of `rules`.
  init(rules: Rules) {
    self.rules = rules.spec
    decks = rules.deckCount
    sideBets = SideBet.common.map { bet in
      let odds = SideBetOdds(bet: bet, decks: rules.deckCount)
      return Bet(
        code: bet.code, name: bet.name, houseEdge: odds.houseEdge, combinations: odds.totalWays,
        pays: bet.pays.map { pay in
          Pay(
            hand: pay.hand.name, odds: pay.odds, probability: odds.probability(of: pay.hand),
            ways: odds.ways[pay.hand] ?? 0)
        })
    }
  }

  /// The text output, line by line.
  var lines: [String] {
    let shoe = decks.map { "\($0) \($0 == 1 ? "deck" : "decks")" } ?? "an infinite deck"
    var lines = ["Rules: \(rules)", "Side bets, exact for \(shoe) (pays X to 1; the house edge is per unit staked):"]
    for bet in sideBets {
      lines.append("")
      lines.append(
        "\(bet.name) [\(bet.code)]: house edge \(DecimalFormat.fixed(bet.houseEdge * 100, digits: 4)) %")
      for pay in bet.pays {
        lines.append(
          "  " + pay.hand.padded(to: 44) + "\(pay.odds)".padded(toLeading: 5) + " to 1"
            + DecimalFormat.fixed(pay.probability * 100, digits: 5).padded(toLeading: 11) + " %")
      }
    }
    return lines
  }
}
