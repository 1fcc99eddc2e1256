import BlackjackEngine
import CardKit
import Testing

@Suite("Typical player: basic strategy with common mistakes")
struct TypicalPlayerStrategyTests {
  let rules = Rules()

  /// The typical player's action on `cards` (ranks, e.g. "A 7") against `up`.
  func play(_ cards: String, up: Rank) -> Action {
    let cards = cards.split(separator: " ").map { Card("\($0)S")! }
    let pair = cards.count == 2 && cards[0].rank == cards[1].rank ? HandValue([cards[0]]).total : nil
    let hand = HandSituation(value: HandValue(cards), cardCount: cards.count, pairPoints: pair)
    let decision = Decision(hand: hand, upCard: up, legal: rules.legalActions(for: hand), rules: rules)
    return TypicalPlayerStrategy(basic: .published).action(for: decision)
  }

  @Test("the mistakes, each against the published chart's play (6-deck S17 DAS: Wizard of Odds)")
  func mistakes() {
    // Chart: double A7 v 6 and A2 v 5; the typical player hits A2 and stands on soft 18.
    #expect(play("A 7", up: .six) == .stand)
    #expect(play("A 2", up: .five) == .hit)
    // Chart: hit 12 v 2 and v 3; the typical player stands.
    #expect(play("T 2", up: .two) == .stand)
    #expect(play("T 2", up: .three) == .stand)
    // Chart: split 9s v 6; the typical player stands on 18.
    #expect(play("9 9", up: .six) == .stand)
    #expect(
      TypicalPlayerStrategy(basic: .published).takesInsurance(
        hand: HandSituation(
          value: HandValue(hardTotal: 20, hasAce: false), cardCount: 2, pairPoints: 10), rules: rules))
  }

  @Test("elsewhere the typical player follows the chart")
  func followsChart() {
    #expect(play("5 6", up: .six) == .double)
    #expect(play("T 2", up: .four) == .stand)
    #expect(play("T 2", up: .seven) == .hit)
    #expect(play("8 8", up: .ten) == .split)
    #expect(play("A 7", up: .nine) == .hit)
  }
}
