/// The dealer's outcome probabilities for every shoe made by taking cards out of one base shoe.
///
/// Write falling(x, j) = x (x − 1) … (x − j + 1). With n_c cards worth c in the base shoe (N in all), r_c of them
/// taken out (s in all), and a final dealer hand M holding k_c cards worth c (K in all),
///
///     falling(n_c − r_c, k_c)
///       = falling(n_c, k_c) · Σ_{e_c = 0…r_c} (−1)^e_c C(r_c, e_c) falling(k_c, e_c) / falling(n_c, e_c)
///
/// (count the orders that avoid the r_c removed cards by inclusion and exclusion), so that
///
///     P(outcome | base − r) = Σ_{e ⊆ r} Π_c C(r_c, e_c) · G_s(e),
///     G_s(e) = Σ_K μ_K(e) / falling(N − s, K),
///     μ_K(e) = Π_c (−1)^e_c / falling(n_c, e_c) · Σ_M orders(M) · Π_c falling(n_c, k_c) · falling(k_c, e_c),
///
/// the last sum over the final hands M of that outcome with K cards (only those holding e contribute). The moments
/// μ are worked out once for the base shoe, and G for each number of cards taken out when first needed; each shoe
/// then costs one term per sub-multiset e of the cards taken out that some final hand holds, instead of one term
/// per final dealer hand.
struct DealerMoments: Sendable {
  /// The shoe the moments are for.
  let base: SIMD16<Int32>
  /// The final hands and their parts.
  let table: DealerHandTable
  /// μ_K(e) for every part e and card count K, at the rows ``DealerHandParts`` gives.
  private let rows: [DealerOutcomeVector]
  /// G_s(e) for the numbers of cards taken out s worked out so far, at `slot(s) * partCount + part`.
  private var collapsed: [DealerOutcomeVector] = []
  /// The slot in ``collapsed`` of each s, or −1.
  private var collapsedSlot: [Int32]
  private let partCount: Int

  /// The moments of the dealer hands in `table` for the shoe `base`.
  init(table: DealerHandTable, base: SIMD16<Int32>) {
    self.base = base
    self.table = table
    let hands = table.hands
    let parts = table.parts
    // orders(M) · Π_c falling(n_c, k_c): the number of ways to draw M in a dealer's order from the base shoe.
    let ways = hands.map { hand in
      var ways = hand.orders
      for points in 1...10 where hand.counts[points] > 0 {
        for j in 0..<hand.counts[points] { ways *= Double(max(0, base[points] - j)) }
      }
      return ways
    }
    var rows = [DealerOutcomeVector](repeating: DealerOutcomeVector(), count: parts.rowCount)
    for term in parts.terms {
      let hand = Int(term.hand)
      if ways[hand] != 0 { rows[Int(term.row)][hands[hand].outcome] += ways[hand] * term.weight }
    }
    for part in parts.parts {
      var factor = 1.0
      for points in 1...10 where part.counts[points] > 0 {
        for j in 0..<part.counts[points] { factor *= -Double(base[points] - j) }
      }
      // A part with more cards of a value than the base shoe holds has no ways: its rows stay zero.
      let scale = factor == 0 ? 0 : 1 / factor
      for row in Int(part.firstRow)..<Int(part.firstRow + part.rowCount) { rows[row] = scale * rows[row] }
    }
    self.rows = rows
    collapsedSlot = Array(repeating: -1, count: Int(base.wrappedSum()) + 1)
    partCount = parts.parts.count
  }

  /// Works out G_s for every part.
  private mutating func collapse(removedCount s: Int) {
    let cards = Int(base.wrappedSum()) - s
    var inverse = [0.0]
    var falling = 1.0
    for k in 1...table.maxCards {
      falling *= Double(max(0, cards - k + 1))
      inverse.append(falling > 0 ? 1 / falling : 0)
    }
    collapsedSlot[s] = Int32(collapsed.count / max(partCount, 1))
    // A player's hands take out a dozen or so different numbers of cards: room for them up front.
    if collapsed.isEmpty { collapsed.reserveCapacity(16 * partCount) }
    for part in table.parts.parts {
      var sum = DealerOutcomeVector()
      for row in 0..<Int(part.rowCount) {
        sum += inverse[Int(part.smallestCardCount) + row] * rows[Int(part.firstRow) + row]
      }
      collapsed.append(sum)
    }
  }

