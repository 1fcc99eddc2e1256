import BlackjackCounting
import BlackjackEngine
import BlackjackTraining
import CardKit
import Testing

@Suite("Strategy drill")
struct StrategyDrillTests {
  /// Six decks, S17, DAS, late surrender: the rules of the published chart.
  let rules = try! Rules(spec: "6D S17 DAS LS")

  func question(_ drill: inout StrategyDrill, _ codes: String, up: String) -> StrategyDrill.Question {
    let cards = codes.split(separator: " ").map { Card($0)! }
    let situation = ChartPosition.situation(of: cards)
    let upCard = Card(up)!
    return StrategyDrill.Question(
      cards: cards, upCard: upCard,
      position: ChartPosition(situation: situation, upCard: upCard.rank, legal: rules.legalActions(for: situation)),
      decision: Decision(hand: situation, upCard: upCard.rank, legal: rules.legalActions(for: situation), rules: rules))
  }

  @Test("answers are graded against the chart: cells read from the published 4-8 deck S17 DAS LS chart")
  func grading() {
    var drill = StrategyDrill(rules: rules, chart: .published, seed: 1)
    // Wizard of Odds, 4-8 decks S17 DAS LS: A2 v 9 hit; 16 v T surrender; 12 v 4 stand; 8,8 v T split; A7 v 3
    // double; 11 v A hit.
    let cases: [(String, String, Action)] = [
      ("AS 2D", "9C", .hit), ("TS 6D", "KC", .surrender), ("TH 2D", "4C", .stand), ("8S 8D", "TC", .split),
      ("AS 7D", "3C", .double), ("6S 5D", "AC", .hit),
    ]
    for (cards, up, expected) in cases {
      let q = question(&drill, cards, up: up)
      #expect(
        drill.grade(expected, for: q) == StrategyDrill.Grade(isCorrect: true, chart: expected), "\(cards) v \(up)")
      #expect(!drill.grade(expected == .stand ? .hit : .stand, for: q).isCorrect)
    }
  }

  @Test("a position's weight is 1 plus 4 per mistake held against it")
  func weights() {
    #expect(StrategyDrill.weight(misses: 0) == 1)
    #expect(StrategyDrill.weight(misses: 3) == 13)
    // Weights 1, 5, 1 share the draws 0...6: 0 → first, 1...5 → second, 6 → third.
    #expect((0..<7).map { StrategyDrill.pick([1, 5, 1], draw: $0) } == [0, 1, 1, 1, 1, 1, 2])
  }

  @Test("a wrong answer holds a mistake against the position, a right one takes it away")
  func missesFollowAnswers() {
    var drill = StrategyDrill(rules: rules, chart: .published, seed: 1)
    let q = question(&drill, "AS 2D", up: "9C")
    drill.answer(.double, for: q)
    drill.answer(.double, for: q)
    #expect(drill.misses[q.position] == 2)
    drill.answer(.hit, for: q)
    #expect(drill.misses[q.position] == 1)
    drill.answer(.hit, for: q)
    #expect(drill.misses[q.position] == nil)
    #expect(drill.answered == 4 && drill.correct == 2)
  }

  @Test("a weak position comes back as often as its weight says")
  func weakPositionComesBack() {
    let weak = ChartPosition(.soft(13), against: .nine)
    var drill = StrategyDrill(rules: rules, chart: .published, seed: 42, misses: [weak: 3])
    let draws = 6_000
    var hits = 0
    for _ in 0..<draws where drill.next().position == weak { hits += 1 }
    // Weight 13 out of 329 × 1 + 13 = 342: p = 13/342 ≈ 0.0380, 228 expected in 6,000 draws with a standard
    // deviation of √(6000 p (1 − p)) ≈ 14.8; allow five.
    let expected = Double(draws) * 13 / 342
    #expect(abs(Double(hits) - expected) < 5 * 14.8, "\(hits)")
    // Without the mistakes it comes up 1/330 of the time: about 18 (standard deviation 4.3).
    var plain = StrategyDrill(rules: rules, chart: .published, seed: 42)
    var plainHits = 0
    for _ in 0..<draws where plain.next().position == weak { plainHits += 1 }
    #expect(plainHits < 18 + 5 * 5, "\(plainHits)")
  }

  @Test("the same seed deals the same hands")
  func seeded() {
    var a = StrategyDrill(rules: rules, chart: .published, seed: 9)
    var b = StrategyDrill(rules: rules, chart: .published, seed: 9)
    var c = StrategyDrill(rules: rules, chart: .published, seed: 10)
    let first = (0..<20).map { _ in a.next() }
    let second = (0..<20).map { _ in b.next() }
    let third = (0..<20).map { _ in c.next() }
    #expect(first.map(\.cards) == second.map(\.cards) && first.map(\.upCard) == second.map(\.upCard))
    #expect(first.map(\.cards) != third.map(\.cards))
    // Every hand is a first decision of the position it was drawn for.
    for q in first {
      #expect(ChartPosition(situation: q.decision.hand, upCard: q.upCard.rank, legal: q.decision.legal) == q.position)
    }
  }
}
