import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

/// What `blackjack strategy` reports: the basic-strategy chart computed for the rules, row by row. The text, CSV
/// and JSON formats are all written from it.
///
/// JSON fields: `schemaVersion` (1), `rules`, `postSplit` (the convention of the split values the chart was computed
/// from: `cdz-`, `cdp1`, `cdp`), `columns` (the up cards "2" … "10", "A") and `rows[]`, each with
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
  /// The post-split convention the split values behind the chart were computed with (`cdz-`, `cdp1`, `cdp`).
  var postSplit: String
  /// The up cards, in column order.
  var columns = UpCardLabel.columns
  var rows: [Row]

  /// Computes the chart for `rules`, split hands valued by `postSplit`.
  init(rules: Rules, postSplit: PostSplitPolicy = .cdzMinus) {
    self.init(
      rules: rules, chart: ExactAnalysis(rules: rules, postSplit: postSplit).basicStrategy(), postSplit: postSplit)
  }

  /// The report of a given chart.
  init(rules: Rules, chart: BasicStrategy, postSplit: PostSplitPolicy = .cdzMinus) {
    self.rules = rules.spec
    self.postSplit = postSplit.rawValue
    rows = Self.chartRows.map { label, row in
      Row(hand: label, cells: BasicStrategy.upCards.map { row.cell(of: chart, against: $0) })
    }
  }

  /// Which row of a chart a line of the report is.
  enum ChartRow: Hashable, Sendable {
    case hard(Int)
    case soft(Int)
    case pair(Int)

    /// The row's cell against `upCard` in `chart`.
    func cell(of chart: BasicStrategy, against upCard: Rank) -> StrategyCell {
      switch self {
      case .hard(let total): chart[hard: total, upCard]
      case .soft(let total): chart[soft: total, upCard]
      case .pair(let points): chart[pair: points, upCard]
      }
    }

    /// Sets the row's cell against `upCard` in `chart`.
    func set(_ cell: StrategyCell, in chart: inout BasicStrategy, against upCard: Rank) {
      switch self {
      case .hard(let total): chart[hard: total, upCard] = cell
      case .soft(let total): chart[soft: total, upCard] = cell
      case .pair(let points): chart[pair: points, upCard] = cell
      }
    }

    /// Whether this is a pair row (the only rows that may split).
    var isPair: Bool { if case .pair = self { true } else { false } }
  }

  /// The report's rows in order, with their labels: `H5` … `H21`, `S13` … `S21`, `P2` … `P10`, `PA` (the rows the
  /// CSV has, and the rows `odds --chart` reads back).
  static let chartRows: [(label: String, row: ChartRow)] =
    (5...21).map { ("H\($0)", .hard($0)) } + (13...21).map { ("S\($0)", .soft($0)) }
    + (2...10).map { ("P\($0)", .pair($0)) } + [("PA", .pair(1))]

  /// The CSV's header line.
  static let csvHeader = "hand," + UpCardLabel.columns.joined(separator: ",")

  /// The CSV output, line by line.
  var csvLines: [String] {
    [Self.csvHeader]
      + rows.map { $0.hand + "," + $0.cells.map(\.rawValue).joined(separator: ",") }
  }

  /// The text output, line by line, in the colours of printed charts when `color` is set.
  func lines(color: Bool) -> [String] {
    let convention = PostSplitPolicy(rawValue: postSplit)?.name ?? postSplit
    var lines = [
      "Basic strategy for \(rules) (split values \(convention))", "",
      "hand " + columns.map { $0.padded(toLeading: 3) }.joined(),
    ]
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
