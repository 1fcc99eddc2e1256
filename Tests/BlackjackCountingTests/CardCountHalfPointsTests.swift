import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@Suite("Card count by half points")
struct CardCountHalfPointsTests {
  @Test(
    "three cards' half points, counted at once, are the same as counting each card",
    arguments: [CountingSystem.hiLo, .wongHalves, .redSeven, .knockOut])
  func sameAsCountingEachCard(system: CountingSystem) throws {
    let cards = Deck.standardOrder
    var generator = Xoshiro256StarStar(seed: 3)
    for _ in 0..<500 {
      let first = cards.randomElement(using: &generator)!
      let second = cards.randomElement(using: &generator)!
      let third = cards.randomElement(using: &generator)!
      var base = CardCount(system: system, decks: 2)
      for card in cards.prefix(Int.random(in: 0..<52, using: &generator)) { base.count(card) }
      var oneByOne = base
      for card in [first, second, third] { oneByOne.count(card) }
      let points = base.halfPoints(of: first, second, third)
      // Half points are twice the published tags (Wong Halves has halves): the tags read one by one.
      #expect(points == system.halfTag(of: first) + system.halfTag(of: second) + system.halfTag(of: third))
      #expect(
        base.bettingCount(addingHalfPoints: points, unseen: 80, estimate: .exact, rounding: .floor)
          == oneByOne.bettingCount(unseen: 80, estimate: .exact, rounding: .floor))
      var atOnce = base
      atOnce.count(halfPoints: points, cards: 3)
      #expect(atOnce == oneByOne)
    }
  }
}
