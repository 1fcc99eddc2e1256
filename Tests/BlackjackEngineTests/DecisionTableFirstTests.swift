import CardKit
import Testing

@testable import BlackjackEngine

// A decision table keeps a round's first decision by its three cards' ranks (DecisionTable.first), so every rank,
// the faces included, must find the decision its points call for. The expected decision is asked of the strategy
// itself, for the hand its two cards make, rather than read from the table.

@Suite("The first decisions a decision table looks up by rank")
struct DecisionTableFirstTests {
  @Test(
    "every two cards against every up card find the strategy's own first decision",
    arguments: ["6D S17 DAS", "6D H17 DAS LS", "2D H17 NDAS RSA"])
  func everyRank(spec: String) throws {
    let rules = try Rules(spec: spec)
    let strategy = BasicStrategy.published
    let table = DecisionTable(strategy: strategy, rules: rules)
    var checked = 0
    for first in Rank.allCases {
      for second in Rank.allCases {
        let value = HandValue([Card(first, of: .spades), Card(second, of: .hearts)])
        let hand = HandSituation(
          value: value, cardCount: 2, pairPoints: first.points == second.points ? first.points : nil)
        let legal = rules.legalActions(for: hand)
        for up in Rank.allCases {
          let entry = table.first(first, second, upCard: up, page: 0)
          if value.total == 21 {
            // A natural has no decision, and the published chart never takes even money.
            #expect(entry == Action.stand.rawValue, "\(first) \(second) against \(up)")
          } else {
            let action = strategy.action(for: Decision(hand: hand, upCard: up, legal: legal, rules: rules))
            #expect(
              entry == (legal.contains(action) ? action.rawValue : DecisionTable.replay),
              "\(first) \(second) against \(up)")
          }
          checked += 1
        }
      }
    }
    #expect(checked == 13 * 13 * 13)
  }
}
