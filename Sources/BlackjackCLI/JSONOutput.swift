import BlackjackEngine
import CardKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Machine-readable output: every `--json` document is one `Encodable` report type (the same value the text output
/// is rendered from), written here by one `JSONEncoder` with sorted keys and indentation. Each report carries a
/// `schemaVersion`, raised whenever a field changes meaning or disappears (fields may be added without it).
enum JSONOutput {
  /// The JSON text of `report`.
  ///
  /// - Throws: ``CLIError`` (failure) if the report cannot be encoded, such as a number that is not finite.
  static func text(_ report: some Encodable) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(report), as: UTF8.self)
    } catch {
      throw .failure("could not write the JSON output: \(error)")
    }
  }
}

/// The label of a dealer's up card in tables and JSON: "2" … "9", "10" for any ten-valued card, "A".
enum UpCardLabel {
  /// The label of `upCard`.
  static func of(_ upCard: Rank) -> String { upCard == .ace ? "A" : String(upCard.points) }

  /// The column labels in chart order: "2" … "9", "10", "A".
  static let columns = BasicStrategy.upCards.map(of)
}
