extension Suit {
  /// Parses a suit from its letter, symbol or name, case-insensitively and with surrounding white space ignored.
  ///
  /// Accepted: the letters "S", "H", "D", "C" (as in ``letter``), the symbols "♠", "♥", "♦", "♣" (as in
  /// ``symbol``) and the plural names "Spades" … "Clubs" (as in ``name``). Anything else, such as `""`, `"X"` or
  /// `"Spade"`, gives `nil`.
  public init?(_ text: some StringProtocol) {
    let word = text.trimmedAndLowercased
    guard
      let suit = Suit(lowercasedLetterOrSymbol: word)
        ?? Suit.allCases.first(where: { $0.name.lowercased() == word })
    else { return nil }
    self = suit
  }

  /// The suit whose letter, lowercased, or symbol is `word` ("s", "♠").
  init?(lowercasedLetterOrSymbol word: some StringProtocol) {
    guard let suit = Suit.allCases.first(where: { $0.letter.lowercased() == word || $0.symbol == word }) else {
      return nil
    }
    self = suit
  }
}
