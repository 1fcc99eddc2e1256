extension StringProtocol {
  /// The text without white space at either end, lowercased: how every CardKit parser reads its input.
  var trimmedAndLowercased: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()).lowercased()
  }
}
