import BlackjackEngine
import BlackjackText
import CardKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a strategy chart from the CSV that `blackjack strategy --format csv` writes: the header
/// `hand,2,3,4,5,6,7,8,9,10,A`, then one line per row (`H5` … `H21`, `S13` … `S21`, `P2` … `P10`, `PA`, each once,
/// in any order) of ten cells in chart notation. Blank lines are ignored; lines may end in LF or CRLF.
enum ChartFile {
  /// The cells a chart may hold, as written.
  static let cellNames = StrategyCell.allCases.map(\.rawValue).joined(separator: ", ")

  /// The rows a chart has, for messages.
  static let rowNames = "H5 … H21, S13 … S21, P2 … P10, PA"

  /// The largest file read as a chart: a chart is under 2 kilobytes.
  static let maximumFileSize = 1 << 20

  /// The chart in the file at `path`.
  ///
  /// - Throws: ``CLIError``: a failure (exit status 1) when the file cannot be read (missing, a directory, a FIFO or
  ///   device, unreadable), as every file that cannot be read; usage when it is not such a CSV, naming the line.
  static func read(_ path: String) throws(CLIError) -> BasicStrategy {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.contents(of: path, limit: maximumFileSize)
    } catch {
      throw .failure("--chart: \(error); give the CSV 'blackjack strategy --format csv' writes")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage("--chart: '\(path)' is not a text file; give the CSV 'blackjack strategy --format csv' writes")
    }
    return try chart(parsing: text, name: path)
  }

  /// The chart a CSV text gives.
  ///
  /// - Parameter name: the file's name, for messages.
  /// - Throws: ``CLIError`` (usage) naming the line that is wrong and what it should be, or the first missing row.
  static func chart(parsing text: String, name: String) throws(CLIError) -> BasicStrategy {
    let labels = Dictionary(uniqueKeysWithValues: StrategyReport.chartRows.map { ($0.label, $0.row) })
    var chart = BasicStrategy()
    var seen: [String: Int] = [:]
    var headerRead = false
    // Split on any line break: "\r\n" is one Character in Swift, which splitting on "\n" would not break.
    for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let number = offset + 1
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmed)
      if fields.allSatisfy(\.isEmpty) { continue }
      let place = "--chart \(name) line \(number)"
      guard headerRead else {
        guard fields.joined(separator: ",").lowercased() == StrategyReport.csvHeader.lowercased() else {
          throw .usage(
            "\(place): expected the header '\(StrategyReport.csvHeader)' (the CSV 'blackjack strategy --format csv' "
              + "writes), got '\(line)'")
        }
        headerRead = true
        continue
      }
      guard fields.count == 11 else {
        throw .usage("\(place): expected a hand and 10 cells separated by commas, got \(fields.count) fields")
      }
      let label = fields[0].uppercased()
      guard let row = labels[label] else {
        throw .usage("\(place): unknown hand '\(fields[0])'; the rows are \(rowNames)")
      }
      if let first = seen[label] {
        throw .usage("\(place): hand \(label) was already given on line \(first)")
      }
      seen[label] = number
      for (column, text) in fields.dropFirst().enumerated() {
        let upCard = UpCardLabel.columns[column]
        guard let cell = StrategyCell.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
          throw .usage("\(place): '\(text)' against \(upCard) is not a cell; cells are \(cellNames)")
        }
        if !row.isPair && cell.splits {
          throw .usage("\(place): \(label) against \(upCard) is '\(cell.rawValue)', but only pair rows may split")
        }
        row.set(cell, in: &chart, against: BasicStrategy.upCards[column])
      }
    }
    guard headerRead else {
      throw .usage("--chart \(name) is empty; give the CSV 'blackjack strategy --format csv' writes")
    }
    if let missing = StrategyReport.chartRows.first(where: { seen[$0.label] == nil }) {
      throw .usage("--chart \(name) has no row \(missing.label); a chart has the rows \(rowNames)")
    }
    return chart
  }

  /// A field without the white space around it.
  private static func trimmed(_ field: Substring) -> String {
    String(field.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}

extension StrategyCell {
  /// Whether the cell may split (`P`, `Ph`, `Pd`, `Rp`): only pair rows may hold these.
  fileprivate var splits: Bool { [.split, .splitIfDASOrHit, .splitIfDASOrDouble, .surrenderOrSplit].contains(self) }
}
