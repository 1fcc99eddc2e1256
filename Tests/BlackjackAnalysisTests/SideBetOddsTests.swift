import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Side bet odds")
struct SideBetOddsTests {
  // MARK: Published figures

  @Test(
    "21+3 version 1 (9 to 1) house edge by decks, as published",
    arguments: [(1, 13.30), (2, 7.26), (4, 4.24), (6, 3.24), (8, 2.74)])
  func twentyOnePlusThreeEdges(decks: Int, percent: Double) {
    // Source: Wizard of Odds, "21+3", version 1: 1 deck 13.30 %, 2 decks 7.26 %, 4 decks 4.24 %, 6 decks 3.24 %,
    // 8 decks 2.74 % (rounded to 0.01 pp).
    let odds = SideBetOdds(bet: .twentyOnePlusThree, decks: decks)
    #expect(abs(odds.houseEdge * 100 - percent) < 0.005)
  }

  @Test("21+3 six decks: the published combinations and house edge 3.2386 %")
  func twentyOnePlusThreeSixDecks() {
    // Source: Wizard of Odds, "21+3", version 1 table for six decks: 5,013,320 combinations; straight flush
    // 10,368; three of a kind 26,312; straight 155,520; flush 236,736 plus pair+flush 56,160; return −0.032386.
    // Its version 3 table splits the three of a kind into suited trips 1,040 and other trips 25,272.
    let odds = SideBetOdds(bet: .twentyOnePlusThree, decks: 6)
    #expect(odds.totalWays == 5_013_320)
    #expect(odds.ways[.straightFlush] == 10_368)
    #expect(odds.ways[.suitedTrips] == 1_040)
    #expect(odds.ways[.threeOfAKind] == 25_272)
    #expect(odds.ways[.straight] == 155_520)
    #expect(odds.ways[.flush] == 236_736 + 56_160)
    #expect(abs(odds.houseEdge * 100 - 3.2386) < 0.00005)
  }

  @Test("21+3 Vegas (100/40/30/10/5) six decks, from the published combinations by hand")
  func twentyOnePlusThreeVegas() {
    // From the Wizard of Odds six-deck counts above: (1,040·101 + 10,368·41 + 25,272·31 + 155,520·11
    // + 292,896·6) / 5,013,320 − 1 = 4,781,656 / 5,013,320 − 1 = −0.0462097 (by hand).
    let odds = SideBetOdds(bet: .twentyOnePlusThreeVegas, decks: 6)
    let fraction = odds.expectedReturnFraction
    #expect(fraction.numerator == 4_781_656 - 5_013_320)
    #expect(fraction.denominator == 5_013_320)
  }

  @Test("Perfect Pairs 25/12/6, eight decks: return −3,536 / 86,320 = −0.040964")
  func perfectPairsEightDecks() {
    // By hand for 416 cards (C(416, 2) = 86,320 unordered pairs): perfect 13·4·C(8, 2) = 1,456, coloured
    // 13·2·8·8 = 1,664, mixed 13·4·8·8 = 3,328; return (1,456·26 + 1,664·13 + 3,328·7 − 86,320) / 86,320
    // = −3,536 / 86,320 = −0.040964. Wizard of Odds, "Perfect Pairs", gives a house edge of 4.10 % for this
    // table with eight decks.
    let odds = SideBetOdds(bet: .perfectPairs, decks: 8)
    #expect(odds.totalWays == 86_320)
    #expect(odds.ways == [.perfectPair: 1_456, .colouredPair: 1_664, .mixedPair: 3_328])
    #expect(odds.expectedReturnFraction.numerator == -3_536)
  }

  @Test(
    "Lucky Ladies 1000/125/19/9/4 house edge by decks, as published",
    arguments: [(1, 38.16), (6, 24.71), (8, 24.05)])
  func luckyLadiesEdges(decks: Int, percent: Double) {
    // Source: Wizard of Odds, "Lucky Ladies", pay table 1000/125/19/9/4: 1 deck 38.16 %, 6 decks 24.71 %,
    // 8 decks 24.05 %.
    let odds = SideBetOdds(bet: .luckyLadies, decks: decks)
    #expect(abs(odds.houseEdge * 100 - percent) < 0.005)
  }

  // MARK: Brute force over the actual cards of a small shoe

  /// Every card of `decks` full decks, one element per physical card.
  func shoe(_ decks: Int) -> [Card] {
    (0..<decks).flatMap { _ in Rank.allCases.flatMap { rank in Suit.allCases.map { Card(rank, of: $0) } } }
  }

