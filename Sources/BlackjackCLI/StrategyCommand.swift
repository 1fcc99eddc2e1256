import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

extension Command {
  /// `blackjack strategy [--rules SPEC] [--format text|csv|json] [--no-color]`: the computed basic strategy.
  public static let strategy = Command(
    name: "strategy",
    summary: "Compute the basic-strategy chart for any rules from the exact odds.",
    discussion:
      "Cells: H hit, S stand, Dh double else hit, Ds double else stand, P split, Rh/Rs/Rp surrender else hit/"
      + "stand/split. Text is coloured on a terminal unless --no-color or NO_COLOR is set.",
    options: [
      .rules,
      OptionSpec(
        "format", valueName: "FORMAT", kind: .choice(["text", "csv", "json"]),
        help: "Output format: text, csv or json (default text)."),
      AnalysisOutput.noColorOption,
    ],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let chart = ExactAnalysis(rules: rules).report().strategy
      let rows = StrategyRows.rows(chart)
      switch options.text("format") ?? "text" {
      case "csv":
        console.line("hand," + AnalysisOutput.upCardLabels.joined(separator: ","))
        for row in rows { console.line(row.label + "," + row.cells.map(\.rawValue).joined(separator: ",")) }
      case "json":
        let json = JSON.object([
          ("rules", .string(rules.spec)),
          ("columns", .array(AnalysisOutput.upCardLabels.map { .string($0) })),
          (
            "rows",
            .array(
              rows.map { row in
                .object([("hand", .string(row.label)), ("cells", .array(row.cells.map { .string($0.rawValue) }))])
              })
          ),
        ])
        console.line(json.pretty())
      default:
        let color = AnalysisOutput.useColor(options)
        console.line("Basic strategy for \(rules.spec)")
        console.line()
        console.line("hand " + AnalysisOutput.upCardLabels.map { $0.padded(toLeading: 3) }.joined())
        for row in rows {
          let label = row.label.padded(to: 5)
          let cells = row.cells.map { cell in
            let text = cell.rawValue.padded(toLeading: 3)
            return color ? StrategyRows.colored(text, cell) : text
          }
          console.line(label + cells.joined())
        }
        console.line()
        console.line("H hit  S stand  Dh/Ds double else hit/stand  P split  Rh/Rs/Rp surrender else hit/stand/split")
      }
      return 0
    })
}

/// The chart rows the `strategy` command prints: `H5`…`H21`, `S13`…`S21`, `P2`…`P10`, `PA`.
enum StrategyRows {
  static func rows(_ chart: BasicStrategy) -> [(label: String, cells: [StrategyCell])] {
    var rows: [(String, [StrategyCell])] = []
    for total in 5...21 { rows.append(("H\(total)", BasicStrategy.upCards.map { chart[hard: total, $0] })) }
    for total in 13...21 { rows.append(("S\(total)", BasicStrategy.upCards.map { chart[soft: total, $0] })) }
    for pair in 2...10 { rows.append(("P\(pair)", BasicStrategy.upCards.map { chart[pair: pair, $0] })) }
    rows.append(("PA", BasicStrategy.upCards.map { chart[pair: 1, $0] }))
    return rows
  }

  /// A cell in the colours of printed charts: stand yellow, double cyan, split green, surrender red, hit plain.
  static func colored(_ text: String, _ cell: StrategyCell) -> String {
    let code: String
    switch cell.preferredAction {
    case .hit: return text
    case .stand: code = "33"
    case .double: code = "36"
    case .split: code = "32"
    case .surrender: code = "31"
    }
    return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
  }
}
