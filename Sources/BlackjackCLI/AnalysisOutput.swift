import BlackjackEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared pieces of the analysis commands (`odds`, `strategy`, `dealer`): the `--rules` option, number
/// formatting, JSON text and terminal colours.
enum AnalysisOutput {
  /// The `--rules SPEC` option.
  static let rulesOption = OptionSpec(
    "rules", valueName: "SPEC", kind: .text,
    help: "Table rules, such as \"6D S17 DAS LS\" (default \(Rules().spec)); INF for an infinite deck.")

  /// The `--json` flag.
  static let jsonOption = OptionSpec("json", kind: .flag, help: "Print JSON instead of text.")

  /// The `--no-color` flag.
  static let noColorOption = OptionSpec("no-color", kind: .flag, help: "Never colour the text output.")

  /// The rules named by `--rules`, or the default rules.
  static func rules(_ options: ParsedOptions) throws(CLIError) -> Rules {
    guard let spec = options.text("rules") else { return Rules() }
    do throws(RulesSpecError) {
      return try Rules(spec: spec)
    } catch {
      throw .usage("--rules: \(error.description)")
    }
  }

  /// `value` rounded to `decimals` places, without exponent: `format(0.0040287, 4)` is "0.0040".
  static func format(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    var fraction = String(Int(scaled - Double(whole) * scale))
    while fraction.count < decimals { fraction = "0" + fraction }
    let sign = value < 0 && scaled > 0 ? "-" : ""
    return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// A percentage with a sign for differences: "+0.2134".
  static func signed(_ value: Double, _ decimals: Int) -> String {
    let text = format(value, decimals)
    return text.hasPrefix("-") ? text : "+" + text
  }

  /// A JSON string literal.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A JSON number (finite values; `null` otherwise).
  static func json(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

  /// Whether text output may be coloured: not with `--no-color`, not with `NO_COLOR` set, only to a terminal.
  static func useColor(_ options: ParsedOptions) -> Bool {
    if options.flag("no-color") { return false }
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    return isatty(STDOUT_FILENO) == 1
  }

  /// The column labels of up cards: "2" … "9", "10", "A".
  static let upCardLabels = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"]

  /// Pads `text` on the left to `width` characters.
  static func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
