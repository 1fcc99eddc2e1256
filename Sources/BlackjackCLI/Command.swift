/// What `blackjack <name> --help` says of a command: its name, one line for the command list, and further
/// paragraphs.
public struct CommandConfiguration: Sendable {
  /// The name typed after `blackjack`: `"deck"`.
  public var name: String
  /// One line for the command list in `blackjack --help`.
  public var summary: String
  /// Further paragraphs for `blackjack <name> --help`, or empty.
  public var discussion: String

  /// Creates a configuration.
  public init(name: String, summary: String, discussion: String = "") {
    self.name = name
    self.summary = summary
    self.discussion = discussion
  }
}

/// A group of options declared once, as ``Opt`` properties (and ``Arguments``) with their defaults, that a command
/// includes as a stored property: `var shoe = ShoeChoiceOptions()`.
///
/// The group is made with `init()` while a command line is being read (``CommandLineValues``), so each property holds
/// the value given for it or its default. Its specifications, in declaration order, are ``optionSpecs``.
public protocol ParsableOptions: Sendable {
  /// Creates the options with the values of the command line being read, or their defaults.
  init()
}

/// One `blackjack` command, declared once, as swift-argument-parser declares one: a `struct` whose ``Opt``
/// properties are its options (name, type, default, help, allowed values), a ``validate()`` for the rules between
/// options, and a ``run(_:)``. Help, the usage line, completion, the manual page and the refusal of bad options all
/// come from the declarations (``Subcommand/init(_:)`` makes the command's entry in ``BlackjackCLI/commands``).
///
/// ```swift
/// struct DeckCommand: Command {
///   static let configuration = CommandConfiguration(name: "deck", summary: "Shuffle a deck and print it.")
///   @Opt(.integer("decks", valueName: "N", range: 1...8, help: "Number of decks (default 1).")) var decks = 1
///   @Opt(.unsigned("seed", valueName: "S", help: "Seed for the shuffle (default: random).")) var seed: UInt64?
///   func run(_ console: Console) throws(CLIError) -> Int32 { … }
/// }
/// ```
public protocol Command: ParsableOptions {
  /// The command's name, summary and discussion.
  static var configuration: CommandConfiguration { get }

  /// Checks the options together (a value one option allows only with another, two that exclude each other),
  /// after each was read and checked on its own; called before ``run(_:)``.
  ///
  /// - Throws: ``CLIError`` (usage, exit status 2) saying what was wrong and what is allowed.
  mutating func validate() throws(CLIError)

  /// Runs the command, writing to `console`; returns the exit status.
  mutating func run(_ console: Console) throws(CLIError) -> Int32
}

extension Command {
  /// No rules between options.
  public mutating func validate() throws(CLIError) {}
}

extension ParsableOptions {
  /// The options declared by this type's ``Opt`` properties and its option groups, in declaration order.
  public static var optionSpecs: [OptionSpec] { CommandLineValues.declarations(of: Self()).specs }

  /// The placeholder of the plain arguments (``Arguments``) in the usage line, or `nil` when none are accepted.
  public static var argumentsName: String? { CommandLineValues.declarations(of: Self()).arguments }

  /// The options given on the command line (not those left at their defaults), in declaration order.
  public var givenOptions: [OptionSpec] { CommandLineValues.declarations(of: self).given }

  /// The options with the values of `parsed`, or their defaults.
  public init(parsed: ParsedOptions) {
    self = CommandLineValues.$current.withValue(parsed) { Self() }
  }
}
