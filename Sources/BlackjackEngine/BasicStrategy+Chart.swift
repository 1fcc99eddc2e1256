import BlackjackText
public import CardKit

/// Why a strategy chart could not be read.
public struct ChartError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The readable explanation, naming the line.
  public let description: String
}

extension BasicStrategy {
  /// The up cards in chart column order: 2–9, ten, ace.
  public static let upCards: [Rank] = [.two, .three, .four, .five, .six, .seven, .eight, .nine, .ten, .ace]

  /// One chart row: which kind of hand and which total or pair.
  private enum Row: Hashable {
    case hard(Int)
    case soft(Int)
    case pair(Int)
  }

  /// Reads a chart in the printed notation: one row per line, a label then ten cells for up cards 2–9, T, A.
  ///
  /// Labels: `H9` or `H13-14` (hard totals), `S18` or `A7` (soft totals; `A7` is ace-seven, soft 18), `A8-A9`,
  /// comma lists such as `A2,A3`, and pairs as `P8`, `PA`, `88`, `TT`, `AA` or `22,33`. Rows not given keep the
  /// cautious defaults of ``init()``. Blank lines and lines starting with `#` are ignored.
  ///
  /// - Throws: ``ChartError`` naming the line that is not a chart row.
  public init(chart: String) throws(ChartError) {
    self.init()
    for (number, line) in chart.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let label = fields.first, !label.hasPrefix("#") else { continue }
      guard fields.count == 11 else {
        throw ChartError(description: "line \(number + 1): expected a label and 10 cells, got '\(line)'")
      }
      guard let rows = Self.rows(String(label)) else {
        throw ChartError(description: "line \(number + 1): unknown row label '\(label)'")
      }
      for (column, text) in fields.dropFirst().enumerated() {
        guard let cell = StrategyCell.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
          throw ChartError(
            description: "line \(number + 1): unknown cell '\(text)'; expected H, S, Dh, Ds, P, Ph, Pd, Rh, Rs or Rp")
        }
        let upCard = Self.upCards[column]
        for row in rows {
          switch row {
          case .hard(let total): self[hard: total, upCard] = cell
          case .soft(let total): self[soft: total, upCard] = cell
          case .pair(let points): self[pair: points, upCard] = cell
          }
        }
      }
    }
  }

  /// The rows a label names, or `nil` when it is not a label.
  private static func rows(_ label: String) -> [Row]? {
    var rows: [Row] = []
    for part in label.uppercased().split(separator: ",") {
      guard let named = rowRange(String(part)) else { return nil }
      rows += named
    }
    return rows.isEmpty ? nil : rows
  }

  /// The rows of one comma-free label part such as `H13-14`, `A8-A9`, `S18`, `PA` or `88`.
  private static func rowRange(_ part: String) -> [Row]? {
    let ends = part.split(separator: "-", maxSplits: 1).map(String.init)
    guard let first = row(ends[0]) else { return nil }
    guard ends.count == 2 else { return [first] }
    // The second end may repeat the prefix ("A8-A9") or give only the number ("H13-14").
    let prefix = ends[0].prefix { $0.isLetter && $0 != "T" }
    guard let last = row(ends[1]) ?? row(prefix + ends[1]) else { return nil }
    switch (first, last) {
    case (.hard(let a), .hard(let b)) where a <= b: return (a...b).map { .hard($0) }
    case (.soft(let a), .soft(let b)) where a <= b: return (a...b).map { .soft($0) }
    case (.pair(let a), .pair(let b)) where a <= b: return (a...b).map { .pair($0) }
    default: return nil
    }
  }

  /// The row one label names: `H9`, `S18`, `A7`, `P8`, `PA`, `P10`, `88`, `TT`, `AA`.
  private static func row(_ label: String) -> Row? {
    func points(_ text: Substring) -> Int? {
      switch text {
      case "A": 1
      case "T", "10": 10
      default: Int(text).flatMap { (2...9).contains($0) ? $0 : nil }
      }
    }
    if label.hasPrefix("H"), let total = Int(label.dropFirst()), (4...21).contains(total) { return .hard(total) }
    if label.hasPrefix("S"), let total = Int(label.dropFirst()), (12...21).contains(total) { return .soft(total) }
    if label.hasPrefix("P"), let p = points(label.dropFirst()) { return .pair(p) }
    if label.hasPrefix("A"), label.count >= 2, let k = points(label.dropFirst()), k != 1 { return .soft(11 + k) }
    if label.count == 2, label.first == label.last, let p = points(label.prefix(1)) { return .pair(p) }
    if label == "1010" { return .pair(10) }
    return nil
  }

  /// The chart in the notation ``init(chart:)`` reads, one row per hand: `H4`…`H21`, `S12`…`S21`, `P2`…`P10`, `PA`.
  public var chart: String {
    var lines: [String] = []
    func line(_ label: String, _ cell: (Rank) -> StrategyCell) {
      let cells = Self.upCards.map { cell($0).rawValue.padded(to: 3) }
      lines.append(label.padded(to: 5) + cells.joined())
    }
    for total in 4...21 { line("H\(total)") { self[hard: total, $0] } }
    for total in 12...21 { line("S\(total)") { self[soft: total, $0] } }
    for points in 2...10 { line("P\(points)") { self[pair: points, $0] } }
    line("PA") { self[pair: 1, $0] }
    return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
  }
}
