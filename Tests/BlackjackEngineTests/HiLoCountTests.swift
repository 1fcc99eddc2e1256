import BlackjackEngine
import CardKit
import Testing

@Suite("Hi-Lo count")
struct HiLoCountTests {
  @Test("tags: 2–6 count +1, 7–9 zero, tens and aces −1")
  func tags() {
    #expect(Rank.allCases.map(\.hiLoTag) == [-1, 1, 1, 1, 1, 1, 0, 0, 0, -1, -1, -1, -1])
  }

  @Test("a full deck counts back to zero (the count is balanced)")
  func balanced() {
    #expect(HiLoCount(Deck().cards).running == 0)
    #expect(HiLoCount(Deck().cards).cardsSeen == 52)
  }

  @Test("running and true count, computed by hand")
  func trueCount() {
    let count = HiLoCount(["2S", "5H", "KD", "6C", "3D"].map { Card($0)! })
    // +1 +1 −1 +1 +1 = +3; with 156 cards (3 decks) left the true count is +1.
    #expect(count.running == 3)
    #expect(count.trueCount(cardsRemaining: 156) == 1)
    #expect(count.trueCount(cardsRemaining: 0) == nil)
  }
}
