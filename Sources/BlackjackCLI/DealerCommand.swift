import BlackjackAnalysis
import BlackjackEngine
import CardKit

extension Command {
  /// `blackjack dealer [--rules SPEC] [--json]`: the dealer's final-total probabilities by up card.
  public static let dealer = Command(
    name: "dealer",
    summary: "Print the dealer's exact final-total probabilities for each up card.",
    discussion:
      "Probabilities for a full shoe, before the dealer checks for blackjack; the last column gives the bust chance "
      + "given no dealer blackjack (as after a peek).",
    options: [AnalysisOutput.rulesOption, AnalysisOutput.jsonOption],
    run: { options, console throws(CLIError) in
      let rules = try AnalysisOutput.rules(options)
      let analysis = ExactAnalysis(rules: rules)
      let table = analysis.dealerTable()
      let labels = ["17", "18", "19", "20", "21", "blackjack", "bust"]
      if options.flag("json") {
        var rows: [String] = []
        for (index, row) in table.enumerated() {
          let cells = zip(labels, row.probabilities.all).map {
            "\(AnalysisOutput.json($0)): \(AnalysisOutput.json($1))"
          }
          let conditioned = row.probabilities.conditionedOnNoBlackjack.all
          let given = zip(labels, conditioned).filter { $0.0 != "blackjack" }
            .map { "\(AnalysisOutput.json($0)): \(AnalysisOutput.json($1))" }
          rows.append(
            "    {\"upCard\": \(AnalysisOutput.json(AnalysisOutput.upCardLabels[index])), "
              + "\(cells.joined(separator: ", ")), \"givenNoBlackjack\": {\(given.joined(separator: ", "))}}")
        }
        console.line("{\n  \"rules\": \(AnalysisOutput.json(rules.spec)),\n  \"upCards\": [")
        console.line(rows.joined(separator: ",\n"))
        console.line("  ]\n}")
        return 0
      }
      console.line("Dealer's final total by up card (\(rules.spec)), full shoe, before the peek:")
      console.line()
      let header = ["up", "17", "18", "19", "20", "21", "BJ", "bust", "bust|noBJ"]
      console.line(
        AnalysisOutput.right(header[0], 4)
          + header.dropFirst().map { AnalysisOutput.right($0, $0 == "bust|noBJ" ? 11 : 9) }.joined())
      for (index, row) in table.enumerated() {
        let cells = row.probabilities.all.map { AnalysisOutput.right(AnalysisOutput.format($0, 6), 9) }
        let bustGiven = AnalysisOutput.format(row.probabilities.conditionedOnNoBlackjack.bust, 6)
        console.line(
          AnalysisOutput.right(AnalysisOutput.upCardLabels[index], 4) + cells.joined()
            + AnalysisOutput.right(bustGiven, 11))
      }
      return 0
    })
}
