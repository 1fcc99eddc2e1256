extension Joker {
  /// Parses a joker from its code, symbol or name, case-insensitively and with surrounding white space ignored:
  /// "BJ", "RJ", "🃏", "🂿", "Black Joker", "Red Joker". Anything else, such as "Joker" or "AS", gives `nil`.
  public init?(_ text: some StringProtocol) {
    let word = text.trimmedAndLowercased
    guard
      let joker = Joker.allCases.first(where: {
        $0.asciiDescription.lowercased() == word || $0.symbol == word || $0.name.lowercased() == word
      })
    else { return nil }
    self = joker
  }
}
