import CardKit

/// How cards are printed: with suit symbols or ASCII letters, with or without red for hearts and diamonds.
public struct CardStyle: Sendable, Equatable {
  /// Whether cards print as `AS 10H` instead of `A♠ 10♥`.
  public var ascii: Bool
  /// Whether hearts and diamonds are wrapped in ANSI red.
  public var color: Bool

  /// The text printed in place of the dealer's face-down hole card.
  public static let hiddenCard = "??"

  /// Creates a style.
  public init(ascii: Bool = false, color: Bool = false) {
    self.ascii = ascii
    self.color = color
  }

  /// The style for a session: red only when standard output is a terminal, `NO_COLOR` is unset or empty, `TERM`
  /// is not `dumb` (a terminal that understands no escape sequences) and `--no-color` was not given (see
  /// https://no-color.org).
  ///
  /// - Parameters:
  ///   - ascii: Whether `--ascii` was given.
  ///   - noColor: Whether `--no-color` was given.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  ///   - environment: The process environment.
  public static func resolved(
    ascii: Bool, noColor: Bool, outputIsTerminal: Bool, environment: [String: String]
  ) -> CardStyle {
    let noColorVariable = !(environment["NO_COLOR"] ?? "").isEmpty
    return CardStyle(
      ascii: ascii, color: outputIsTerminal && !noColor && !noColorVariable && !isDumbTerminal(environment))
  }

  /// Whether `TERM` names a terminal that understands no escape sequences (`dumb`), where nothing may be coloured
  /// or redrawn in place.
  public static func isDumbTerminal(_ environment: [String: String]) -> Bool {
    environment["TERM"] == "dumb"
  }

  /// One card: `A♠`, `10♥` (red when colored) or `AS`, `10H`.
  public func render(_ card: Card) -> String {
    let text = ascii ? card.asciiDescription : card.shortDescription
    return color && card.suit.isRed ? "\u{1B}[31m" + text + "\u{1B}[0m" : text
  }

  /// Cards separated by spaces.
  public func render(_ cards: some Sequence<Card>) -> String {
    cards.map(render).joined(separator: " ")
  }
}
