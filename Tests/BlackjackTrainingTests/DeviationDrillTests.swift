import BlackjackCounting
import BlackjackEngine
import BlackjackTraining
import CardKit
import Testing

@Suite("Deviation drill")
struct DeviationDrillTests {
  /// Six decks, S17, DAS, no surrender: the rules the Illustrious 18 was published for.
  let rules = try! Rules(spec: "6D S17 DAS NS")

  func question(_ drill: DeviationDrill, _ spec: String, _ codes: String, up: String, count: Int)
    -> DeviationDrill.Question
  {
    let play = drill.plays.first { $0.spec == spec }!
    let cards = codes.split(separator: " ").map { Card($0)! }
    let situation = ChartPosition.situation(of: cards)
    let upCard = Card(up)!
    return DeviationDrill.Question(
      play: play, cards: cards, upCard: upCard, count: count,
      decision: Decision(hand: situation, upCard: upCard.rank, legal: rules.legalActions(for: situation), rules: rules))
  }

  @Test("answers are graded by the Illustrious 18 (Schlesinger, Blackjack Attack): both sides of each index")
  func grading() throws {
    let drill = try #require(DeviationDrill(table: .illustrious18, chart: .published, rules: rules, seed: 1))
    // 16 v T: stand at true count 0 or more, otherwise hit (the chart).
    let at0 = question(drill, "16vT S >= 0", "TS 6D", up: "KC", count: 0)
    #expect(
      drill.grade(.action(.stand), for: at0)
        == .init(isCorrect: true, expected: .action(.stand), deviates: true, chart: .action(.hit)))
    let below = question(drill, "16vT S >= 0", "TS 6D", up: "KC", count: -1)
    #expect(
      drill.grade(.action(.stand), for: below)
        == .init(isCorrect: false, expected: .action(.hit), deviates: false, chart: .action(.hit)))
    // 12 v 3: stand at +2, hit at +1. 13 v 2: hit below −1, stand at −1.
    #expect(drill.grade(.action(.stand), for: question(drill, "12v3 S >= 2", "TS 2D", up: "3C", count: 2)).isCorrect)
    #expect(drill.grade(.action(.hit), for: question(drill, "12v3 S >= 2", "TS 2D", up: "3C", count: 1)).isCorrect)
    #expect(drill.grade(.action(.hit), for: question(drill, "13v2 H < -1", "TS 3D", up: "2C", count: -2)).isCorrect)
    #expect(drill.grade(.action(.stand), for: question(drill, "13v2 H < -1", "TS 3D", up: "2C", count: -1)).isCorrect)
    // 10,10 v 6: split at +4; insurance at +3, not at +2.
    #expect(drill.grade(.action(.split), for: question(drill, "TTv6 P >= 4", "TS KD", up: "6C", count: 4)).isCorrect)
    #expect(drill.grade(.action(.stand), for: question(drill, "TTv6 P >= 4", "TS KD", up: "6C", count: 3)).isCorrect)
    #expect(
      drill.grade(.insurance(true), for: question(drill, "insurance >= 3", "TS 5D", up: "AC", count: 3)).isCorrect)
    #expect(
      drill.grade(.insurance(false), for: question(drill, "insurance >= 3", "TS 5D", up: "AC", count: 2)).isCorrect)
  }

  @Test("questions are hands of their play, at counts within two of its index, or at the count given")
  func questions() throws {
    var drill = try #require(DeviationDrill(table: .illustrious18, chart: .published, rules: rules, seed: 7))
    #expect(drill.plays.count == 18)
    var spread: Set<Int> = []
    for _ in 0..<200 {
      let q = drill.next()
      spread.insert(q.count - q.play.index)
      if let hand = q.play.hand {
        #expect(q.play.applies(to: q.decision.hand, upCard: q.upCard.rank, legal: q.decision.legal), "\(q.play.spec)")
        #expect(
          ChartPosition(situation: q.decision.hand, upCard: q.upCard.rank, legal: q.decision.legal)
            == ChartPosition(hand, against: q.play.upCard))
      } else {
        #expect(q.upCard.rank == .ace)
      }
    }
    #expect(spread == [-2, -1, 0, 1, 2])
    var fixed = try #require(DeviationDrill(table: .illustrious18, chart: .published, rules: rules, seed: 7, count: 3))
    #expect((0..<20).allSatisfy { _ in fixed.next().count == 3 })
  }

  @Test("plays that cannot arise under the rules are left out: the Fab 4 need surrender")
  func rulesFilter() throws {
    #expect(DeviationDrill(table: .fab4, chart: .published, rules: rules, seed: 1) == nil)
    let ls = try Rules(spec: "6D S17 DAS LS")
    #expect(DeviationDrill(table: .fab4, chart: .published, rules: ls, seed: 1)?.plays.count == 4)
    // Both tables under late surrender: 22 plays, less three a surrender always overrides (the chart surrenders
    // 16 v T and 16 v 9, Rh; at 15 v T the Fab 4 surrenders at 0 before the stand at +4 can apply).
    let both = try IndexTable.illustrious18.adding(.fab4)
    let drill = try #require(DeviationDrill(table: both, chart: .published, rules: ls, seed: 1))
    #expect(drill.plays.count == 19)
    #expect(Set(drill.plays.map(\.spec)).isDisjoint(with: ["16vT S >= 0", "16v9 S >= 5", "15vT S >= 4"]))
    // Doubling only 10 or 11: 9 v 2 and 9 v 7 cannot be doubled, so they are left out.
    let d10 = try Rules(spec: "6D S17 DAS NS D10")
    #expect(DeviationDrill(table: .illustrious18, chart: .published, rules: d10, seed: 1)?.plays.count == 16)
  }
}
