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

  @Test(
    "three cards' half points by rank alone are their tags, for every built-in system whose tags depend on rank only")
  func byRankAlone() throws {
    // Worked by hand: Hi-Lo's 2♠ 5♥ K♦ is +1 +1 −1, one point (two half points); Zen's A♣ 4♦ 9♥ is −1 +2 0, one point;
    // Wong Halves' 5♠ 5♥ 9♣ is 1½ + 1½ − ½, 2½ points (five half points).
    let hiLo = CardCount(system: .hiLo, decks: 6)
    #expect(
      hiLo.halfPoints(ofRanks: Card(.two, of: .spades), Card(.five, of: .hearts), Card(.king, of: .diamonds)) == 2)
    let zen = CardCount(system: .zen, decks: 6)
    #expect(zen.halfPoints(ofRanks: Card(.ace, of: .clubs), Card(.four, of: .diamonds), Card(.nine, of: .hearts)) == 2)
    let halves = CardCount(system: .wongHalves, decks: 6)
    #expect(
      halves.halfPoints(ofRanks: Card(.five, of: .spades), Card(.five, of: .hearts), Card(.nine, of: .clubs)) == 5)
    // Every three cards (52³ of them), against the tags read one by one, for each built-in system of rank-only tags.
    let rankOnly = CountingSystem.builtIn.map(\.system).filter(\.tagsDependOnRankOnly)
    #expect(rankOnly.count == CountingSystem.builtIn.count - 1, "all but Red Seven")
    for system in rankOnly {
      let count = CardCount(system: system, decks: 6)
      var wrong = 0
      for first in Deck.standardOrder {
        for second in Deck.standardOrder {
          for third in Deck.standardOrder
          where count.halfPoints(ofRanks: first, second, third)
            != system.halfTag(of: first) + system.halfTag(of: second) + system.halfTag(of: third)
          {
            wrong += 1
          }
        }
      }
      #expect(wrong == 0, "\(system.name): \(wrong) of 140,608")
    }
  }
}
