import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackAnalysis

@Suite("Dealer probabilities from moments against plain recursion")
struct DealerHandTableTests {
  /// Shoes to check for one base shoe: the base itself, each single card out, and random handfuls of up to eight
  /// cards out (like a player's hand, or a split's hands), some of them emptying a value.
  static func removals(from base: SIMD16<Int32>, seed: UInt64) -> [SIMD16<Int32>] {
    var shoes = [base]
    for points in 1...10 where base[points] > 0 {
      var shoe = base
      shoe[points] -= 1
      shoes.append(shoe)
    }
    var generator = Xoshiro256StarStar(seed: seed)
    for _ in 0..<40 {
      var shoe = base
      for _ in 0..<(1 + Int(generator.next(below: 8))) {
        let points = 1 + Int(generator.next(below: 10))
        if shoe[points] > 0 { shoe[points] -= 1 }
      }
      shoes.append(shoe)
    }
    return shoes
  }

  @Test(
    "the moments give the recursion's probabilities for shoes with cards taken out",
    arguments: ["1D S17", "1D H17", "2D H17 ENHC", "6D S17"])
  func agreesWithRecursion(spec: String) throws {
    let rules = try Rules(spec: spec)
    var solver = Solver(rules: rules, mode: .optimal(.cdzMinus), infinite: false)
    // One full shoe, then one with a few cards gone (uneven counts, some values nearly exhausted).
    var uneven = ShoeComposition(rules: rules)
    for points in [1, 1, 1, 5, 5, 5, 10, 10, 10, 10, 10, 6] { uneven.remove(points: points) }
    for (seed, shoe) in [ShoeComposition(rules: rules), uneven].enumerated() {
      for up in 1...10 {
        var start = shoe.storage
        start[up] -= 1
        solver.begin(upCard: up, shoe: start)
        for removed in Self.removals(from: start, seed: UInt64(seed * 16 + up)) {
          let fast = solver.dealer(removed, removed.wrappedSum())
          let slow = solver.dealerByRecursion(removed, removed.wrappedSum())
          for outcome in DealerOutcome.allCases {
            #expect(abs(fast[outcome] - slow[outcome]) < 1e-14, "up \(up) \(outcome) \(removed)")
          }
        }
      }
    }
  }

  @Test("a tiny shoe the dealer can run out of: the moments leave out the same paths as the recursion")
  func tinyShoe() throws {
    let rules = try Rules(spec: "1D H17")
    var solver = Solver(rules: rules, mode: .optimal(.cdzMinus), infinite: false)
    // A 2, a 3 and a 4 with a 2 up: the dealer draws all three (2 + 2 + 3 + 4 = 11) and runs out.
    var base = SIMD16<Int32>(repeating: 0)
    base[2] = 2
    base[3] = 1
    base[4] = 1
    base[10] = 1
    solver.begin(upCard: 2, shoe: base)
    for removed in Self.removals(from: base, seed: 1) where removed.wrappedSum() > 0 {
      let fast = solver.dealer(removed, removed.wrappedSum())
      let slow = solver.dealerByRecursion(removed, removed.wrappedSum())
      for outcome in DealerOutcome.allCases {
        #expect(abs(fast[outcome] - slow[outcome]) < 1e-14, "\(outcome) \(removed)")
      }
    }
  }
}
