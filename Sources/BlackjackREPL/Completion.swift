import BlackjackEngine
import BlackjackText

/// What Tab may complete to at one moment of the session.
public struct CompletionContext: Sendable, Equatable {
  /// The commands that make sense now, in the order to offer them.
  public var available: [PromptCommand]
  /// The commands to prefer when a prefix matches several: the legal actions while a hand is being played.
  public var preferred: [PromptCommand]
  /// The words `rules set` and `rules change` accept.
  public var ruleTokens: [String]

  /// Creates a context.
  public init(
    available: [PromptCommand] = PromptCommand.allCases, preferred: [PromptCommand] = [], ruleTokens: [String] = []
  ) {
    self.available = available
    self.preferred = preferred
    self.ruleTokens = ruleTokens
  }
}

/// Computes Tab completions for the REPL's command line.
public enum Completer {
  /// The candidates for the word being typed at the end of `linePrefix`.
  ///
  /// The first word completes to a command name available now: every one that matches is offered, the preferred
  /// ones (the legal actions during your turn) first, so `s` offers `stand` and `stats` while a hand is in play.
  /// Later words complete to the command's arguments: `help` to command names, `insurance` to `yes`/`no`, `coach` to
  /// `on`/`off`, `mistakes` to `all`, `drill` to the drills' names, `rules`
  /// to `set` or `change` and then to rule tokens, leaving out every token of a setting already named (after
  /// `rules set 6D ` no other deck count).
  ///
  /// - Parameters:
  ///   - linePrefix: The line from its start up to the cursor.
  ///   - context: What makes sense at this moment.
  /// - Returns: The full words that could replace the word being typed, possibly empty.
  public static func candidates(forLinePrefix linePrefix: String, in context: CompletionContext) -> [String] {
    let endsWithSpace = linePrefix.last?.isWhitespace ?? true
    var words = linePrefix.split(whereSeparator: \.isWhitespace).map { String($0).lowercased() }
    let partial = endsWithSpace ? "" : (words.popLast() ?? "")
    guard let first = words.first else {
      let matching = context.available.filter { $0.name.hasPrefix(partial) }
      let preferred = matching.filter { context.preferred.contains($0) }
      return (preferred + matching.filter { !context.preferred.contains($0) }).map(\.name)
    }
    let options: [String]
    switch (CommandTable.command(named: first), words.count) {
    case (.help, 1): options = PromptCommand.allCases.map(\.name)
    case (.insurance, 1): options = ["yes", "no"]
    case (.coach, 1): options = ["on", "off"]
    case (.mistakes, 1): options = ["all"]
    case (.drill, 1):
      options = ["strategy", "count", "deviations", "countdown", "true-count", "decks", "pairs", "due"]
    case (.rules, 1): options = ["set", "change"]
    case (.rules, _) where words.count >= 2 && (words[1] == "set" || words[1] == "change"):
      let named = Set(words.dropFirst(2).map { $0.uppercased() })
      let decided = Rules.tokenGroups.filter { !named.isDisjoint(with: $0) }.flatMap { $0 }
      options = context.ruleTokens.filter { !named.contains($0.uppercased()) && !decided.contains($0.uppercased()) }
    default: options = []
    }
    return options.filter { $0.lowercased().hasPrefix(partial) }
  }

  /// What Tab lists when it cannot complete: the candidates in the order given (the legal actions first while a
  /// hand is played, then the other commands; libedit's own list would sort them alphabetically), two spaces apart
  /// and wrapped to `width`; `nil` when Tab completes instead (one candidate, none, or a longer prefix they share).
  ///
  /// - Parameters:
  ///   - candidates: The candidates for the word being typed, from ``candidates(forLinePrefix:in:)``.
  ///   - typed: The word being typed.
  ///   - width: The terminal's columns, or `nil`.
  public static func listing(_ candidates: [String], typed: String, width: Int?) -> String? {
    guard candidates.count > 1, let first = candidates.first else { return nil }
    var shared = first.lowercased()[...]
    for candidate in candidates.dropFirst() {
      shared = shared.prefix(zip(shared, candidate.lowercased()).prefix { $0 == $1 }.count)
    }
    guard shared.count <= typed.count else { return nil }
    return candidates.joined(separator: "  ").wrapped(toWidth: width)
  }
}
