extension StringProtocol {
  /// The optimal-string-alignment distance to `other`, compared case-insensitively: the fewest insertions,
  /// deletions, substitutions and swaps of two neighbouring characters that turn one into the other
  /// ("stnad" is one swap from "stand", "H18" one substitution from "H17").
  ///
  /// Used to suggest the nearest known word for a misspelt one (a rule token, a command).
  ///
  /// - Complexity: O(*m* × *n*) time and O(*n*) extra space.
  package func editDistance(to other: some StringProtocol) -> Int {
    let a = Array(lowercased())
    let b = Array(other.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = Swift.min(best, twoBack[j - 2] + 1)
        }
        current[j] = best
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }
}

extension Collection where Element: StringProtocol {
  /// The element nearest to `word` by ``Swift/StringProtocol/editDistance(to:)``, if it is within
  /// `maximumDistance` edits (by default a third of the word's length, at least one).
  package func nearest(to word: some StringProtocol, maximumDistance: Int? = nil) -> Element? {
    let limit = maximumDistance ?? Swift.max(1, word.count / 3)
    guard let best = self.min(by: { $0.editDistance(to: word) < $1.editDistance(to: word) }) else { return nil }
    return best.editDistance(to: word) <= limit ? best : nil
  }
}
