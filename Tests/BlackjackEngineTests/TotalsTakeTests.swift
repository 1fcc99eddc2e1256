import CardKit
import Testing

@testable import BlackjackEngine

// The simulator's hands of totals (PlayerTotal, DealerTotal) take a card without an ace by adding its points to the
// hard and best totals in place, and recompute the best total only when an ace is in the hand. Against the closed
// form, worked out here from the cards alone: the hard total is the sum of the points (an ace 1, a ten-valued card
// 10); the hand is soft when it holds an ace and the hard total plus 10 is 21 or less, and its total is then ten
// more than the hard total. The runs of points are every one not bust before its last card (a ten-valued card is a
// ten or a king), split hands included.

@Suite("Hands of totals take their cards")
struct TotalsTakeTests {
  /// Every sequence of two to `length` points (1 to 10) that is not bust before its last card, passed to `body`. A
  /// natural takes no card.
  func sequences(upTo length: Int, _ body: ([Int]) -> Void) {
    func extend(_ points: [Int]) {
      if points.count >= 2 { body(points) }
      let natural = points.count == 2 && points.contains(1) && points.contains(10)
      guard points.count < length, points.reduce(0, +) <= 21, !natural else { return }
      for next in 1...10 { extend(points + [next]) }
    }
    extend([])
  }

  /// A card of `points` points, of a suit that varies with `index` (a ten-valued card a king on every third).
  func card(points: Int, index: Int) -> Card {
    let rank = points == 10 && index % 3 == 0 ? Rank.king : Rank(blackjackPoints: points)
    return Card(rank, of: Suit.allCases[index % 4])
  }

  @Test("a split hand of totals, card by card, agrees with the closed form: every pair, and up to four more cards")
  func splitTotalsAgreeWithClosedForm() {
    var hands = 0
    for pair in 1...10 {
      // Every sequence of up to four points after the pair's card, not bust before its last.
      sequences(upTo: 5) { points in
        guard points[0] == pair else { return }
        let rank = Rank(blackjackPoints: pair)
        var hand = PlayerTotal(rank, rank, bet: Money(units: 5))
        let other = hand.split()
        for (index, points) in points.dropFirst().enumerated() { hand.take(card(points: points, index: index)) }
        let hard = points.reduce(0, +)
        let soft = points.contains(1) && hard + 10 <= 21
        hands += 1
        let ok =
          hand.value.hardTotal == hard && hand.value.total == (soft ? hard + 10 : hard)
          && hand.value.isSoft == soft && hand.cardCount == points.count && !hand.isBlackjack && hand.isSplit
          && hand.isSplitAces == (pair == 1) && other.value.hardTotal == pair && other.cardCount == 1
        if !ok { Issue.record("pair \(pair), points \(points): \(hand.value), expected \(hard)") }
      }
    }
    #expect(hands > 10_000)
  }

  @Test(
    "a player's and a dealer's totals, card by card, agree with the closed form over every run of two to six cards' points"
  )
  func totalsAgreeWithClosedForm() {
    var hands = 0
    var softHands = 0
    sequences(upTo: 6) { points in
      let cards = points.indices.map { card(points: points[$0], index: $0) }
      let hard = points.reduce(0, +)
      let soft = points.contains(1) && hard + 10 <= 21
      let total = soft ? hard + 10 : hard
      var player = PlayerTotal(cards[0].rank, cards[1].rank, bet: Money(units: 5))
      var dealer = DealerTotal(upCard: cards[0].rank, hole: cards[1].rank)
      for card in cards.dropFirst(2) {
        player.take(card)
        dealer.take(card)
      }
      hands += 1
      if soft { softHands += 1 }
      let ok =
        player.value.hardTotal == hard && player.value.total == total && player.value.isSoft == soft
        && player.value.hasAce == points.contains(1) && player.cardCount == points.count
        && dealer.value.hardTotal == hard && dealer.value.total == total && dealer.value.isSoft == soft
        && dealer.value.hasAce == points.contains(1) && dealer.cardCount == points.count
        && player.isBlackjack == (points.count == 2 && total == 21)
        && dealer.isBlackjack == (points.count == 2 && total == 21)
      if !ok {
        Issue.record("points \(points): player \(player.value), dealer \(dealer.value), expected \(total)")
      }
    }
    // 10² two-card hands, and every longer one not bust before its last card; some of them soft.
    #expect(hands > 100_000)
    #expect(softHands > 1_000)
  }
}
