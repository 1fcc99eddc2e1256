import BlackjackEngine
import Testing

@testable import BlackjackAnalysis

@Suite("Dealer hand table against plain recursion")
struct DealerHandTableTests {
  @Test(
    "the trie of final dealer hands gives the recursion's probabilities for uneven shoes",
    arguments: ["1D S17", "1D H17", "2D H17 ENHC"])
  func agreesWithRecursion(spec: String) throws {
    let rules = try Rules(spec: spec)
    var solver = Solver(rules: rules, mode: .optimal, infinite: false)
    // One deck, then one deck with a few cards gone (uneven counts, some values nearly exhausted).
    var uneven = ShoeComposition(decks: 1)
    for points in [1, 1, 1, 5, 5, 5, 10, 10, 10, 10, 10, 6] { uneven.remove(points: points) }
    for shoe in [ShoeComposition(decks: 1), uneven] {
      for up in 1...10 {
        var start = shoe.storage
        start[up] -= 1
        solver.begin(upCard: up, shoe: start)
        let fast = solver.dealer(start, start.wrappedSum())
        let slow = solver.dealerByRecursion(start, start.wrappedSum())
        for outcome in DealerOutcome.allCases {
          #expect(abs(fast[outcome] - slow[outcome]) < 1e-14, "up \(up) \(outcome)")
        }
      }
    }
  }
}
