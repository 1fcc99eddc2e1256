import BlackjackEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The options several commands share, declared once.
public enum CommonOptions {
  /// `--rules SPEC`, for every command that plays or analyses a game.
  public static let rules = Option.text(
    "rules", valueName: "SPEC", help: "Table rules, e.g. \"6D H17 DAS LS 3:2\" (default \(Rules().spec)).")

  /// `--json`: machine-readable output, described in docs/json.md (every document has a `schemaVersion`).
  public static let json = Option.flag("json", help: "Print JSON instead of text (see docs/json.md for the fields).")

  /// `--no-color`: never colour the text output.
  public static let noColor = Option.flag("no-color", help: "Never colour the text output (NO_COLOR does the same).")

  /// `--help`, which every command accepts.
  public static let help = Option.flag(OptionSpec.help.name, help: OptionSpec.help.help)
}

/// The option group of `--rules SPEC`, which every command that plays or analyses a game includes.
struct GameOptions: ParsableOptions {
  /// The spec given, or `nil`.
  @Opt(CommonOptions.rules) var spec: String?

  /// The rules given with `--rules`, or the default rules.
  ///
  /// - Throws: ``CLIError`` (usage) with the spec parser's one-line explanation.
  func rules() throws(CLIError) -> Rules {
    guard let spec else { return Rules() }
    do {
      return try Rules(spec: spec)
    } catch {
      throw .usage("--rules: \(error)")
    }
  }
}

extension CommonOptions {
  /// Whether text output may be coloured: not with `--no-color` (`noColor`), not with `NO_COLOR` set, not on a
  /// `TERM=dumb` terminal, only to a terminal.
  public static func useColor(noColor: Bool) -> Bool {
    if noColor { return false }
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    if let value = getenv("TERM"), String(cString: value) == "dumb" { return false }
    return isatty(STDOUT_FILENO) == 1
  }
}
