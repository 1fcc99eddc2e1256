import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

extension Command {
  /// `blackjack dealer [--rules SPEC] [--json]`: the dealer's final-total probabilities by up card.
  public static let dealer = Command(
    name: "dealer",
    summary: "Print the dealer's exact final-total probabilities for each up card.",
    discussion:
      "Probabilities for a full shoe, before the dealer checks for blackjack; the last column gives the bust chance "
      + "given no dealer blackjack (as after a peek).",
    options: [.rules, AnalysisOutput.jsonOption],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let table = ExactAnalysis(rules: rules).dealerTable()
      let keys = ["17", "18", "19", "20", "21", "blackjack", "bust"]
      if options.flag("json") {
        let rows: [JSON] = table.map { row in
          let given = row.probabilities.conditionedOnNoBlackjack.all
          return .object(
            [("upCard", .string(AnalysisOutput.label(row.upCard)))]
              + zip(keys, row.probabilities.all).map { ($0, .number($1)) }
              + [
                ("givenNoBlackjack", .object(zip(keys, given).filter { $0.0 != "blackjack" }.map { ($0, .number($1)) }))
              ]
          )
        }
        console.line(JSON.object([("rules", .string(rules.spec)), ("upCards", .array(rows))]).pretty())
        return 0
      }
      console.line("Dealer's final total by up card (\(rules.spec)), full shoe, before the peek:")
      console.line()
      for line in DealerTableText.lines(table) { console.line(line) }
      return 0
    })
}

/// The text table of the `dealer` command.
enum DealerTableText {
  /// The header and one row per up card, each labelled by its own up card.
  static func lines(_ table: [(upCard: Rank, probabilities: DealerProbabilities)]) -> [String] {
    let header = ["17", "18", "19", "20", "21", "BJ", "bust"].map { $0.padded(toLeading: 9) }
    var lines = ["up".padded(toLeading: 4) + header.joined() + "bust|noBJ".padded(toLeading: 11)]
    for row in table {
      let cells = row.probabilities.all.map { DecimalFormat.fixed($0, digits: 6).padded(toLeading: 9) }
      let bustGiven = DecimalFormat.fixed(row.probabilities.conditionedOnNoBlackjack.bust, digits: 6)
      lines.append(
        AnalysisOutput.label(row.upCard).padded(toLeading: 4) + cells.joined() + bustGiven.padded(toLeading: 11)
      )
    }
    return lines
  }
}
