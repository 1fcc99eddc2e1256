import CardKit
import Testing

@testable import BlackjackEngine

// A decision table keeps a round's first decision by its three cards' ranks (DecisionTable.first), so every rank,
// the faces included, must find the decision its points call for, on every page. The expected byte is asked of the
// strategy itself, for the hand its two cards make, rather than read from the table: its action (the rules' legal
// actions only; anything else is replayed), the insurance mark against an ace when it insures, a natural's stand
// (replayed when it takes even money), and a split replayed when the table leaves splits to the round.

@Suite("The first decisions a decision table looks up by rank")
struct DecisionTableFirstTests {
  /// Stands on `total` or more and hits below it: a strategy of its own, so that two pages differ.
  struct StandsOn: ChartStrategy {
    var total: Int
    func action(for decision: Decision) -> Action { decision.hand.value.total >= total ? .stand : .hit }
  }

  /// Basic strategy, but a split hand of three or more cards always stands, where an unsplit one may hit: the table
  /// then cannot play split hands from its later decisions, and leaves every split to the round.
  struct StandsAfterSplits: ChartStrategy {
    var basic = BasicStrategy.published
    func action(for decision: Decision) -> Action {
      decision.hand.isSplit && decision.hand.cardCount >= 3 ? .stand : basic.action(for: decision)
    }
  }

  /// Checks every three ranks' first decision on page `page` of `table` against `strategy`'s own.
  func check<Player: ChartStrategy>(
    _ table: DecisionTable, page: Int, _ strategy: Player, _ rules: Rules, _ label: String
  ) {
    var checked = 0
    for first in Rank.allCases {
      for second in Rank.allCases {
        let value = HandValue([Card(first, of: .spades), Card(second, of: .hearts)])
        let hand = HandSituation(
          value: value, cardCount: 2, pairPoints: first.points == second.points ? first.points : nil)
        let legal = rules.legalActions(for: hand)
        let insures = strategy.takesInsurance(hand: hand, rules: rules)
        for up in Rank.allCases {
          let insured = up == .ace && insures
          var expected: UInt8
          if value.total == 21 {
            // A natural has no decision; even money is replayed.
            expected = insured ? DecisionTable.replay : Action.stand.rawValue
          } else {
            let action = strategy.action(for: Decision(hand: hand, upCard: up, legal: legal, rules: rules))
            expected = action.rawValue | (insured ? 0x80 : 0)
            if !legal.contains(action) || (action == .split && !table.splitsHands) { expected = DecisionTable.replay }
          }
          let entry = table.first(first, second, upCard: up, page: page * DecisionTable.pageSize)
          #expect(entry == expected, "\(label): \(first) \(second) against \(up)")
          checked += 1
        }
      }
    }
    #expect(checked == 13 * 13 * 13)
  }

  @Test(
    "every two cards against every up card find basic strategy's own first decision",
    arguments: ["6D S17 DAS", "6D H17 DAS LS", "2D H17 NDAS RSA"])
  func basic(spec: String) throws {
    let rules = try Rules(spec: spec)
    let table = DecisionTable(strategy: BasicStrategy.published, rules: rules)
    #expect(table.splitsHands)
    check(table, page: 0, BasicStrategy.published, rules, spec)
  }

  @Test("a strategy that insures 20 and naturals: the insurance mark against an ace, even money replayed")
  func insurance() throws {
    let rules = try Rules(spec: "6D S17 DAS")
    let strategy = ChartedRoundTests.InsuringStrategy()
    let table = DecisionTable(strategy: strategy, rules: rules)
    check(table, page: 0, strategy, rules, "insuring")
    // By hand: a jack and a queen against an ace is 20, insured, and stands: the mark beside the stand.
    #expect(table.first(.jack, .queen, upCard: .ace, page: 0) == 0x80 | Action.stand.rawValue)
  }

