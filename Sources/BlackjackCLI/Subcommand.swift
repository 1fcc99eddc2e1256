import BlackjackText

/// One `blackjack` subcommand: its name, help and options, and what it does.
///
/// Each command is one entry in ``BlackjackCLI/commands``, made from a ``Command`` struct whose options are declared
/// once as ``Opt`` properties: `public static let deck = Subcommand(DeckCommand.self)`. The dispatcher parses the
/// options from ``options`` (adding `--help`) before calling ``run``, which reads them into the command, validates
/// and runs it.
public struct Subcommand: Sendable {
  /// The name typed after `blackjack`: `"deck"`.
  public var name: String
  /// One line for the command list in `blackjack --help`.
  public var summary: String
  /// Further paragraphs for `blackjack <name> --help`, or empty.
  public var discussion: String
  /// The options the command accepts, in the order help lists them (its ``Opt`` properties').
  public var options: [OptionSpec]
  /// The placeholder for plain arguments in the usage line (`"CARDS..."`), or `nil` when none are accepted.
  public var argumentsName: String?
  /// Runs the command with its parsed options, writing to the console; returns the exit status.
  public var run: @Sendable (ParsedOptions, Console) throws(CLIError) -> Int32

  /// The entry of `command` in ``BlackjackCLI/commands``: its declared options, and a run that reads them into the
  /// command, validates and runs it.
  public init<C: Command>(_ command: C.Type) {
    name = C.configuration.name
    summary = C.configuration.summary
    discussion = C.configuration.discussion
    options = C.optionSpecs
    argumentsName = C.argumentsName
    run = { parsed, console throws(CLIError) in
      var command = C(parsed: parsed)
      try command.validate()
      return try command.run(console)
    }
  }

  /// The usage line: "Usage: blackjack deck [--decks N] [--seed S] [--draw K]".
  public var usage: String {
    let parts =
      ["Usage: \(BlackjackCLI.programName) \(name)"] + options.map { "[\($0.synopsis)]" }
      + (argumentsName.map { [$0] } ?? [])
    return parts.joined(separator: " ")
  }

  /// The text `blackjack <name> --help` prints.
  public var help: String {
    var lines = [usage, "", summary]
    if !discussion.isEmpty { lines += ["", discussion] }
    lines += ["", "Options:"]
    let all = options + [.help]
    let width = all.map(\.synopsis.count).max() ?? 0
    for option in all {
      lines.append("  " + option.synopsis.padded(to: width) + "   " + option.help)
    }
    return lines.joined(separator: "\n")
  }
}