  /// An independent three-card classifier written for the test from the rules: 0 nothing, 1 flush, 2 straight,
  /// 3 trips, 4 straight flush, 5 suited trips.
  func category(_ a: Card, _ b: Card, _ c: Card) -> Int {
    let r = [a, b, c].map { Int($0.rank.rawValue) }.sorted()
    let flush = a.suit == b.suit && a.suit == c.suit
    let trips = r[0] == r[1] && r[1] == r[2]
    let straight = (r[0] + 1 == r[1] && r[1] + 1 == r[2]) || r == [1, 12, 13]
    if trips { return flush ? 5 : 3 }
    if straight { return flush ? 4 : 2 }
    return flush ? 1 : 0
  }

  @Test("21+3 counts equal a brute force over every three cards of one and two decks", arguments: [1, 2])
  func twentyOnePlusThreeBruteForce(decks: Int) {
    let cards = shoe(decks)
    var counts = [Int](repeating: 0, count: 6)
    for i in cards.indices {
      for j in (i + 1)..<cards.count {
        for k in (j + 1)..<cards.count { counts[category(cards[i], cards[j], cards[k])] += 1 }
      }
    }
    let odds = SideBetOdds(bet: .twentyOnePlusThree, decks: decks)
    #expect(odds.totalWays == counts.reduce(0, +))
    let hands: [SideBetHand] = [.flush, .straight, .threeOfAKind, .straightFlush, .suitedTrips]
    for (offset, hand) in hands.enumerated() { #expect((odds.ways[hand] ?? 0) == counts[offset + 1]) }
  }

  @Test("Perfect Pairs and Lucky Ladies counts equal a brute force over the cards of two decks")
  func pairsBruteForce() {
    let cards = shoe(2)
    let n = cards.count
    var pairs = [SideBetHand: Int]()
    var ladies = [SideBetHand: Int]()
    var ladiesTotal = 0
    let queenOfHearts = Card(.queen, of: .hearts)
    func points(_ card: Card) -> Int { card.rank == .ace ? 11 : min(Int(card.rank.rawValue), 10) }
    for i in 0..<n {
      for j in (i + 1)..<n {
        let a = cards[i]
        let b = cards[j]
        if a.rank == b.rank {
          let hand: SideBetHand =
            a.suit == b.suit ? .perfectPair : (a.suit.isRed == b.suit.isRed ? .colouredPair : .mixedPair)
          pairs[hand, default: 0] += 1
        }
        ladiesTotal += (n - 2) * (n - 3)
        guard points(a) + points(b) == 20 else { continue }
        if a == queenOfHearts && b == queenOfHearts {
          // Every ordered (up, hole) pair of the other cards that is an ace and a ten-valued card.
          var blackjacks = 0
          for u in 0..<n where u != i && u != j {
            for h in 0..<n where h != i && h != j && h != u {
              if points(cards[u]) + points(cards[h]) == 21 { blackjacks += 1 }
            }
          }
          ladies[.queensOfHeartsWithDealerBlackjack, default: 0] += blackjacks
          ladies[.queensOfHearts, default: 0] += (n - 2) * (n - 3) - blackjacks
        } else {
          let hand: SideBetHand = a == b ? .matchedTwenty : (a.suit == b.suit ? .suitedTwenty : .anyTwenty)
          ladies[hand, default: 0] += (n - 2) * (n - 3)
        }
      }
    }
    #expect(SideBetOdds(bet: .perfectPairs, decks: 2).ways == pairs)
    let odds = SideBetOdds(bet: .luckyLadies, decks: 2)
    #expect(odds.ways == ladies)
    #expect(odds.totalWays == ladiesTotal)
  }

  @Test("an infinite deck: Perfect Pairs' perfect pair is 1 in 52, Lucky Ladies' dealer blackjack 2 · 1/13 · 4/13")
  func infiniteDeck() {
    // By hand: with replacement the second card matches the first's rank and suit with probability 1/52, its rank
    // and colour but not suit 1/52, its rank and the other colour 2/52.
    let pairs = SideBetOdds(bet: .perfectPairs, decks: nil)
    #expect(abs(pairs.probability(of: .perfectPair) - 1.0 / 52) < 1e-12)
    #expect(abs(pairs.probability(of: .mixedPair) - 2.0 / 52) < 1e-12)
    let ladies = SideBetOdds(bet: .luckyLadies, decks: nil)
    let pair = 1.0 / 52 / 52
    #expect(abs(ladies.probability(of: .queensOfHeartsWithDealerBlackjack) - pair * 2 / 13 * 4 / 13) < 1e-15)
  }
}
