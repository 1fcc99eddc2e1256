import BlackjackEngine

extension OptionSpec {
  /// `--rules SPEC`, shared by every command that plays or analyses a game.
  public static let rules = OptionSpec(
    "rules", valueName: "SPEC", kind: .text,
    help: "Table rules, e.g. \"6D H17 DAS LS 3:2\" (default \(Rules().spec)).")
}

extension ParsedOptions {
  /// The rules given with `--rules`, or the default rules.
  ///
  /// - Throws: ``CLIError`` (usage) with the spec parser's one-line explanation.
  public func rules() throws(CLIError) -> Rules {
    guard let spec = text(OptionSpec.rules.name) else { return Rules() }
    do {
      return try Rules(spec: spec)
    } catch {
      throw .usage("--rules: \(error)")
    }
  }
}
