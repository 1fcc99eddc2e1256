import BlackjackEngine
import CardKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared pieces of the analysis commands (`odds`, `strategy`, `dealer`): the `--json` and `--no-color` flags,
/// terminal colours and table layout. The `--rules` option, JSON and number formatting are the CLI's shared ones
/// (``OptionSpec/rules``, ``JSON``, ``Format``).
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

  /// Pads `text` on the left to `width` characters.
  static func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// Pads `text` on the right to `width` characters.
  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
