import BlackjackEngine
import CardKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared pieces of the analysis commands (`odds`, `strategy`, `dealer`): the `--json` and `--no-color` flags,
/// terminal colours and table layout. The `--rules` option and JSON are the CLI's shared ones.
enum AnalysisOutput {
  /// The `--json` flag.
  static let jsonOption = OptionSpec("json", kind: .flag, help: "Print JSON instead of text.")

  /// The `--no-color` flag.
  static let noColorOption = OptionSpec("no-color", kind: .flag, help: "Never colour the text output.")

  /// Whether text output may be coloured: not with `--no-color`, not with `NO_COLOR` set, only to a terminal.
  static func useColor(_ options: ParsedOptions) -> Bool {
    if options.flag("no-color") { return false }
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    return isatty(STDOUT_FILENO) == 1
  }

  /// The column labels of up cards: "2" … "9", "10", "A".
  static let upCardLabels = BasicStrategy.upCards.map(label)

  /// The label of an up card: "2" … "9", "10" for any ten-valued card, "A".
  static func label(_ upCard: Rank) -> String { upCard == .ace ? "A" : String(upCard.points) }

}
