/// What kind of value an option takes, with the range of allowed values.
public enum OptionKind: Sendable, Equatable {
  /// A switch with no value (`--json`).
  case flag
  /// A whole number within a range (`--decks 6`).
  case integer(ClosedRange<Int>)
  /// A 64-bit unsigned whole number, such as a random seed (`--seed 42`).
  case unsigned
  /// One word from a fixed list (`--format csv`); matched case-insensitively and stored lowercased.
  case choice([String])
  /// Any text that is not empty (`--rules "6D H17"`).
  case text

  /// What the option expects, as it appears in error messages: "a whole number from 1 to 8".
  public var expectation: String {
    switch self {
    case .flag: "no value"
    case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .unsigned: "a whole number from 0 to \(UInt64.max)"
    case .choice(let words): "one of \(words.joined(separator: ", "))"
    case .text: "a value"
    }
  }
}

/// How one `--name value` option is written and checked: its name, placeholder, kind and help line.
///
/// Commands declare typed ``Option`` values, each wrapping one of these; the parser works from the specs.
public struct OptionSpec: Sendable, Equatable {
  /// The name without dashes: `"decks"` for `--decks`.
  public var name: String
  /// The value's placeholder in help text: `"N"` in `--decks N` (ignored for flags).
  public var valueName: String
  /// The kind and range of the value.
  public var kind: OptionKind
  /// One line of help, saying the default when there is one.
  public var help: String

  /// Creates an option specification.
  public init(_ name: String, valueName: String = "", kind: OptionKind, help: String) {
    self.name = name
    self.valueName = valueName
    self.kind = kind
    self.help = help
  }

  /// The option as typed: `"--decks"`.
  public var flagName: String { "--" + name }

  /// The option with its placeholder, for help text: `"--decks N"`.
  public var synopsis: String { kind == .flag ? flagName : "\(flagName) \(valueName)" }

  /// The `--help` flag every command accepts.
  public static let help = OptionSpec("help", kind: .flag, help: "Show this help.")
}
