import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@Suite("Card count")
struct CardCountTests {
  func cards(_ text: String) -> [Card] { text.split(separator: " ").map { Card($0)! } }

  @Test("the running count adds each card's tag; Wong Halves' halves add up exactly")
  func runningCount() {
    var hiLo = CardCount(system: .hiLo, decks: 6)
    hiLo.count(cards("2S 5H KD AC 7S 3C 4D"))
    // +1 +1 −1 −1 0 +1 +1 = +2, by hand.
    #expect(hiLo.runningCount == 2)
    #expect(hiLo.runningHalfPoints == 4)
    #expect(hiLo.cardsSeen == 7)
    var halves = CardCount(system: .wongHalves, decks: 1)
    halves.count(cards("2S 7H 9D 5C"))
    // +½ +½ −½ +1½ = +2.
    #expect(halves.runningCount == 2)
    halves.count(cards("9C"))
    // −½ more: +1½, three half points.
    #expect(halves.runningHalfPoints == 3)
    hiLo.reset()
    #expect(hiLo.runningCount == 0 && hiLo.cardsSeen == 0)
    let ko = CardCount(system: .knockOut, decks: 6)
    #expect(ko.runningCount == -20)  // 4 − 4 × 6
    #expect(ko.runningHalfPoints == -40)
  }

  @Test("a buffer of cards counts as its cards one by one, for every built-in system (Red Seven's red sevens too)")
  func countsBuffer() {
    // Hi-Lo by hand first: 2S 5H KD AC 7S 3C 4D is +2 (see above), and the red 7 of Red Seven +1 where the black is 0.
    let hand = cards("2S 5H KD AC 7S 3C 4D")
    var hiLo = CardCount(system: .hiLo, decks: 6)
    hand.withUnsafeBufferPointer { hiLo.count($0) }
    #expect(hiLo.runningHalfPoints == 4 && hiLo.cardsSeen == 7)
    var redSeven = CardCount(system: .redSeven, decks: 1)
    let redSevenStart = redSeven.runningHalfPoints
    cards("7H 7D 7S 7C").withUnsafeBufferPointer { redSeven.count($0) }
    #expect(redSeven.runningHalfPoints == redSevenStart + 4)
    // No card at all, and the cards of a buffer from its third on, as the simulator counts a round's discards.
    var none = CardCount(system: .hiLo, decks: 6)
    [Card]().withUnsafeBufferPointer { none.count($0) }
    #expect(none.runningHalfPoints == 0 && none.cardsSeen == 0)
    var tail = CardCount(system: .hiLo, decks: 6)
    hand.withUnsafeBufferPointer { tail.count(UnsafeBufferPointer(rebasing: $0[2...])) }
    // KD AC 7S 3C 4D: −1 −1 0 +1 +1 = 0; then 3C 4D alone, +2.
    #expect(tail.runningHalfPoints == 0 && tail.cardsSeen == 5)
    hand.withUnsafeBufferPointer { tail.count(UnsafeBufferPointer(rebasing: $0[5...])) }
    #expect(tail.runningHalfPoints == 4 && tail.cardsSeen == 7)
    // Then every card of a deck, alone and all together, in a second way: the card's own tag in the system.
    for (name, system) in CountingSystem.builtIn {
      var all = CardCount(system: system, decks: 1)
      Deck.standardOrder.withUnsafeBufferPointer { all.count($0) }
      #expect(
        all.runningHalfPoints - CardCount(system: system, decks: 1).runningHalfPoints
          == Deck.standardOrder.reduce(0) { $0 + system.halfTag(of: $1) }, "\(name)")
      for card in Deck.standardOrder {
        var one = CardCount(system: system, decks: 1)
        let start = one.runningHalfPoints
        [card].withUnsafeBufferPointer { one.count($0) }
        #expect(one.runningHalfPoints - start == system.halfTag(of: card), "\(name) \(card)")
        #expect(one.cardsSeen == 1)
      }
    }
  }

  @Test(
    "true counts by how the tray is read and how the count is rounded, worked out by hand",
    arguments: [
      // Running count +5 with 130 cards unseen (2.5 decks): exact +2.0; half-deck 2.5 decks → +2.0; deck: 3 decks
      // (2.5 rounds half up) → +1.67.
      (10, 130, DeckEstimate.exact, TrueCountRounding.floor, 2), (10, 130, .halfDeck, .floor, 2),
      (10, 130, .deck, .floor, 1), (10, 130, .deck, .nearest, 2),
      // Running count −3 with 104 unseen (2 decks): −1.5 → floor −2, truncate −1, nearest −2 (halves away from 0).
      (-6, 104, .exact, .floor, -2), (-6, 104, .exact, .truncate, -1), (-6, 104, .exact, .nearest, -2),
      // Running count +7 with 60 unseen: exact 60/52 decks → +6.07; half-deck 1 deck (60/26 = 2.3 → 2 halves) → +7;
      // deck 1 → +7.
      (14, 60, .exact, .floor, 6), (14, 60, .halfDeck, .floor, 7), (14, 60, .deck, .truncate, 7),
      // A few cards unseen: half a deck at least under half-deck, a deck at least under deck.
      (4, 5, .halfDeck, .floor, 4), (4, 5, .deck, .floor, 2),
    ])
  func trueCounts(
    halfPoints: Int, unseen: Int, estimate: DeckEstimate, rounding: TrueCountRounding, expected: Int
  ) {
    var count = CardCount(system: .wongHalves, decks: 6)
    // Wong Halves' five: +1.5 (3 half points); a two: +0.5 (1 half point): build the running count from cards.
    var remaining = halfPoints
    while remaining >= 3 {
      count.count(Card(.five, of: .spades))
      remaining -= 3
    }
    while remaining <= -2 {
      count.count(Card(.ace, of: .spades))
      remaining += 2
    }
    while remaining > 0 {
      count.count(Card(.two, of: .spades))
      remaining -= 1
    }
    while remaining < 0 {
      count.count(Card(.nine, of: .spades))
      remaining += 1
    }
    #expect(count.runningCount == Double(halfPoints) / 2)
    #expect(count.bettingCount(unseen: unseen, estimate: estimate, rounding: rounding) == expected)
  }

  @Test("an unbalanced system bets by its running count, rounded")
  func unbalanced() {
    var ko = CardCount(system: .knockOut, decks: 1)
    ko.count(cards("2S 3S 4S 5S 6S 7S"))  // 0 + 6 = +6
    #expect(ko.bettingCount(unseen: 46, estimate: .exact, rounding: .floor) == 6)
  }
}
