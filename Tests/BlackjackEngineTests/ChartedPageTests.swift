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
    #expect(decisions(pages: 2).pageCount == 2)
    #expect(Self.play(page: 0) == Self.play(page: 1))
  }

  @Test("a page beyond the last is refused")
  func beyondTheLast() async {
    await #expect(processExitsWith: .failure) { _ = ChartedPageTests.play(page: 2) }
  }

  @Test("a negative page is refused")
  func negative() async {
    await #expect(processExitsWith: .failure) { _ = ChartedPageTests.play(page: -1) }
  }

  func decisions(pages: Int) -> DecisionTable {
    DecisionTable(pages: Array(repeating: BasicStrategy.published, count: pages), rules: rules("6D S17 DAS"))
  }
}
