/// The optimal-string-alignment distance between two strings: the fewest insertions, deletions, substitutions and
/// swaps of two neighbouring characters that turn one into the other ("stnad" is one swap from "stand").
///
/// - Complexity: O(*m* × *n*) time and O(*n*) extra space for strings of *m* and *n* characters.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
  let a = Array(lhs)
  let b = Array(rhs)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var twoBack = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        best = min(best, twoBack[j - 2] + 1)
      }
      current[j] = best
    }
    (twoBack, previous, current) = (previous, current, twoBack)
  }
  return previous[b.count]
}
