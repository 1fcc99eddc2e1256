import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

extension Command {
  /// `blackjack odds [--rules SPEC] [--json]`: the exact house edge and what each single rule change does to it.
  public static let odds = Command(
    name: "odds",
    summary: "Compute the exact house edge for any rules, and the effect of each single rule change.",
    discussion:
      "The edge is exact (combinatorial, not simulated) for a full shoe: once with composition-dependent optimal "
      + "play (split hands played like unsplit hands of the same cards, CDZ-) and once with the computed basic "
      + "strategy. Positive edges favour the house; JSON gives fractions of the initial bet.",
    options: [.rules, AnalysisOutput.jsonOption],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let report = ExactAnalysis(rules: rules).report()
      let changes = OddsChanges.changes(of: rules).map { change in
        (change.name, change.rules, ExactAnalysis(rules: change.rules).houseEdge())
      }
      let base = report.compositionDependentEdge
      if options.flag("json") {
        let json = JSON.object([
          ("rules", .string(rules.spec)),
          (
            "houseEdge",
            .object([
              ("compositionDependent", .number(base)), ("basicStrategy", .number(report.basicStrategyEdge)),
            ])
          ),
          ("blackjackFrequency", .number(report.playerBlackjackProbability)),
          (
            "handsPerRound",
            .object([
              ("win", .number(report.handsWon)), ("push", .number(report.handsPushed)),
              ("lose", .number(report.handsLost)),
            ])
          ),
          (
            "ruleChanges",
            .array(
              changes.map { name, changed, edge in
                .object([
                  ("change", .string(name)), ("rules", .string(changed.spec)), ("houseEdge", .number(edge)),
                  ("difference", .number(edge - base)),
                ])
              })
          ),
        ])
        console.line(json.pretty())
        return 0
      }
      console.line("Rules: \(rules.spec)")
      console.line()
      console.line("House edge, composition-dependent play:  \(DecimalFormat.fixed(base * 100, digits: 4)) %")
      console.line(
        "House edge, computed basic strategy:     \(DecimalFormat.fixed(report.basicStrategyEdge * 100, digits: 4)) %")
      console.line(
        "Player blackjack frequency:              \(DecimalFormat.fixed(report.playerBlackjackProbability * 100, digits: 4)) %"
      )
      console.line(
        "Win / push / lose (per hand):            \(DecimalFormat.fixed(report.handsWon * 100, digits: 2)) % / "
          + "\(DecimalFormat.fixed(report.handsPushed * 100, digits: 2)) % / \(DecimalFormat.fixed(report.handsLost * 100, digits: 2)) %"
      )
      console.line("  (composition-dependent play; a split round counts each of its hands, a surrender as a loss)")
      console.line()
      console.line("Single rule change      House edge     Change")
      for (name, _, edge) in changes {
        console.line(
          name.padded(to: 20) + DecimalFormat.fixed(edge * 100, digits: 4).padded(toLeading: 11) + " %"
            + DecimalFormat.signed((edge - base) * 100, digits: 4).padded(toLeading: 11) + " pp")
      }
      return 0
    })
}

/// The single rule changes the `odds` command compares against.
enum OddsChanges {
  static func changes(of rules: Rules) -> [(name: String, rules: Rules)] {
    var list: [(String, Rules)] = []
    var changed = rules
    changed.dealerHitsSoft17.toggle()
    list.append((changed.dealerHitsSoft17 ? "H17 instead of S17" : "S17 instead of H17", changed))
    changed = rules
    changed.doubleAfterSplit.toggle()
    list.append((changed.doubleAfterSplit ? "DAS instead of NDAS" : "NDAS instead of DAS", changed))
    changed = rules
    changed.blackjackPayout = rules.blackjackPayout == .threeToTwo ? .sixToFive : .threeToTwo
    list.append((changed.blackjackPayout == .sixToFive ? "6:5 blackjack" : "3:2 blackjack", changed))
    changed = rules
    changed.surrender = rules.surrender == .late ? .none : .late
    list.append((changed.surrender == .late ? "late surrender" : "no surrender", changed))
    if let decks = rules.deckCount {
      for n in [decks - 1, decks + 1] where (1...8).contains(n) {
        changed = rules
        changed.decks = .count(n)
        list.append(("\(n) \(n == 1 ? "deck" : "decks")", changed))
      }
    } else {
      changed = rules
      changed.decks = .count(8)
      list.append(("8 decks", changed))
    }
    return list
  }
}
