import BlackjackEngine
import BlackjackText
import CardKit

/// Why a counting system could not be read: one line saying what was wrong and what is allowed.
public struct CountingSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, such as "tags missing for 5 and 9; give each of A, 2 … 9 and T once".
  public let description: String
}

extension CountingSystem {
  /// The example custom spec quoted in messages: Hi-Lo's tags.
  public static let customExample = "A=-1 2=1 3=1 4=1 5=1 6=1 7=0 8=0 9=0 T=-1"

  /// A built-in system by name (`hilo`, `ko`, `hiopt1`, `hiopt2`, `omega2`, `zen`, `halves`, `red7`, any case), or
  /// custom tags such as `"A=-1 2=1 3=1 4=1 5=1 6=1 7=0 8=0 9=0 T=-1"`.
  ///
  /// Custom tags give each of A, 2 … 9 and T (ten-valued cards) once, as whole or half points (`0.5`, `-1.5`); a rank
  /// may be split by colour instead (`7R=1 7B=0`, as Red 7 does). Custom systems start from a running count of 0;
  /// an unbalanced one is bet and played by its running count.
  ///
  /// - Throws: ``CountingSystemError`` naming an unknown system, a tag that is not a number of half points, a rank
  ///   given twice or missing.
  public init(spec: String) throws(CountingSystemError) {
    let trimmed = spec.trimmingWhitespace()
    if let builtIn = Self.builtIn.first(where: { $0.name == trimmed.lowercased() }) {
      self = builtIn.system
      return
    }
    guard trimmed.contains("=") else {
      var message = "unknown counting system '\(trimmed)'"
      if let near = Self.builtIn.map(\.name).nearest(to: trimmed) { message += " (did you mean '\(near)'?)" }
      throw CountingSystemError(
        description: message + "; systems are \(Self.builtIn.map(\.name).joined(separator: ", ")), or tags such as "
          + "\"\(Self.customExample)\"")
    }
    var tags: [Int: [Bool: Int]] = [:]  // points → (red?) → half points; both colours under one key when not split
    for word in trimmed.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
      let parts = word.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw CountingSystemError(description: "'\(word)' is not a tag; write RANK=TAG, e.g. \(Self.customExample)")
      }
      var rankText = parts[0].uppercased()
      var colours: [Bool] = [false, true]
      if rankText.count == 2, let last = rankText.last, last == "R" || last == "B", rankText != "10" {
        colours = [last == "R"]
        rankText.removeLast()
      }
      guard let points = Self.points(of: rankText) else {
        throw CountingSystemError(
          description: "'\(parts[0])' is not a rank; tags are given for A, 2 … 9 and T (tens and faces)")
      }
      guard let value = Double(parts[1]), value.isFinite, (value * 2).rounded() == value * 2, abs(value) <= 20 else {
        throw CountingSystemError(
          description: "the tag of \(parts[0]) must be a whole or half number from -20 to 20, got '\(parts[1])'")
      }
      for red in colours {
        if tags[points]?[red] != nil {
          throw CountingSystemError(description: "the tag of \(rankText) is given twice")
        }
        tags[points, default: [:]][red] = Int(value * 2)
      }
    }
    let missing = (1...10).filter { tags[$0]?.count != 2 }.map(Rank.chartLabel(points:))
    guard missing.isEmpty else {
      throw CountingSystemError(
        description: "tags missing for \(missing.joined(separator: ", ")); give each of A, 2 … 9 and T once, e.g. "
          + Self.customExample)
    }
    // Cannot fail: the guard above found both colours' tags for every value 1 to 10.
    self.init(name: "custom", halfTag: { card in tags[card.rank.points]![card.suit.isRed]! })
  }

  /// The points of a rank as custom tags name it: A, 2 … 9, T (or 10, J, Q, K, all ten-valued).
  private static func points(of text: String) -> Int? {
    switch text {
    case "A": 1
    case "T", "10", "J", "Q", "K": 10
    default: Int(text).flatMap { (2...9).contains($0) ? $0 : nil }
    }
  }

  /// The system as `--count` takes it: a built-in system's name (`hilo`), or the tags of a custom one
  /// (``tagSpec``). ``init(spec:)`` reads it back to an equal system.
  public var spec: String { Self.builtIn.first { $0.system == self }?.name ?? tagSpec }

  /// The tags in the notation custom specs use, such as `"A=-1 2=1 … T=-1"` (sevens split by colour when they differ).
  public var tagSpec: String {
    (1...10).map { points -> String in
      let rank = Rank(blackjackPoints: points)
      let label = rank.chartLabel
      let red = halfTag(of: Card(rank, of: .hearts))
      let black = halfTag(of: Card(rank, of: .spades))
      let text = { (half: Int) in half % 2 == 0 ? String(half / 2) : DecimalFormat.fixed(scaled: half * 5, digits: 1) }
      return red == black ? "\(label)=\(text(red))" : "\(label)R=\(text(red)) \(label)B=\(text(black))"
    }.joined(separator: " ")
  }
}

extension String {
  /// The string without white space at either end.
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
