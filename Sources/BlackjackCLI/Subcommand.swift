import BlackjackText

/// One `blackjack` subcommand: its name, help and options, and what it does.
///
/// Each command is one entry in ``BlackjackCLI/commands``; the dispatcher parses the options from ``options``
/// (adding `--help`) before calling ``run``. A command is written as one ``Command`` struct, its options declared
/// once as ``Opt`` properties, and its entry made with ``init(_:)``: `public static let deck =
/// Subcommand(DeckCommand.self)`.
///
/// `play` is still written the older way this initializer keeps working for: an `options` table of
/// ``OptionSpec``s and a `run` closure reading ``ParsedOptions`` through typed ``Option`` keys
/// (`options[PlayCommandOptions.seed]`). To add an option to such a command, declare it once as an ``Option`` and
/// add its `.spec` to the table. To add one to a ``Command`` struct (`strategy --profile`, say), declare the
/// property: `@Opt(ProfileOptions.profile) var profile: String?`; an option written for the older way becomes one
/// with `@Opt(TheirOptions.option) var name: Type?` and `options[TheirOptions.option]` becoming `name`.
public struct Subcommand: Sendable {
  /// The name typed after `blackjack`: `"deck"`.
  public var name: String
  /// One line for the command list in `blackjack --help`.
  public var summary: String
  /// Further paragraphs for `blackjack <name> --help`, or empty.
  public var discussion: String
  /// The options the command accepts, in the order help lists them.
  public var options: [OptionSpec]
  /// The placeholder for plain arguments in the usage line (`"CARDS..."`), or `nil` when none are accepted.
  public var argumentsName: String?
  /// Runs the command with its parsed options, writing to the console; returns the exit status.
  public var run: @Sendable (ParsedOptions, Console) throws(CLIError) -> Int32

  /// Creates a command.
  public init(
    name: String, summary: String, discussion: String = "", options: [OptionSpec], argumentsName: String? = nil,
    run: @escaping @Sendable (ParsedOptions, Console) throws(CLIError) -> Int32
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.options = options
    self.argumentsName = argumentsName
    self.run = run
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
