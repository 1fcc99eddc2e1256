extension String {
  /// The text with every line wider than `width` characters broken at spaces into lines of at most `width`
  /// characters; the continuation lines are indented like the line they continue (its leading spaces), so that
  /// an indented list stays readable. A word longer than the room left is broken where it must be, the only case
  /// in which a line breaks inside a word. Lines that fit, and the line ends themselves, are kept as they are.
  ///
  /// - Parameter width: The most characters a line may hold (at least 1); `nil` leaves the text alone.
  package func wrapped(toWidth width: Int?) -> String {
    guard let width, width > 0 else { return self }
    return split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { Self.wrap(line: $0, width: width) }
      .joined(separator: "\n")
  }

  /// One line broken at spaces into lines of at most `width` characters; the spaces between words on one line are
  /// kept as they were (two columns stay two columns), those at a break are dropped.
  private static func wrap(line: Substring, width: Int) -> [String] {
    guard line.count > width else { return [String(line)] }
    let indentCount = line.prefix { $0 == " " }.count
    // An indent that leaves less than half the width for words is dropped on continuation lines.
    let indent = String(repeating: " ", count: indentCount <= width / 2 ? indentCount : 0)
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
    var currentHasWord = false
    for piece in pieces {
      var word = piece.word
      if currentHasWord && current.count + piece.spaces + word.count <= width {
        current += String(repeating: " ", count: piece.spaces) + word
        continue
      }
      if !currentHasWord && current.count + word.count <= width {
        current += word
        currentHasWord = true
        continue
      }
      if currentHasWord {
        lines.append(current)
        current = indent
        currentHasWord = false
      }
      // A word wider than a whole line is cut into pieces that fill the lines.
      while current.count + word.count > width {
        let room = Swift.max(1, width - current.count)
        lines.append(current + word.prefix(room))
        word = word.dropFirst(room)
        current = indent
      }
      if !word.isEmpty {
        current += word
        currentHasWord = true
      }
    }
    if currentHasWord || lines.isEmpty { lines.append(current) }
    return lines
  }
}
