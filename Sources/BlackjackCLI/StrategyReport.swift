import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

/// What `blackjack strategy` reports: the basic-strategy chart computed for the rules, row by row. The text, CSV
/// and JSON formats are all written from it.
///
/// JSON fields: `schemaVersion` (1), `rules`, `columns` (the up cards "2" … "10", "A") and `rows[]`, each with
/// `hand` (`H5` … `H21`, `S13` … `S21`, `P2` … `P10`, `PA`) and `cells` (one per column, in chart notation: H, S,
/// Dh, Ds, P, Ph, Pd, Rh, Rs, Rp). The CSV has the header `hand,2,…,A` and one line per row.
struct StrategyReport: Encodable, Sendable {
  /// One row of the chart.
  struct Row: Encodable, Sendable {
    /// `H16`, `S18`, `P8`, `PA`.
    var hand: String
    /// The cells against each up card, in column order.
    var cells: [StrategyCell]
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  /// The rules' canonical spec.
  var rules: String
  /// The up cards, in column order.
  var columns = UpCardLabel.columns
  var rows: [Row]

  /// Computes the chart for `rules`.
  init(rules: Rules) {
    self.init(rules: rules, chart: ExactAnalysis(rules: rules).basicStrategy())
  }

  /// The report of a given chart.
  init(rules: Rules, chart: BasicStrategy) {
    self.rules = rules.spec
    let row = { (hand: String, cell: (Rank) -> StrategyCell) in Row(hand: hand, cells: BasicStrategy.upCards.map(cell))
    }
    rows =
      (5...21).map { total in row("H\(total)") { chart[hard: total, $0] } }
      + (13...21).map { total in row("S\(total)") { chart[soft: total, $0] } }
      + (2...10).map { pair in row("P\(pair)") { chart[pair: pair, $0] } }
      + [row("PA") { chart[pair: 1, $0] }]
  }

  /// The CSV output, line by line.
  var csvLines: [String] {
    ["hand," + columns.joined(separator: ",")]
      + rows.map { $0.hand + "," + $0.cells.map(\.rawValue).joined(separator: ",") }
  }

  /// The text output, line by line, in the colours of printed charts when `color` is set.
  func lines(color: Bool) -> [String] {
    var lines = ["Basic strategy for \(rules)", "", "hand " + columns.map { $0.padded(toLeading: 3) }.joined()]
    for row in rows {
      let cells = row.cells.map { cell in
        let text = cell.rawValue.padded(toLeading: 3)
        return color ? Self.colored(text, cell) : text
      }
      lines.append(row.hand.padded(to: 5) + cells.joined())
    }
    lines += ["", "H hit  S stand  Dh/Ds double else hit/stand  P split  Rh/Rs/Rp surrender else hit/stand/split"]
    return lines
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

extension StrategyCell: Encodable {
  /// Encodes the cell in chart notation: "H", "Dh", "Rp".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
