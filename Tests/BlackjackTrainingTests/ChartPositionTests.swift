import BlackjackCounting
import BlackjackEngine
import BlackjackTraining
import CardKit
import Testing

@Suite("Chart positions")
struct ChartPositionTests {
  func situation(_ codes: String) -> HandSituation {
    ChartPosition.situation(of: codes.split(separator: " ").map { Card($0)! })
  }

  @Test("a pair is read from its pair row only when splitting is legal, as the chart reads it")
  func pairRow() {
    let aces = situation("AS AD")
    #expect(
      ChartPosition(situation: aces, upCard: .six, legal: [.hit, .stand, .split])
        == ChartPosition(.pair(1), against: .six))
    #expect(
      ChartPosition(situation: aces, upCard: .six, legal: [.hit, .stand]) == ChartPosition(.soft(12), against: .six))
    // Any two ten-valued cards are a pair of tens; a queen up is the ten column.
    #expect(
      ChartPosition(situation: situation("KS JD"), upCard: .queen, legal: [.stand, .split])
        == ChartPosition(.pair(10), against: .ten))
  }

  @Test("a recorded hand's position: soft 13 from A 2, hard 16 from three cards, a pair from 8 8")
  func recordedCards() {
    #expect(ChartPosition(cards: [.ace, .two], upCard: .nine) == ChartPosition(.soft(13), against: .nine))
    #expect(ChartPosition(cards: [.five, .four, .seven], upCard: .king) == ChartPosition(.hard(16), against: .ten))
    #expect(ChartPosition(cards: [.eight, .eight], upCard: .ace) == ChartPosition(.pair(8), against: .ace))
    // A,6,A is soft 18 (1 + 6 + 1 + 10).
    #expect(ChartPosition(cards: [.ace, .six, .ace], upCard: .two) == ChartPosition(.soft(18), against: .two))
  }

  @Test("there are 330 drillable positions: 15 hard, 8 soft and 10 pair rows, 10 up cards each")
  func drillableCount() {
    #expect(ChartPosition.drillable.count == (15 + 8 + 10) * 10)
    #expect(Set(ChartPosition.drillable).count == 330)
  }

  @Test("the cards drawn for every drillable position make that position's hand")
  func cardsMakeTheirRow() {
    var generator = Xoshiro256StarStar(seed: 11)
    for position in ChartPosition.drillable {
      let cards = try! #require(position.cards(using: &generator))
      #expect(cards.count == 2)
      // Worked out independently of HandValue: points with an ace counted 11 when that does not bust.
      let points = cards.map { $0.rank.rawValue >= 10 ? 10 : Int($0.rank.rawValue) }
      let hard = points.reduce(0, +)
      let soft = points.contains(1) && hard + 10 <= 21
      switch position.hand {
      case .hard(let total):
        #expect(!soft && hard == total && points[0] != points[1], "\(cards)")
      case .soft(let total):
        #expect(soft && hard + 10 == total && points[0] != points[1], "\(cards)")
      case .pair(let value):
        #expect(points == [value, value], "\(cards)")
      case nil:
        Issue.record("insurance is not drillable")
      }
    }
  }

  @Test("rows no two cards make have no cards")
  func impossibleRows() {
    var generator = Xoshiro256StarStar(seed: 1)
    #expect(ChartPosition(.hard(20), against: .two).cards(using: &generator) == nil)
    #expect(ChartPosition(.hard(4), against: .two).cards(using: &generator) == nil)
    #expect(ChartPosition(.soft(21), against: .two).cards(using: &generator) == nil)
    #expect(ChartPosition.insurance.cards(using: &generator) == nil)
  }
}