  @Test("two pages: each rank finds its own page's decision")
  func pages() throws {
    let rules = try Rules(spec: "6D S17 DAS")
    let pages = [StandsOn(total: 13), StandsOn(total: 17)]
    let table = DecisionTable(pages: pages, rules: rules)
    check(table, page: 0, pages[0], rules, "page 0")
    check(table, page: 1, pages[1], rules, "page 1")
    // By hand: a king and a three (13) against a queen stands on the first page and hits on the second.
    #expect(table.first(.king, .three, upCard: .queen, page: 0) == Action.stand.rawValue)
    #expect(table.first(.king, .three, upCard: .queen, page: DecisionTable.pageSize) == Action.hit.rawValue)
  }

  @Test("a table that leaves splits to the round replays every pair the strategy splits, faces included")
  func splitsLeftToTheRound() throws {
    let rules = try Rules(spec: "6D S17 DAS")
    let strategy = StandsAfterSplits()
    let table = DecisionTable(strategy: strategy, rules: rules)
    #expect(!table.splitsHands)
    check(table, page: 0, strategy, rules, "splits left")
    // By hand: eights split against a six, and a jack and a queen (a pair of tens) do not split; here both as the
    // table keeps them.
    #expect(table.first(.eight, .eight, upCard: .six, page: 0) == DecisionTable.replay)
    #expect(table.first(.jack, .queen, upCard: .six, page: 0) == Action.stand.rawValue)
  }

  @Test("every later hand (three cards or more) against every up card finds basic strategy's own decision")
  func later() throws {
    let rules = try Rules(spec: "6D S17 DAS")
    let strategy = BasicStrategy.published
    let table = DecisionTable(strategy: strategy, rules: rules)
    let page = table.page(at: 0)
    var checked = 0
    for hard in 3...20 {
      for hasAce in [false, true] {
        let value = HandValue(hardTotal: hard, hasAce: hasAce)
        // Three cards without an ace make at least 6; 21 has no decision.
        guard value.total < 21 && (hasAce || hard >= 6) else { continue }
        let hand = HandSituation(value: value, cardCount: 3, pairPoints: nil)
        let legal = rules.legalActions(for: hand)
        for up in Rank.allCases {
          let action = strategy.action(for: Decision(hand: hand, upCard: up, legal: legal, rules: rules))
          #expect(page[DecisionTable.laterIndex(value, up)] == action.rawValue, "\(value) against \(up)")
          checked += 1
        }
      }
    }
    // 15 hands without an ace (6 to 20) and 17 with one (hard 3 to 10, soft 13 to 20; hard 12 to 20), each against
    // 13 ranks.
    #expect(checked == (15 + 17) * 13)
    // By hand: hard 16 hits against a king and stands against a six; soft 18 hits against a queen.
    #expect(page[DecisionTable.laterIndex(HandValue(hardTotal: 16, hasAce: false), .king)] == Action.hit.rawValue)
    #expect(page[DecisionTable.laterIndex(HandValue(hardTotal: 16, hasAce: false), .six)] == Action.stand.rawValue)
    #expect(page[DecisionTable.laterIndex(HandValue(hardTotal: 8, hasAce: true), .queen)] == Action.hit.rawValue)
  }

  @Test("each part of a page ends before the next begins, and every pair of ranks has a starting hand")
  func layout() {
    // Every rank CardKit has, so that a rank added after the king would fail here rather than write past a table.
    for rank in Rank.allCases {
      #expect(DecisionTable.firstIndex(rank, rank, rank) < DecisionTable.laterBase, "\(rank)")
      #expect(
        DecisionTable.laterIndex(HandValue(hardTotal: 31, hasAce: true), rank) < DecisionTable.splitBase, "\(rank)")
      #expect(DecisionTable.startIndex(rank, rank) < DecisionTable.startCount, "\(rank)")
    }
    #expect(DecisionTable.firstIndex(.ace, .ace, .ace) >= 0)
    // By hand: the king's ordinal is 12, so its first index is 12 × 256 + 12 × 16 + 12 = 3,276.
    #expect(DecisionTable.firstIndex(.king, .king, .king) == 3276)
  }
}
