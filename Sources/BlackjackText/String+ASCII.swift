extension String {
  /// The text in ASCII alone, for a terminal whose locale is not UTF-8 (`LC_ALL=C`): every byte below 128.
  ///
  /// The symbols the program prints are spelled out (`♠♥♦♣` as `S H D C`, `—` as `-`, `…` as `...`, `×` as `x`,
  /// `·` as `|`, `←` as `<-`, `±` as `+/-`, `≤` as `<=`, accented Latin letters without their accents); any other
  /// character outside ASCII becomes `?`. ASCII text, escape sequences included, is unchanged.
  package var asciiTransliterated: String {
    guard !utf8.allSatisfy({ $0 < 0x80 }) else { return self }
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else if let replacement = Self.asciiReplacements[scalar] {
        result += replacement
      } else if let letter = Self.baseLetter(scalar) {
        result.unicodeScalars.append(letter)
      } else if Self.isCombining(scalar) {
        continue
      } else {
        result += "?"
      }
    }
    return result
  }

  /// The ASCII spelling of the symbols the program prints.
  private static let asciiReplacements: [Unicode.Scalar: String] = [
    "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
    "—": "-", "–": "-", "−": "-", "‐": "-", "‑": "-", "…": "...", "×": "x", "·": "|", "•": "*",
    "←": "<-", "→": "->", "↑": "^", "↓": "v", "⇒": "=>", "±": "+/-", "≤": "<=", "≥": ">=", "≠": "!=", "≈": "~",
    "∞": "inf", "√": "sqrt", "°": " deg", "²": "^2", "³": "^3", "¹": "^1", "½": "1/2", "¼": "1/4", "¾": "3/4",
    "‘": "'", "’": "'", "‚": ",", "“": "\"", "”": "\"", "„": "\"", "«": "\"", "»": "\"", "′": "'", "″": "\"",
    "\u{A0}": " ", "\u{2009}": " ", "\u{202F}": " ", "\u{2007}": " ", "€": "EUR", "£": "GBP", "¢": "c",
    "σ": "sigma", "μ": "mu", "µ": "u", "Σ": "Sum", "Δ": "Delta", "✓": "v", "✗": "x", "✔": "v", "✘": "x",
    "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE",
  ]

  /// The ASCII letter an accented Latin letter of Latin-1 is written on (`é` → `e`), or `nil`.
  private static func baseLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let letters: [(String, Character)] = [
      ("àáâãäå", "a"), ("ÀÁÂÃÄÅ", "A"), ("ç", "c"), ("Ç", "C"), ("èéêë", "e"), ("ÈÉÊË", "E"), ("ìíîï", "i"),
      ("ÌÍÎÏ", "I"), ("ñ", "n"), ("Ñ", "N"), ("òóôõö", "o"), ("ÒÓÔÕÖ", "O"), ("ùúûü", "u"), ("ÙÚÛÜ", "U"),
      ("ýÿ", "y"), ("Ý", "Y"),
    ]
    for (accented, base) in letters where accented.unicodeScalars.contains(scalar) {
      return base.unicodeScalars.first
    }
    return nil
  }

  /// Whether `scalar` is a mark drawn on the character before it (left out: its letter stands alone).
  private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .format: true
    default: false
    }
  }
}
