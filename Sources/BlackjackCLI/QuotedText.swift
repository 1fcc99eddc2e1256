import BlackjackText

/// Text from the command line as a message quotes it: whole when short, cut when long, so that a refusal stays one
/// readable line whatever was typed (a 120 KB argument is not written back).
enum QuotedText {
  /// The most characters quoted whole.
  static let maximumCharacters = 100
  /// The characters kept of a longer text.
  static let keptCharacters = 60

  /// `text` in single quotes: `'text'`, or for a text of more than ``maximumCharacters`` characters its first
  /// ``keptCharacters`` and its length: `'1234…' (120,000 characters)`.
  static func quoted(_ text: String) -> String {
    guard text.count > maximumCharacters else { return "'\(text)'" }
    return "'\(text.prefix(keptCharacters))…' (\(DecimalFormat.grouped(text.count)) characters)"
  }
}
