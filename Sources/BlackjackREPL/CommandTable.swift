import BlackjackEngine
import BlackjackText

/// Looks commands up from typed words, and suggests the nearest one for a typo.
public enum CommandTable {
  /// The command a word names, by full name, short form or alias (`exit`, `q`, `:q`, `?`), ignoring case.
  ///
  /// - Parameter word: One word as typed, such as `"stand"`, `"S"`, `"Hit"` or `":q"`.
  /// - Returns: The command, or `nil` when no command has that name, short form or alias.
  public static func command(named word: some StringProtocol) -> PromptCommand? {
    let lowered = word.lowercased()
    return PromptCommand.allCases.first {
      $0.name == lowered || $0.shortForm == lowered || $0.aliases.contains(lowered)
    }
  }

  /// The answer a word gives to the insurance question on its own: `yes` or `y` takes it, `no` or `n` declines;
  /// `nil` for any other word.
  public static func insuranceAnswer(_ word: some StringProtocol) -> Bool? {
    switch word.lowercased() {
    case "yes", "y": true
    case "no", "n": false
    default: nil
    }
  }

  /// The command whose name is nearest to an unknown word, when it is near enough to be a likely typo.
  ///
  /// Distance is the optimal-string-alignment `editDistance(to:)`, where swapping two neighbouring letters
  /// is one edit (`hti` → `hit`); a suggestion must be within 2 edits and within half the word's length, and ties go
  /// to the command listed first.
  ///
  /// - Parameter word: The unknown word.
  /// - Returns: The suggested command, or `nil` when nothing is close.
  public static func suggestion(for word: some StringProtocol) -> PromptCommand? {
    let names = PromptCommand.allCases.map(\.name)
    return names.nearest(to: word, maximumDistance: min(2, word.count / 2)).flatMap(command(named:))
  }
}
