extension Rank {
  /// Parses a rank from its symbol or its name, case-insensitively and with surrounding white space ignored.
  ///
  /// Accepted: the symbols "A", "2" … "10", "J", "Q", "K" (as in ``symbol``), "T" also meaning ten, and the names
  /// "Ace" … "King" (as in ``name``). Anything else, such as `""`, `"1"`, `"11"` or `"Knight"`, gives `nil`.
  public init?(_ text: some StringProtocol) {
    let word = text.trimmedAndLowercased
    guard let rank = Rank(lowercasedSymbol: word) ?? Rank.allCases.first(where: { $0.name.lowercased() == word })
    else { return nil }
    self = rank
  }

  /// The rank whose symbol, lowercased, is `word` ("a", "10", "k"), with "t" also meaning ten.
  init?(lowercasedSymbol word: some StringProtocol) {
    if word == "t" {
      self = .ten
    } else if let rank = Rank.allCases.first(where: { $0.symbol.lowercased() == word }) {
      self = rank
    } else {
      return nil
    }
  }
}
