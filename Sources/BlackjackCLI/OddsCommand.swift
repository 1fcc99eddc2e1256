import BlackjackAnalysis
import BlackjackEngine
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
    options: [AnalysisOutput.rulesOption, AnalysisOutput.jsonOption],
    run: { options, console throws(CLIError) in
      let rules = try AnalysisOutput.rules(options)
      let report = ExactAnalysis(rules: rules).report()
      let changes = OddsChanges.changes(of: rules).map { change in
        (change.name, change.rules, ExactAnalysis(rules: change.rules).houseEdge())
      }
      let base = report.compositionDependentEdge
      if options.flag("json") {
        let rows = changes.map { name, changed, edge in
          "    {\"change\": \(AnalysisOutput.json(name)), \"rules\": \(AnalysisOutput.json(changed.spec)), "
            + "\"houseEdge\": \(AnalysisOutput.json(edge)), \"difference\": \(AnalysisOutput.json(edge - base))}"
        }
        console.line("{")
        console.line("  \"rules\": \(AnalysisOutput.json(rules.spec)),")
        console.line(
          "  \"houseEdge\": {\"compositionDependent\": \(AnalysisOutput.json(base)), "
            + "\"basicStrategy\": \(AnalysisOutput.json(report.basicStrategyEdge))},")
        console.line("  \"blackjackFrequency\": \(AnalysisOutput.json(report.playerBlackjackProbability)),")
        console.line(
          "  \"handsPerRound\": {\"win\": \(AnalysisOutput.json(report.handsWon)), "
            + "\"push\": \(AnalysisOutput.json(report.handsPushed)), \"lose\": \(AnalysisOutput.json(report.handsLost))},"
        )
        console.line("  \"ruleChanges\": [")
        console.line(rows.joined(separator: ",\n"))
        console.line("  ]")
        console.line("}")
        return 0
      }
      console.line("Rules: \(rules.spec)")
      console.line()
      console.line("House edge, composition-dependent play:  \(AnalysisOutput.format(base * 100, 4)) %")
      console.line(
        "House edge, computed basic strategy:     \(AnalysisOutput.format(report.basicStrategyEdge * 100, 4)) %")
      console.line(
        "Player blackjack frequency:              \(AnalysisOutput.format(report.playerBlackjackProbability * 100, 4)) %"
      )
      console.line(
        "Win / push / lose (per hand):            \(AnalysisOutput.format(report.handsWon * 100, 2)) % / "
          + "\(AnalysisOutput.format(report.handsPushed * 100, 2)) % / \(AnalysisOutput.format(report.handsLost * 100, 2)) %"
      )
      console.line("  (composition-dependent play; a split round counts each of its hands, a surrender as a loss)")
      console.line()
      console.line("Single rule change      House edge     Change")
      for (name, _, edge) in changes {
        console.line(
          name.padding(toLength: 20) + AnalysisOutput.right(AnalysisOutput.format(edge * 100, 4), 11) + " %"
            + AnalysisOutput.right(AnalysisOutput.signed((edge - base) * 100, 4), 11) + " pp")
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

extension String {
  /// The string padded with spaces on the right to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
