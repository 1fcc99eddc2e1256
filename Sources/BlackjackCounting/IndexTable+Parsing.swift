import BlackjackEngine
import CardKit

extension IndexTable {
  /// Reads an index file: one play a line, such as `16vT S >= 0` or `insurance >= 3` (see ``IndexPlay``); blank
  /// lines and text after `#` are ignored.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - name: a name for the table, such as the file's name.
  /// - Throws: ``IndexTableError`` naming the first bad line and what was expected there.
  public init(parsing text: String, name: String) throws(IndexTableError) {
    try self.init(name: name, plays: [])
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard !words.isEmpty else { continue }
      do throws(IndexTableError) {
        try add(try Self.play(words))
      } catch {
        throw IndexTableError(description: "index file line \(offset + 1): \(error.description)")
      }
    }
  }

  /// The play a line's words state.
  static func play(_ words: [String]) throws(IndexTableError) -> IndexPlay {
    let expected = "expected a play like '16vT S >= 0', '10vA D >= 4', 'TTv5 P >= 5' or 'insurance >= 3'"
    if words.first?.lowercased() == "insurance" {
      guard words.count == 3 else {
        throw IndexTableError(description: "'\(words.joined(separator: " "))': \(expected)")
      }
      return .insurance(try comparison(words[1]), try index(words[2]))
    }
    guard words.count == 4 else { throw IndexTableError(description: "'\(words.joined(separator: " "))': \(expected)") }
    let sides = words[0].uppercased().split(separator: "V", omittingEmptySubsequences: false)
    guard sides.count == 2 else {
      throw IndexTableError(description: "'\(words[0])' is not HANDvUP; write the hand, v, and the up card, e.g. 16vT")
    }
    guard let up = upCard(String(sides[1])) else {
      throw IndexTableError(description: "'\(sides[1])' is not an up card; use 2 to 9, T or A")
    }
    guard let hand = hand(String(sides[0])) else {
      throw IndexTableError(
        description: "'\(sides[0])' is not a hand; use a hard total (4 to 21), a soft one (A2 to A9, or S13 to S21) "
          + "or a pair (22 to 99, TT, AA)")
    }
    return IndexPlay(hand, against: up, try action(words[1]), try comparison(words[2]), try index(words[3]))
  }

  static func upCard(_ text: String) -> Rank? {
    switch text {
    case "A": .ace
    case "T", "10": .ten
    default: Int(text).flatMap { (2...9).contains($0) ? Rank(blackjackPoints: $0) : nil }
    }
  }

  static func hand(_ text: String) -> IndexPlay.Hand? {
    if text == "AA" { return .pair(1) }
    if text == "TT" || text == "1010" { return .pair(10) }
    if text.count == 2, text.first == text.last, let points = Int(text.prefix(1)), (2...9).contains(points) {
      return .pair(points)
    }
    if text.hasPrefix("S"), let total = Int(text.dropFirst()), (13...21).contains(total) { return .soft(total) }
    if text.hasPrefix("A"), let other = Int(text.dropFirst()), (2...10).contains(other) { return .soft(11 + other) }
    if let total = Int(text), (4...21).contains(total) { return .hard(total) }
    return nil
  }

  static func action(_ text: String) throws(IndexTableError) -> Action {
    switch text.uppercased() {
    case "H": .hit
    case "S": .stand
    case "D": .double
    case "P": .split
    case "R": .surrender
    default: throw IndexTableError(description: "'\(text)' is not an action; use H, S, D, P or R")
    }
  }

  static func comparison(_ text: String) throws(IndexTableError) -> IndexPlay.Comparison {
    guard let comparison = IndexPlay.Comparison(rawValue: text) else {
      throw IndexTableError(description: "'\(text)' is not a comparison; use >=, >, <= or <")
    }
    return comparison
  }

  static func index(_ text: String) throws(IndexTableError) -> Int {
    guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text), (-30...30).contains(value) else {
      throw IndexTableError(description: "'\(text)' is not an index; use a whole number from -30 to 30")
    }
    return value
  }
}
