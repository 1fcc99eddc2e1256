import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@Suite("Index tables")
struct IndexTableTests {
  @Test("the built-in Illustrious 18 and Fab 4 are the published numbers")
  func published() {
    // Source: Don Schlesinger, Blackjack Attack (3rd ed.), the Illustrious 18 for Hi-Lo, six decks, S17, DAS:
    // insurance at +3; stand 16 v T at 0, 15 v T at +4, 16 v 9 at +5; split T,T v 5 at +5, v 6 at +4; double
    // 10 v T at +4, 10 v A at +4, 11 v A at +1, 9 v 2 at +1, 9 v 7 at +3; stand 12 v 3 at +2, 12 v 2 at +3; hit
    // below and stand at or above 12 v 4 at 0, 12 v 5 at −2, 12 v 6 at −1, 13 v 2 at −1, 13 v 3 at −2. The Fab 4
    // surrenders: 14 v T at +3, 15 v T at 0, 15 v 9 at +2, 15 v A at +1.
    let i18: Set<String> = [
      "insurance >= 3", "16vT S >= 0", "15vT S >= 4", "16v9 S >= 5", "TTv5 P >= 5", "TTv6 P >= 4", "10vT D >= 4",
      "10vA D >= 4", "11vA D >= 1", "9v2 D >= 1", "9v7 D >= 3", "12v3 S >= 2", "12v2 S >= 3", "12v4 H < 0",
      "12v5 H < -2", "12v6 H < -1", "13v2 H < -1", "13v3 H < -2",
    ]
    #expect(Set(IndexTable.illustrious18.plays.map(\.spec)) == i18)
    #expect(IndexTable.illustrious18.plays.count == 18)
    #expect(Set(IndexTable.fab4.plays.map(\.spec)) == ["14vT R >= 3", "15vT R >= 0", "15v9 R >= 2", "15vA R >= 1"])
    #expect(IndexTable.builtIn(named: "i18,fab4")?.plays.count == 22)
    #expect(IndexTable.builtIn(named: "i19") == nil)
  }

  /// A decision on a hand of `cards` against `up`, with the legal actions the rules give.
  func decision(_ cards: [Rank], _ up: Rank, rules: Rules) -> Decision {
    let value = HandValue(hardTotal: cards.reduce(0) { $0 + $1.points }, hasAce: cards.contains(.ace))
    let pair = cards.count == 2 && cards[0].points == cards[1].points ? cards[0].points : nil
    let hand = HandSituation(value: value, cardCount: cards.count, pairPoints: pair)
    return Decision(hand: hand, upCard: up, legal: rules.legalActions(for: hand), rules: rules)
  }

  @Test("the counter deviates where the index says and plays the chart elsewhere")
  func deviations() throws {
    let rules = try Rules(spec: "6D S17 DAS LS")
    let chart = BasicStrategy.published
    let table = try IndexTable.illustrious18.adding(.fab4)
    let sixteenTen = decision([.ten, .six], .ten, rules: rules)
    // The published chart surrenders 16 v T; no index play changes that, at any count.
    for count in [-5, 0, 5] { #expect(table.action(for: sixteenTen, count: count, chart: chart) == .surrender) }
    // 15 v T: surrender at 0 or above (Fab 4), otherwise hit (the chart without surrender), stand at +4 without LS.
    let fifteenTen = decision([.ten, .five], .ten, rules: rules)
    #expect(table.action(for: fifteenTen, count: 0, chart: chart) == .surrender)
    #expect(table.action(for: fifteenTen, count: -1, chart: chart) == .hit)
    let noSurrender = try Rules(spec: "6D S17 DAS NS")
    #expect(table.action(for: decision([.ten, .five], .ten, rules: noSurrender), count: 4, chart: chart) == .stand)
    #expect(table.action(for: decision([.ten, .five], .ten, rules: noSurrender), count: 3, chart: chart) == .hit)
    // 12 v 4: hit below 0, stand (the chart) at 0.
    #expect(table.action(for: decision([.ten, .two], .four, rules: rules), count: -1, chart: chart) == .hit)
    #expect(table.action(for: decision([.ten, .two], .four, rules: rules), count: 0, chart: chart) == .stand)
    // T,T v 6 splits at +4; 10 v A doubles at +4, and hits when it cannot double (three cards).
    #expect(table.action(for: decision([.ten, .king], .six, rules: rules), count: 4, chart: chart) == .split)
    #expect(table.action(for: decision([.ten, .king], .six, rules: rules), count: 3, chart: chart) == .stand)
    #expect(table.action(for: decision([.six, .four], .ace, rules: rules), count: 4, chart: chart) == .double)
    #expect(table.action(for: decision([.three, .three, .four], .ace, rules: rules), count: 4, chart: chart) == .hit)
    // Insurance at +3.
    #expect(table.takesInsurance(count: 3) && !table.takesInsurance(count: 2))
  }

  @Test(
    "index files: errors name the line and what was expected",
    arguments: [
      ("16vT S >= 0\n\n# comment\n16vZ S >= 0", "index file line 4: 'Z' is not an up card; use 2 to 9, T or A"),
      ("16vT X >= 0", "index file line 1: 'X' is not an action; use H, S, D, P or R"),
      ("16vT S => 0", "index file line 1: '=>' is not a comparison; use >=, >, <= or <"),
      ("16vT S >= many", "index file line 1: 'many' is not an index; use a whole number from -30 to 30"),
      ("1vT S >= 0", "index file line 1: '1' is not a hand; use a hard total (4 to 21), a soft one (A2 to A9, or"),
      ("insurance >= 3\ninsurance >= 2", "index file line 2: two insurance plays; give at most one"),
      ("16vT S >= 0 extra", "index file line 1: '16vT S >= 0 extra': expected a play like '16vT S >= 0'"),
      ("16T S >= 0", "index file line 1: '16T' is not HANDvUP; write the hand, v, and the up card, e.g. 16vT"),
    ])
  func badFiles(text: String, message: String) {
    #expect {
      try IndexTable(parsing: text, name: "test")
    } throws: { error in
      String(describing: error).hasPrefix(message)
    }
  }

  @Test("an index file reads back what it writes; soft hands and pairs by any name")
  func roundTrip() throws {
    let text = "A7v2 D >= 1\nS18v3 D >= 0\n88vT R >= 4\n1010v6 P >= 4\n16v9 S > 4\ninsurance >= 3"
    let table = try IndexTable(parsing: text, name: "mine")
    #expect(table.spec == "A7v2 D >= 1\nA7v3 D >= 0\n88vT R >= 4\nTTv6 P >= 4\n16v9 S > 4\ninsurance >= 3")
    #expect(try IndexTable(parsing: table.spec, name: "again").spec == table.spec)
  }

  @Test("warnings name the rules that differ from the table's")
  func warnings() throws {
    #expect(IndexTable.illustrious18.warnings(for: try Rules(spec: "6D S17 DAS"), system: .hiLo).isEmpty)
    let h17 = IndexTable.illustrious18.warnings(for: try Rules(spec: "6D H17 DAS"), system: .hiLo)
    #expect(h17.count == 1 && h17[0].contains("H17"))
    #expect(
      IndexTable.fab4.warnings(for: try Rules(spec: "6D S17 NS"), system: .hiLo).contains { $0.contains("surrender") })
    #expect(IndexTable.illustrious18.warnings(for: try Rules(spec: "6D"), system: .zen).contains { $0.contains("Zen") })
  }
}
