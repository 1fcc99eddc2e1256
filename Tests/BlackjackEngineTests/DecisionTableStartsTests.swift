import CardKit
import Testing

@testable import BlackjackEngine

// The hands a charted round starts from, looked up in its decision table (DecisionTable.playerStart and dealerStart)
// rather than added up card by card. The expected values are the blackjack count stated here on its own, from each
// rank's points: the hard total is the sum (an ace 1), the hand is soft when it holds an ace and its hard total is at
// most 11 (the ace then counts 11), and two cards making 21 are a natural. A few hands are worked out by hand too.

@Suite("The starting hands a decision table looks up")
struct DecisionTableStartsTests {
  static let table = DecisionTable(strategy: BasicStrategy.published, rules: Rules())

  /// A rank's points, stated here: ace 1, two to nine at face value, ten and the faces 10.
  static func points(_ rank: Rank) -> Int {
    switch rank {
    case .ace: 1
    case .two: 2
    case .three: 3
    case .four: 4
    case .five: 5
    case .six: 6
    case .seven: 7
    case .eight: 8
    case .nine: 9
    case .ten, .jack, .queen, .king: 10
    }
  }

  /// Two cards' hard total, best total and natural, by the count above.
  static func expected(_ first: Rank, _ second: Rank) -> (hard: Int, best: Int, soft: Bool, natural: Bool) {
    let hard = points(first) + points(second)
    let soft = (first == .ace || second == .ace) && hard <= 11
    let best = soft ? hard + 10 : hard
    return (hard, best, soft, best == 21)
  }

  @Test("every player's two-card hand: its totals, two cards, its first card's points, no marks, natural or not")
  func playerStarts() {
    for first in Rank.allCases {
      for second in Rank.allCases {
        let hand = PlayerTotal(bits: Self.table.playerStart(first, second), bet: Money(units: 5))
        let want = Self.expected(first, second)
        #expect(hand.value.hardTotal == want.hard, "\(first) \(second)")
        #expect(hand.value.total == want.best, "\(first) \(second)")
        #expect(hand.value.isSoft == want.soft, "\(first) \(second)")
        #expect(hand.value.hasAce == (first == .ace || second == .ace), "\(first) \(second)")
        #expect(hand.isBlackjack == want.natural, "\(first) \(second)")
        #expect(hand.cardCount == 2, "\(first) \(second)")
        #expect(hand.firstPoints == Self.points(first), "\(first) \(second)")
        #expect(hand.flags == 0 && hand.stake == Money(units: 5), "\(first) \(second)")
        #expect(hand.pairPoints == (Self.points(first) == Self.points(second) ? Self.points(first) : nil))
      }
    }
  }

  @Test("every dealer's up card and hole card: the totals and the natural")
  func dealerStarts() {
    for up in Rank.allCases {
      for hole in Rank.allCases {
        let dealer = DealerTotal(upCard: up, value: Self.table.dealerStart(up, hole))
        let want = Self.expected(up, hole)
        #expect(dealer.value.hardTotal == want.hard, "\(up) \(hole)")
        #expect(dealer.value.total == want.best, "\(up) \(hole)")
        #expect(dealer.value.isSoft == want.soft, "\(up) \(hole)")
        #expect(dealer.isBlackjack == want.natural, "\(up) \(hole)")
        #expect(dealer.upRank == up && dealer.cardCount == 2, "\(up) \(hole)")
      }
    }
  }

  @Test("hands worked out by hand: A K, K A, A A, 9 7, A 6 for the dealer")
  func byHand() {
    let table = Self.table
    // An ace and a king: a natural, soft 21, whichever comes first; the first card's points 1, then 10.
    let aceKing = PlayerTotal(bits: table.playerStart(.ace, .king), bet: Money(units: 1))
    #expect(aceKing.isBlackjack && aceKing.value.total == 21 && aceKing.value.hardTotal == 11)
    #expect(aceKing.firstPoints == 1)
    let kingAce = PlayerTotal(bits: table.playerStart(.king, .ace), bet: Money(units: 1))
    #expect(kingAce.isBlackjack && kingAce.firstPoints == 10)
    // Two aces: hard 2, soft 12, a pair of ones.
    let aces = PlayerTotal(bits: table.playerStart(.ace, .ace), bet: Money(units: 1))
    #expect(aces.value.hardTotal == 2 && aces.value.total == 12 && aces.pairPoints == 1 && !aces.isBlackjack)
    // Nine and seven: hard 16, no pair.
    let sixteen = PlayerTotal(bits: table.playerStart(.nine, .seven), bet: Money(units: 1))
    #expect(sixteen.value.total == 16 && !sixteen.value.isSoft && sixteen.pairPoints == nil)
    // The dealer's ace up and six in the hole: soft 17, no natural; ten up and ace in the hole: a natural.
    let soft17 = DealerTotal(upCard: .ace, value: table.dealerStart(.ace, .six))
    #expect(soft17.value.total == 17 && soft17.value.isSoft && !soft17.isBlackjack)
    #expect(DealerTotal(upCard: .ten, value: table.dealerStart(.ten, .ace)).isBlackjack)
  }
}
