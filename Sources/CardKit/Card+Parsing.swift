extension Card {
  /// Parses a card from text in any of its three printed forms.
  ///
  /// Accepted, case-insensitively and with surrounding white space ignored:
  /// - ASCII: a rank symbol then a suit letter, `"AS"`, `"10h"`, with `"T"` also meaning ten (`"Th"`);
  /// - symbol: a rank symbol then a suit symbol, `"A♠"`, `"10♥"`;
  /// - long: `"Ace of Spades"`.
  ///
  /// Anything else, such as `""`, `"1S"`, `"11H"`, `"AX"` or `"A♠♠"`, gives `nil`.
  public init?(_ text: some StringProtocol) {
    let word = text.trimmedAndLowercased
    if let card = Card.parseLong(word) ?? Card.parseShort(word) {
      self = card
    } else {
      return nil
    }
  }

  /// Parses "ace of spades" (already lowercased).
  private static func parseLong(_ word: String) -> Card? {
    let parts = word.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 3, parts[1] == "of",
      let rank = Rank.allCases.first(where: { $0.name.lowercased() == parts[0] }),
      let suit = Suit.allCases.first(where: { $0.name.lowercased() == parts[2] })
    else { return nil }
    return Card(rank, of: suit)
  }

  /// Parses "as", "10h", "th", "a♠" (already lowercased).
  private static func parseShort(_ word: String) -> Card? {
    guard let last = word.last, let suit = Suit(lowercasedLetterOrSymbol: String(last)),
      let rank = Rank(lowercasedSymbol: word.dropLast())
    else { return nil }
    return Card(rank, of: suit)
  }
}
