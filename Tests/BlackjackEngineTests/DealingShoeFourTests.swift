import CardKit
import Testing

@testable import BlackjackEngine

@Suite("Dealing four known cards at once")
struct DealingShoeFourTests {
  @Test(
    "four cards at once are the four next draws, until fewer than four shuffled positions are left",
    arguments: ["6D PEN75", "1D PEN50", "2D CSM", "INF"])
  func sameAsFourDraws(spec: String) throws {
    let rules = try Rules(spec: spec)
    var one = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 21), shufflingLazily: true)
    var four = one
    var dealtAtOnce = 0
    for _ in 0..<2_000 {
      one.prepareForRound(rules: rules)
      four.prepareForRound(rules: rules)
      let before = four
      if let cards = four.drawFourKnown() {
        let drawn = try (one.draw(), one.draw(), one.draw(), one.draw())
        #expect([cards.0, cards.1, cards.2, cards.3] == [drawn.0, drawn.1, drawn.2, drawn.3])
        dealtAtOnce += 1
      } else {
        // Nothing dealt: a lazy shoe whose shuffled positions end within four cards, a continuous shuffler (no
        // shuffled positions), an infinite deck.
        #expect(four == before)
        #expect(four.discardCount + 4 > four.shuffledPrefix)
        for _ in 0..<4 {
          _ = try one.draw()
          _ = try four.draw()
        }
      }
      #expect(one == four)
    }
    let shuffledPositions = rules.deckCount != nil && rules.shuffling != .continuous
    #expect(shuffledPositions ? dealtAtOnce > 1_000 : dealtAtOnce == 0, "\(spec)")
  }
}
