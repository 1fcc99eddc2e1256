import BlackjackEngine

/// A line the server-dealt table takes in phase A: a bet, an action, an insurance answer, or a rebuy.
///
/// Words are read case-insensitively with spaces collapsed; the prompt's short forms are accepted (`h`, `s`, `d`,
/// `p`, `r`, and `y` / `n` or `yes` / `no` for insurance).
enum TableCommand: Sendable, Equatable {
  /// `bet AMOUNT`: deal a round.
  case bet(Money)
  /// `hit`, `stand`, `double`, `split`, `surrender`.
  case action(Action)
  /// `insurance yes` or `insurance no`.
  case insurance(Bool)
  /// `rebuy`: buy the starting bankroll again when broke.
  case rebuy

  /// The longest line read, in bytes.
  static let maximumLength = 200

  /// What the table takes, for error messages.
  static let grammar =
    "bet AMOUNT, hit (h), stand (s), double (d), split (p), surrender (r), insurance yes|no (y|n), rebuy"

  /// Parses `line`.
  ///
  /// - Throws: ``APIError`` (400) saying what was wrong and what the table takes.
  init(parsing line: String) throws(APIError) {
    guard line.utf8.count <= Self.maximumLength else {
      throw APIError(status: 400, "the line is longer than \(Self.maximumLength) bytes; send one command")
    }
    let words = line.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let first = words.first else {
      throw APIError(status: 400, "the line is empty; the table takes \(Self.grammar)")
    }
    switch (first, words.count) {
    case ("bet", 2):
      guard let amount = Money(words[1]), amount > .zero else {
        throw APIError(
          status: 400, "'\(Self.quoted(words[1]))' is not an amount; give e.g. 'bet 10' or 'bet 12.50'")
      }
      self = .bet(amount)
    case ("bet", _):
      throw APIError(status: 400, "'bet' takes one amount, e.g. 'bet 10'")
    case ("insurance", 2):
      switch words[1] {
      case "yes", "y": self = .insurance(true)
      case "no", "n": self = .insurance(false)
      default: throw APIError(status: 400, "'insurance' takes yes or no")
      }
    case ("yes", 1), ("y", 1): self = .insurance(true)
    case ("no", 1), ("n", 1): self = .insurance(false)
    case ("rebuy", 1): self = .rebuy
    case (_, 1):
      let word = String(first)
      guard let action = Action.allCases.first(where: { $0.name == word || Self.shortForm($0) == word }) else {
        throw APIError(status: 400, "unknown command '\(Self.quoted(first))'; the table takes \(Self.grammar)")
      }
      self = .action(action)
    default:
      throw APIError(status: 400, "'\(Self.quoted(line))' is not a command; the table takes \(Self.grammar)")
    }
  }

  /// The prompt's one-letter form of an action.
  static func shortForm(_ action: Action) -> String {
    switch action {
    case .hit: "h"
    case .stand: "s"
    case .double: "d"
    case .split: "p"
    case .surrender: "r"
    }
  }

  /// `text` cut to 40 characters for quoting in a message.
  private static func quoted(_ text: some StringProtocol) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
  }
}
