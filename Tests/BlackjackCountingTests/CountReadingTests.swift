import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@Suite("Count readings")
struct CountReadingTests {
  @Test(
    "a balanced count reads as the true count, an unbalanced one as the running count, worked out by hand",
    arguments: [
      // 7 half points = +3.5 with 104 cards unseen (2 decks): +1.75, floored 1, truncated 1, nearest 2.
      (7, 104, true, DeckEstimate.exact, TrueCountRounding.floor, 1),
      (7, 104, true, .exact, .truncate, 1),
      (7, 104, true, .exact, .nearest, 2),
      // −3.5 over 2 decks = −1.75: floored −2, truncated −1, nearest −2.
      (-7, 104, true, .exact, .floor, -2),
      (-7, 104, true, .exact, .truncate, -1),
      (-7, 104, true, .exact, .nearest, -2),
      // 100 cards unseen: 3.85 half decks by the card, read as 4 half decks (2 decks) or 2 decks: +1.75 either way;
      // exactly, 3.5 / (100 / 52) = +1.82, floored 1.
      (7, 100, true, .halfDeck, .floor, 1),
      (7, 100, true, .deck, .nearest, 2),
      (7, 100, true, .exact, .floor, 1),
      // 12 half points = +6 with 39 cards unseen (3/4 deck): +8 exactly; 1.5 half decks round to 2 (one deck): +6;
      // at least one deck: +6.
      (12, 39, true, .exact, .floor, 8),
      (12, 39, true, .halfDeck, .floor, 6),
      (12, 39, true, .deck, .floor, 6),
      // No card unseen: a true count of 0.
      (12, 0, true, .exact, .floor, 0),
      // Unbalanced: the running count, +3.5 or −3.5, rounded; the cards unseen do not matter.
      (7, 104, false, .exact, .floor, 3),
      (7, 0, false, .deck, .nearest, 4),
      (-7, 52, false, .exact, .truncate, -3),
      (-7, 52, false, .halfDeck, .floor, -4),
    ])
  func bettingCount(
    halfPoints: Int, unseen: Int, balanced: Bool, estimate: DeckEstimate, rounding: TrueCountRounding, expected: Int
  ) {
    let reading = CountReading(isBalanced: balanced, estimate: estimate, rounding: rounding)
    #expect(reading.bettingCount(halfPoints: halfPoints, unseen: unseen) == expected)
  }

  @Test("an unbalanced reading ignores the deck estimate, so equal readings compare equal")
  func unbalancedIgnoresEstimate() {
    #expect(CountReading(isBalanced: false, estimate: .deck, rounding: .floor) == .flooredRunningCount)
    #expect(CountReading(isBalanced: true, estimate: .deck, rounding: .floor) != .flooredExactTrueCount)
    #expect(CountReading(isBalanced: true, estimate: .exact, rounding: .floor) == .flooredExactTrueCount)
  }

  @Test("a count's own reading gives the betting count its estimate and rounding give, worked out by hand")
  func countsOwnReading() {
    var count = CardCount(system: .hiLo, decks: 2)
    for _ in 0..<5 { count.count(Card(.two, of: .spades)) }
    // +5 with 99 cards unseen: 5 / (99 / 52) = +2.63 exactly; 99 cards read as 4 half decks or 2 decks: +2.5. Either
    // way floored or truncated +2, to the nearest +3 (a half away from zero).
    let expected: [TrueCountRounding: Int] = [.floor: 2, .truncate: 2, .nearest: 3]
    for estimate in DeckEstimate.allCases {
      for rounding in TrueCountRounding.allCases {
        let reading = count.reading(estimate: estimate, rounding: rounding)
        #expect(reading.isBalanced)
        #expect(count.bettingCount(unseen: 99, reading: reading) == expected[rounding], "\(estimate) \(rounding)")
        #expect(count.bettingCount(unseen: 99, estimate: estimate, rounding: rounding) == expected[rounding])
      }
    }
    #expect(!CardCount(system: .knockOut, decks: 2).reading(estimate: .exact, rounding: .floor).isBalanced)
  }
}
