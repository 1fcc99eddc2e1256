extension String {
  /// The text with every line wider than `width` columns broken at spaces into lines of at most `width` columns,
  /// measured as a terminal shows them (see ``visibleWidth``: colour codes take none, a wide character two); the
  /// continuation lines are indented like the line they continue (its leading spaces), so that an indented list
  /// stays readable. A word longer than the room left is broken where it must be, the only case in which a line
  /// breaks inside a word. Lines that fit, and the line ends themselves, are kept as they are.
  ///
  /// - Parameters:
  ///   - width: The most columns a line may take (at least 1); `nil` leaves the text alone.
  ///   - underValue: Whether a line of two columns, a label and then its value after two spaces or more
  ///     (`Count:      Hi-Lo …`, `  bet N     bet N and deal a round`), continues under its value rather than
  ///     under the label.
  package func wrapped(toWidth width: Int?, underValue: Bool = false) -> String {
    guard let width, width > 0 else { return self }
    return split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { Self.wrap(line: $0, width: width, hanging: underValue ? Self.valueColumn($0) : nil) }
      .joined(separator: "\n")
  }

  /// The column where the value of a line of two columns starts: after the first run of two spaces or more that
  /// follows text; `nil` when the line has none.
  static func valueColumn(_ line: Substring) -> Int? {
    var rest = line.drop { $0 == " " }
    var column = line.count - rest.count
    var spaces = 0
    while let first = rest.first {
      if first == "\u{1B}" {
        rest = rest.dropFirst(TerminalText.escapeLength(rest))
        continue
      }
      if first == " " {
        spaces += 1
      } else if spaces >= 2 {
        return column
      } else {
        spaces = 0
      }
      column += TerminalText.width(of: first)
      rest = rest.dropFirst()
    }
    return nil
  }

  /// One line broken at spaces into lines of at most `width` columns (measured by ``visibleWidth``: colour codes
  /// take none, a wide character two); the spaces between words on one line are kept as they were (two columns stay
  /// two columns), those at a break are dropped. Continuation lines are indented by `hanging` columns when given,
  /// otherwise like the line.
  private static func wrap(line: Substring, width: Int, hanging: Int? = nil) -> [String] {
    guard line.visibleWidth > width else { return [String(line)] }
    let indentCount = line.prefix { $0 == " " }.count
    // An indent that leaves less than half the width for words is dropped on continuation lines.
    let continuation = hanging.flatMap { $0 <= width / 2 ? $0 : nil } ?? indentCount
    let indent = String(repeating: " ", count: continuation <= width / 2 ? continuation : 0)
    // The words, each with the spaces before it.
    var pieces: [(spaces: Int, word: Substring)] = []
    var rest = line.dropFirst(indentCount)
    while !rest.isEmpty {
      let gap = rest.prefix { $0 == " " }.count
      rest = rest.dropFirst(gap)
      let word = rest.prefix { $0 != " " }
      rest = rest.dropFirst(word.count)
      if !word.isEmpty { pieces.append((gap, word)) }
    }
    var lines: [String] = []
    var current = String(line.prefix(indentCount))
    var currentWidth = indentCount
    var currentHasWord = false
    for piece in pieces {
      var word = piece.word
      var wordWidth = word.visibleWidth
      if currentHasWord && currentWidth + piece.spaces + wordWidth <= width {
        current += String(repeating: " ", count: piece.spaces) + word
        currentWidth += piece.spaces + wordWidth
        continue
      }
      if !currentHasWord && currentWidth + wordWidth <= width {
        current += word
        currentWidth += wordWidth
        currentHasWord = true
        continue
      }
      if currentHasWord {
        lines.append(current)
        current = indent
        currentWidth = indent.count
        currentHasWord = false
      }
      // A word wider than a whole line is cut into pieces that fill the lines.
      while currentWidth + wordWidth > width {
        let (head, headWidth) = Self.prefix(of: word, columns: Swift.max(1, width - currentWidth))
        lines.append(current + head)
        word = word.dropFirst(head.count)
        wordWidth -= headWidth
        current = indent
        currentWidth = indent.count
      }
      if !word.isEmpty {
        current += word
        currentWidth += wordWidth
        currentHasWord = true
      }
    }
    if currentHasWord || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// The longest start of `word` that takes at most `columns` columns, and its width; at least one character that
  /// takes a column (a wide character on a line of one column still has to go somewhere), and escape sequences
  /// whole.
  private static func prefix(of word: Substring, columns: Int) -> (Substring, Int) {
    var end = word.startIndex
    var used = 0
    while end < word.endIndex {
      if word[end] == "\u{1B}" {
        end = word.index(end, offsetBy: TerminalText.escapeLength(word[end...]))
        continue
      }
      let next = TerminalText.width(of: word[end])
      if used + next > columns && used > 0 { break }
      used += next
      end = word.index(after: end)
    }
    return (word[..<end], used)
  }
}
