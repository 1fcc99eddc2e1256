extension StringProtocol {
  /// How many terminal columns the text takes: ANSI escape sequences (colours) take none, an East Asian wide
  /// character or an emoji two, a combining mark or a control character none, any other character one (the
  /// suits ♠♥♦♣, the dashes and the ellipsis among them).
  ///
  /// For text on one line; a newline counts as a control character (no column).
  package var visibleWidth: Int {
    var width = 0
    var rest = Substring(self)
    while let first = rest.first {
      if first == "\u{1B}" {
        rest = rest.dropFirst(TerminalText.escapeLength(rest))
        continue
      }
      width += TerminalText.width(of: first)
      rest = rest.dropFirst()
    }
    return width
  }
}

/// The measures of text on a terminal that ``Swift/StringProtocol/visibleWidth`` and the wrapping use.
package enum TerminalText {
  /// How many characters the escape sequence at the start of `text` holds (`text` starts with ESC): a control
  /// sequence (ESC `[`, parameters, intermediates, a final byte, as ECMA-48 defines it) whole, ESC and one
  /// character otherwise (ESC alone at the end of the text).
  package static func escapeLength(_ text: Substring) -> Int {
    var index = text.index(after: text.startIndex)
    guard index < text.endIndex else { return 1 }
    guard text[index] == "[" else { return 2 }
    var length = 2
    index = text.index(after: index)
    while index < text.endIndex {
      length += 1
      // The final byte of a control sequence is in 0x40…0x7E; parameters and intermediates are below it.
      if let scalar = text[index].unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { return length }
      index = text.index(after: index)
    }
    return length
  }

  /// The columns one character (a grapheme cluster) takes on a terminal: 0 for a control character or a character
  /// of combining marks alone, 2 for an East Asian wide or fullwidth character or an emoji shown as one, otherwise 1.
  package static func width(of character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      width = max(width, self.width(of: scalar))
    }
    // A text-default symbol made an emoji by the variation selector (U+FE0F) is drawn two columns wide.
    if width == 1, character.unicodeScalars.contains("\u{FE0F}") { return 2 }
    return width
  }

  /// The columns one scalar takes on its own: 0 for controls, combining marks, format characters and the Hangul
  /// vowels and finals that join a syllable; 2 for East Asian wide and fullwidth scalars and emoji; otherwise 1.
  package static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x7F { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// The East Asian wide (W) and fullwidth (F) blocks of Unicode's EastAsianWidth.txt that are not emoji, by
  /// block (as terminals' wcwidth tables group them).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initials
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x18CFF,  // Tangut and others
    0x1B000...0x1B2FF,  // Kana supplement and extended
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F
    0x30000...0x3FFFD,  // CJK extension G and after
  ]
}
