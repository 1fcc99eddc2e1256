import CardKit

/// The options of `blackjack play`.
public struct PlayOptions: Sendable, Equatable {
  /// The `--rules SPEC` text, or `nil` for the engine's default rules.
  public var rulesSpec: String?
  /// The `--bankroll N` text (default `"1000"`); the session parses it as money.
  public var bankroll: String = "1000"
  /// The `--seed S` value, or `nil` for a random seed.
  public var seed: UInt64?
  /// Whether `--ascii` was given.
  public var ascii = false
  /// Whether `--no-color` was given.
  public var noColor = false
  /// The cards `--shoe` stacks on top of the shoe, in dealing order.
  public var stackedCards: [Card] = []
  /// Whether `--help` was given.
  public var showHelp = false

  /// Creates the default options.
  public init() {}

  /// The usage text `blackjack play --help` prints.
  public static let usage = """
    usage: blackjack play [--rules SPEC] [--bankroll N] [--seed S] [--ascii] [--no-color] [--shoe "AS KH 10D ..."]

    Opens an interactive blackjack table. With a terminal it has line editing, history and Tab completion;
    with piped input it reads one command per line, without a prompt. Type 'help' at the table for the commands.

      --rules SPEC     table rules, e.g. "6d s17 das" (see 'rules' at the table)
      --bankroll N     starting bankroll (default 1000)
      --seed S         shuffle seed (a whole number from 0 to 18446744073709551615); same seed, same game
      --ascii          print cards as AS 10H instead of A♠ 10♥
      --no-color       never print red suits
      --shoe CARDS     stack these cards on top of the shoe, first dealt first; a seeded shoe follows
    """

  /// Parses the arguments after `play`.
  ///
  /// Options take their value as the next argument or after `=` (`--seed=7`).
  ///
  /// - Parameter arguments: The arguments, without the program name and `play`.
  /// - Throws: ``PlayOptionsError`` naming the bad argument and what is allowed.
  public static func parse(_ arguments: [String]) throws(PlayOptionsError) -> PlayOptions {
    var options = PlayOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(PlayOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw .missingValue(option: name) }
        index += 1
        return arguments[index - 1]
      }
      func noValue() throws(PlayOptionsError) {
        if inlineValue != nil { throw .unexpectedValue(option: name) }
      }
      switch name {
      case "--rules": options.rulesSpec = try value()
      case "--bankroll": options.bankroll = try value()
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else { throw .badSeed(text) }
        options.seed = seed
      case "--ascii":
        try noValue()
        options.ascii = true
      case "--no-color":
        try noValue()
        options.noColor = true
      case "--shoe": options.stackedCards = try parseCards(try value())
      case "--help", "-h":
        try noValue()
        options.showHelp = true
      default: throw .unknownOption(argument)
      }
    }
    return options
  }

  /// Parses `--shoe` cards separated by spaces or commas.
  private static func parseCards(_ text: String) throws(PlayOptionsError) -> [Card] {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    guard !words.isEmpty else { throw .badCard("") }
    var cards: [Card] = []
    for word in words {
      guard let card = Card(word) else { throw .badCard(String(word)) }
      cards.append(card)
    }
    return cards
  }
}

/// A problem with the arguments of `blackjack play`.
public enum PlayOptionsError: Error, Equatable, CustomStringConvertible {
  /// An argument that is not an option of `play`.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// A flag given a value with `=`.
  case unexpectedValue(option: String)
  /// A `--seed` that is not a whole number in range.
  case badSeed(String)
  /// A `--shoe` word that is not a card.
  case badCard(String)
  /// A `--rules` spec the table cannot use; the text says why.
  case badRules(String)
  /// A `--bankroll` that is not an amount of at least the minimum bet.
  case badBankroll(String)

  /// One line saying what was wrong and what is allowed.
  public var description: String {
    switch self {
    case .unknownOption(let argument):
      "unknown option '\(argument)' for play; allowed: --rules SPEC, --bankroll N, --seed S, --ascii, --no-color,"
        + " --shoe CARDS"
    case .missingValue(let option): "\(option) needs a value; see 'blackjack play --help'"
    case .unexpectedValue(let option): "\(option) takes no value"
    case .badSeed(let text): "'\(text)' is not a seed; use a whole number from 0 to 18446744073709551615"
    case .badCard(let word):
      word.isEmpty
        ? "--shoe needs at least one card, e.g. --shoe \"AS KH 10D\""
        : "'\(word)' in --shoe is not a card; use forms like AS, 10H, TD, K♣"
    case .badRules(let reason): "--rules: \(reason)"
    case .badBankroll(let text):
      "--bankroll '\(text)' is not usable; give an amount such as 1000 or 250.50, at least"
        + " \(REPLSession.minimumBet)"
    }
  }
}
