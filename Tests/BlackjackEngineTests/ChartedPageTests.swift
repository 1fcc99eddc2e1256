import CardKit
import Testing

@testable import BlackjackEngine

// The page a charted round is played by, as its chooser gives it: any page of the table, and no other. A table of
// two pages of basic strategy (pages 0 and 1) under 6D S17 DAS, five units a round on a seeded shoe.

@Suite("Pages of decisions in the charted rounds")
struct ChartedPageTests {
  /// A chooser that always gives `page`.
  struct FixedPage: DecisionPageChooser {
    let page: Int
    func page(first: Card, second: Card, upCard: Card, strategy: inout BasicStrategy) -> Int { page }
  }

  /// Plays a charted round from a fresh seeded shoe on `page` of a table of two pages, and returns its net.
  static func play(page: Int) -> Money {
    let rules = rules("6D S17 DAS")
    var table = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 3), shufflingLazily: true)
    let decisions = DecisionTable(pages: [BasicStrategy.published, BasicStrategy.published], rules: rules)
    var strategy = BasicStrategy.published
    var pages = FixedPage(page: page)
    _ = table.prepareShoe()
    return table.playPreparedCharted(bet: five, strategy: &strategy, decisions: decisions, pages: &pages).net
  }

  @Test("either page of a table of two plays the round, and both alike (the same decisions)")
  func eitherPage() {
    let decisions = decisions(pages: 2)
    #expect(decisions.pageCount == 2 && decisions.lastPage == 1)
    #expect(Self.play(page: 0) == Self.play(page: 1))
  }

  /// Whether a process stopped at the charted round's own check of the page. A debug build says so by the check's
  /// message: other checks there would stop it too (the table's reading of a byte beyond its pages). A release build
  /// prints no message, and makes none of those other checks: stopping at all is the page check.
  static func stoppedAtThePageCheck(_ result: ExitTest.Result?) -> Bool {
    guard let result else { return false }
    #if DEBUG
      return String(decoding: result.standardErrorContent, as: UTF8.self).contains("no such page of decisions")
    #else
      return true
    #endif
  }

  @Test("a page beyond the last is refused by the page check")
  func beyondTheLast() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ChartedPageTests.play(page: 2)
    }
    #expect(Self.stoppedAtThePageCheck(result))
  }

  @Test("a negative page is refused by the page check")
  func negative() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ChartedPageTests.play(page: -1)
    }
    #expect(Self.stoppedAtThePageCheck(result))
  }

  func decisions(pages: Int) -> DecisionTable {
    DecisionTable(pages: Array(repeating: BasicStrategy.published, count: pages), rules: rules("6D S17 DAS"))
  }
}