  /// One level of the walk in ``probabilities(of:)``: a points value of the removed cards. Small, so that the
  /// walk's levels fit on the stack.
  private struct Level {
    /// The points value.
    var points: Int16
    /// The most cards of it a part may hold here: the cards removed, and at most as many as a final hand holds.
    var bound: Int16
    /// The cards of it in the part being visited.
    var count: Int32
    /// The part with the cards chosen at this level and the levels before it.
    var part: Int32
    /// Π C(r_c, e_c) over the levels before this one.
    var coefficient: Double
  }

  /// C(r, k) for each level's removed count r and k up to the level's bound, at `level * binomialStride + k`.
  private static var binomialStride: Int { 12 }

  /// The dealer's outcome probabilities for `shoe`, or `nil` unless `shoe` is the base shoe with some cards taken
  /// out.
  mutating func probabilities(of shoe: SIMD16<Int32>) -> DealerOutcomeVector? {
    let removed = base &- shoe
    if any(removed .< 0) { return nil }
    let removedCount = Int(removed.wrappedSum())
    if collapsedSlot[removedCount] < 0 { collapse(removedCount: removedCount) }
    let offset = Int(collapsedSlot[removedCount]) * partCount
    let bounds = pointwiseMin(removed, table.maxCount)
    return collapsed.withUnsafeBufferPointer { collapsed in
      let terms = UnsafeBufferPointer(rebasing: collapsed[offset..<offset + partCount])
      return table.parts.grown.withUnsafeBufferPointer { grown in
        withUnsafeTemporaryAllocation(of: Level.self, capacity: 10) { levels in
          withUnsafeTemporaryAllocation(of: Double.self, capacity: 10 * Self.binomialStride) { binomials in
            // One level per points value among the removed cards, with C(r_c, k) for k up to its bound.
            let stride = Self.binomialStride
            var depth = 0
            // The value with the most cards out goes last: the walk's innermost loop runs through its counts.
            var last = 0
            for points in 1...10 where bounds[points] > 0 && (last == 0 || bounds[points] > bounds[last]) {
              last = points
            }
            for index in 0..<11 {
              let points = index < 10 ? index + 1 : last
              if bounds[points] == 0 || (index < 10 && points == last) { continue }
              levels[depth] = Level(
                points: Int16(points), bound: Int16(bounds[points]), count: 0, part: 0, coefficient: 1)
              var binomial = 1.0
              binomials[depth * stride] = 1
              for k in 0..<Int(bounds[points]) {
                binomial = binomial * Double(Int(removed[points]) - k) / Double(k + 1)
                binomials[depth * stride + k + 1] = binomial
              }
              depth += 1
            }
            if depth == 0 { return terms[0] }
            // A depth-first walk over the parts inside the removed cards: every part found is a term. A
            // sub-multiset no final hand holds has no superset that one holds, so the walk stops there.
            var result = DealerOutcomeVector()
            var level = 0
            while true {
              if level < depth - 1 {
                // Down a level, taking none of its value first.
                let coefficient =
                  levels[level].coefficient * binomials[level &* stride &+ Int(levels[level].count)]
                level += 1
                levels[level].coefficient = coefficient
                levels[level].count = 0
                levels[level].part = levels[level - 1].part
                continue
              }
              // The last level: every count of its value in turn.
              let points = Int(levels[level].points)
              let coefficient = levels[level].coefficient
              let bound = Int(levels[level].bound)
              var part = Int(levels[level].part)
              result += coefficient * terms[part]
              var k = 1
              while k <= bound {
                let next = grown[part &* 16 &+ points]
                if next < 0 { break }
                part = Int(next)
                result += (coefficient * binomials[level &* stride &+ k]) * terms[part]
                k += 1
              }
              // Back up to a level that can take one more card of its value.
              while true {
                if level == 0 { return result }
                level -= 1
                let entry = levels[level]
                if entry.count < Int32(entry.bound) {
                  let next = grown[Int(entry.part) &* 16 &+ Int(entry.points)]
                  if next >= 0 {
                    levels[level].count = entry.count + 1
                    levels[level].part = next
                    break
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
