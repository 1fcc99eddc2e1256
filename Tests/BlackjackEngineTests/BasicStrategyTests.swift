import BlackjackEngine
import CardKit
import Testing

@Suite("BasicStrategy")
struct BasicStrategyTests {
  let chart = BasicStrategy.published

  @Test("published cells, read off the Wizard of Odds 4–8 deck S17 DAS LS chart")
  func publishedCells() {
    #expect(chart[hard: 16, .ten] == .surrenderOrHit)
    #expect(chart[hard: 16, .seven] == .hit)
    #expect(chart[hard: 12, .four] == .stand)
    #expect(chart[hard: 11, .ace] == .hit)
    #expect(chart[hard: 11, .ten] == .doubleOrHit)
    #expect(chart[soft: 18, .three] == .doubleOrStand)
    #expect(chart[soft: 18, .nine] == .hit)
    #expect(chart[pair: 9, .seven] == .stand)
    #expect(chart[pair: 2, .two] == .splitIfDASOrHit)
    #expect(chart[pair: 1, .ace] == .split)
    #expect(chart[pair: 10, .six] == .stand)
  }

  @Test("the chart text round-trips")
  func chartRoundTrip() throws {
    #expect(try BasicStrategy(chart: chart.chart) == chart)
    #expect(chart.chart.split(separator: "\n").count == 18 + 10 + 10)
  }

  @Test("bad chart lines are named")
  func badChart() {
    #expect(throws: ChartError.self) { try BasicStrategy(chart: "H9 H H") }
    #expect(throws: ChartError.self) { try BasicStrategy(chart: "X9 H H H H H H H H H H") }
    #expect(throws: ChartError.self) { try BasicStrategy(chart: "H9 H H H H H H H H H Q") }
  }

  func action(_ spec: String, _ cards: String, up: Rank, handCount: Int = 1, isSplit: Bool = false) -> Action {
    let rules = try! Rules(spec: spec)
    let cards = cards.split(separator: " ").map { Card("\($0)S")! }
    let points = cards.count == 2 && cards[0].rank.points == cards[1].rank.points ? cards[0].rank.points : nil
    let hand = HandSituation(
      value: HandValue(cards), cardCount: cards.count, pairPoints: points, isSplit: isSplit, handCount: handCount)
    return chart.action(for: Decision(hand: hand, upCard: up, legal: rules.legalActions(for: hand), rules: rules))
  }

  @Test("fallbacks resolve against the legal actions and the rules")
  func fallbacks() {
    #expect(action("LS", "T 6", up: .ten) == .surrender)
    #expect(action("NS", "T 6", up: .ten) == .hit)
    #expect(action("", "5 6", up: .six) == .double)
    #expect(action("", "5 3 3", up: .six) == .hit)
    #expect(action("", "A 3 4", up: .three) == .stand)
    #expect(action("", "A 2 4", up: .three) == .hit)
    #expect(action("", "A 7", up: .three) == .double)
    #expect(action("DAS", "2 2", up: .two) == .split)
    #expect(action("NDAS", "2 2", up: .two) == .hit)
    #expect(action("SPL2", "8 8", up: .ten, handCount: 2, isSplit: true) == .hit)
    #expect(action("", "8 8", up: .ten) == .split)
    #expect(action("", "T T", up: .six) == .stand)
  }

  @Test("never-bust follows the chart but never hits a hard 12 or more")
  func neverBust() {
    let rules = Rules()
    func play(_ cards: String, up: Rank) -> Action {
      let cards = cards.split(separator: " ").map { Card("\($0)S")! }
      let hand = HandSituation(value: HandValue(cards), cardCount: cards.count, pairPoints: nil)
      let decision = Decision(hand: hand, upCard: up, legal: rules.legalActions(for: hand), rules: rules)
      return NeverBustStrategy().action(for: decision)
    }
    #expect(play("T 3", up: .ten) == .stand)
    #expect(play("5 6", up: .six) == .double)
    #expect(play("A 6", up: .ten) == .hit)
    #expect(play("4 5", up: .two) == .hit)
  }
}
