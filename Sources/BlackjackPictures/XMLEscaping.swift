/// Escaping for text and attribute values in XML, XHTML and HTML alike.
///
/// `&`, `<` and `>` become entities everywhere, and `"` too in attribute values (which are always written in double
/// quotes), as do tab, line feed and carriage return, which a parser would otherwise read as spaces there. Characters that XML 1.0 does not allow at all (the C0 controls other than tab, line feed and carriage
/// return, and U+FFFE, U+FFFF) become U+FFFD, the replacement character, so that every document parses.
package enum XMLEscaping {
  /// `text` escaped for character data.
  package static func text(_ text: String) -> String { escaped(text, quotes: false) }

  /// `value` escaped for a double-quoted attribute value.
  package static func attribute(_ value: String) -> String { escaped(value, quotes: true) }

  private static func escaped(_ text: String, quotes: Bool) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, quotes: quotes) }) else { return text }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;".unicodeScalars
      case "<": output += "&lt;".unicodeScalars
      case ">": output += "&gt;".unicodeScalars
      case "\"" where quotes: output += "&quot;".unicodeScalars
      case "\t" where quotes: output += "&#9;".unicodeScalars
      case "\n" where quotes: output += "&#10;".unicodeScalars
      case "\r" where quotes: output += "&#13;".unicodeScalars
      default: output.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return String(output)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar, quotes: Bool) -> Bool {
    switch scalar {
    case "&", "<", ">": true
    case "\"", "\t", "\n", "\r": quotes
    default: !isAllowed(scalar)
    }
  }

  /// Whether XML 1.0 allows `scalar` in a document.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0..<0x20, 0xFFFE, 0xFFFF: false
    default: true
    }
  }
}
