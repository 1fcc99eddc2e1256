import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Action expected values")
struct ActionEVTests {
  /// Infinite deck, S17, DAS: EV of standing; dealer T and A conditional on no dealer blackjack.
  /// Source: Wizard of Odds, "Blackjack appendix 1" (infinite deck, dealer stands on soft 17, double after split).
  static let standEVs: [(hand: [Rank], values: [Double])] = [
    ([.ten, .six], [-0.2928, -0.2523, -0.2111, -0.1672, -0.1537, -0.4754, -0.5105, -0.5431, -0.5404, -0.6670]),
    ([.ten, .seven], [-0.1530, -0.1172, -0.0806, -0.0449, 0.0117, -0.1068, -0.3820, -0.4232, -0.4197, -0.4780]),
    ([.ten, .eight], [0.1217, 0.1483, 0.1759, 0.1996, 0.2834, 0.3996, 0.1060, -0.1832, -0.1783, -0.1002]),
    ([.ten, .nine], [0.3863, 0.4044, 0.4232, 0.4395, 0.4960, 0.6160, 0.5939, 0.2876, 0.0631, 0.2776]),
    ([.ten, .queen], [0.6400, 0.6503, 0.6610, 0.6704, 0.7040, 0.7732, 0.7918, 0.7584, 0.5545, 0.6555]),
    ([.ten, .five, .six], [0.8820, 0.8853, 0.8888, 0.8918, 0.9028, 0.9259, 0.9306, 0.9392, 0.9626, 0.9222]),
  ]

  @Test("infinite-deck S17 DAS stand EVs match the published table within 0.00005")
  func infiniteStand() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "INF S17 DAS"))
    for (hand, values) in Self.standEVs {
      for (column, up) in BasicStrategy.upCards.enumerated() {
        let evs = try #require(analysis.actionEVs(hand: hand, upCard: up))
        let stand = try #require(evs.values[.stand])
        #expect(abs(stand - values[column]) <= 0.000_05, "\(hand) vs \(up): \(stand) vs \(values[column])")
      }
    }
  }

  @Test("8,8 against a ten, infinite deck S17 DAS: stand, hit, double and split as published")
  func eightsAgainstTen() throws {
    // Source: Wizard of Odds appendix 1: stand −.5404, hit −.5398, double −1.0797, split −.4807.
    let analysis = ExactAnalysis(rules: try Rules(spec: "INF S17 DAS"))
    let evs = try #require(analysis.actionEVs(hand: [.eight, .eight], upCard: .ten))
    #expect(abs(evs.values[.stand]! - -0.5404) <= 0.000_05)
    #expect(abs(evs.values[.hit]! - -0.5398) <= 0.000_05)
    #expect(abs(evs.values[.double]! - -1.0797) <= 0.000_05)
    #expect(abs(evs.values[.split]! - -0.4807) <= 0.000_05)
    #expect(evs.best == .split)
  }

  @Test("only legal actions are valued: no double on hard 12 under D10, no split after SPL2's split, surrender")
  func legality() throws {
    let d10 = ExactAnalysis(rules: try Rules(spec: "6D S17 D10 LS"))
    let evs = try #require(d10.actionEVs(hand: [.ten, .two], upCard: .six))
    #expect(Set(evs.values.keys) == [.hit, .stand, .surrender])
    let spl2 = ExactAnalysis(rules: try Rules(spec: "6D S17 SPL2"))
    let split = try #require(spl2.actionEVs(hand: [.eight, .eight], upCard: .six, handCount: 2, isSplit: true))
    #expect(split.values[.split] == nil)
    #expect(split.values[.surrender] == nil)
    let threeCards = try #require(spl2.actionEVs(hand: [.two, .three, .four], upCard: .six))
    #expect(Set(threeCards.values.keys) == [.hit, .stand])
  }

  @Test("surrender is worth exactly −0.5 after a peek and a natural is paid 3:2 or 6:5")
  func fixedValues() throws {
    let ls = ExactAnalysis(rules: try Rules(spec: "6D S17 LS"))
    let evs = try #require(ls.actionEVs(hand: [.ten, .six], upCard: .ten))
    #expect(evs.values[.surrender] == -0.5)
    let natural = try #require(ls.actionEVs(hand: [.ace, .king], upCard: .six))
    #expect(natural.isNatural && natural.values[.stand] == 1.5)
    let sixFive = ExactAnalysis(rules: try Rules(spec: "6D S17 6:5"))
    #expect(sixFive.actionEVs(hand: [.ace, .king], upCard: .six)?.values[.stand] == 1.2)
  }

  @Test("bad hands give nil: one card, bust, cards not in the shoe")
  func badInput() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "1D S17"))
    #expect(analysis.actionEVs(hand: [.ten], upCard: .six) == nil)
    #expect(analysis.actionEVs(hand: [.ten, .nine, .five], upCard: .six) == nil)
    #expect(analysis.actionEVs(hand: [.ace, .ace, .ace, .ace], upCard: .ace) == nil)
  }
}

@Suite("Action expected values on nearly empty shoes")
struct NearlyEmptyShoeTests {
  @Test("tiny shoes give finite values or nil, never a crash", arguments: [0, 1, 2, 3, 5, 8])
  func tinyShoes(cards: Int) throws {
    let rules = try Rules(spec: "1D H17 DAS SPL4 RSA HSA LS")
    let analysis = ExactAnalysis(rules: rules)
    // A few cards of mixed values, the pair's own value among them.
    let pool = [10, 8, 1, 2, 10, 8, 5, 9]
    var counts = [Int](repeating: 0, count: 10)
    for points in pool.prefix(cards) { counts[points - 1] += 1 }
    let shoe = try #require(ShoeComposition(counts: counts))
    for up in [Rank.ace, .six, .ten] {
      for hand in [[Rank.eight, .eight], [.ace, .ace], [.ten, .six]] {
        if let evs = analysis.actionEVs(hand: hand, upCard: up, shoe: shoe) {
          let finite = evs.values.values.allSatisfy { $0.isFinite }
          #expect(finite)
        } else {
          #expect(cards == 0)
        }
      }
    }
  }

  @Test("the exact analysis marks values from a shoe that could run out as not exact")
  func analysisKnowsWhenTheShoeRunsOut() throws {
    let rules = try Rules(spec: "1D")
    // Two cards unseen (a 5 and a 9): hitting 5 against a 4 needs more cards than the shoe holds.
    let tiny = try #require(ShoeComposition(counts: [0, 0, 0, 0, 1, 0, 0, 0, 1, 0]))
    let few = try #require(
      ExactAnalysis(rules: rules, shoe: tiny)?.actionEVs(hand: [.two, .three], upCard: .four, shoe: tiny))
    #expect(!few.isExact)
    let full = try #require(ExactAnalysis(rules: rules).actionEVs(hand: [.two, .three], upCard: .four))
    #expect(full.isExact)
  }
}

@Suite("Chosen actions from any shoe")
struct ChosenActionTests {
  @Test("valuing only two actions gives the same values as valuing all, on a shoe a third dealt")
  func onlyTwo() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "6D S17 DAS LS"))
    var shoe = ShoeComposition(decks: 6)
    for points in [1, 2, 2, 3, 4, 5, 5, 5, 6, 6, 9, 10, 10, 10] { shoe.remove(points: points) }
    for (hand, up, actions) in [
      ([Rank.ten, .six], Rank.ten, [Action.stand, .hit]), ([.ten, .two], .three, [.stand, .hit]),
      ([.ten, .ten], .six, [.stand, .split]), ([.six, .four], .ace, [.hit, .double]),
    ] {
      let all = try #require(analysis.actionEVs(hand: hand, upCard: up, shoe: shoe))
      let some = try #require(
        analysis.actionEVs(
          hand: hand, upCard: up, shoe: shoe,
          only: ActionSet(rawValue: actions.reduce(0) { $0 | ActionSet($1).rawValue })))
      #expect(Set(some.values.keys) == Set(actions))
      for action in actions { #expect(some.values[action] == all.values[action]) }
      #expect(some.best == actions.max { some.values[$0]! < some.values[$1]! })
    }
  }

  @Test("insurance from the unseen cards, by hand: 3 × tens / cards − 1")
  func insurance() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "6D"))
    let shoe = try ShoeComposition(validatingCounts: [10, 20, 20, 20, 20, 20, 20, 20, 20, 80])
    let expected: Double = 3 * 80 / 250 - 1
    #expect(abs(analysis.insuranceValue(unseen: shoe) - expected) < 1e-15)
  }
}

@Suite("Action expected values against Farmer's analyzer")
struct ActionEVCATests {
  /// Stand, hit and double, given no dealer blackjack for a ten or ace up, S17 DOA DAS SPL4 NRSA NS. Source: Eric
  /// Farmer's combinatorial analyzer (possibly-wrong/blackjack, commit a1f7dbb7), 12 decimals.
  static let values: [(spec: String, hand: [Rank], up: Rank, values: [Double])] = [
    ("6D S17", [.eight, .eight], .ten, [-0.536853299238, -0.535361038366, -1.070722076732]),
    ("6D S17", [.ten, .six], .ten, [-0.540954439019, -0.534675562453, -1.069351124905]),
    ("6D S17", [.six, .five], .ace, [-0.661882841355, 0.147595673690, 0.129709878258]),
    ("6D S17", [.two, .two], .eight, [-0.511247184957, -0.156790276868, -1.022494369914]),
    ("1D S17", [.ten, .six], .ten, [-0.542951853825, -0.506929242579, -1.013858485158]),
    ("1D S17", [.six, .five], .ace, [-0.634013096095, 0.172946404070, 0.240259127183]),
    ("1D S17", [.ace, .ace], .six, [-0.103505472999, 0.199606786387, 0.247914348001]),
  ]

  @Test("stand, hit and double agree with the analyzer to 1e-11")
  func agree() throws {
    for (spec, hand, up, expected) in Self.values {
      let evs = try #require(ExactAnalysis(rules: try Rules(spec: spec)).actionEVs(hand: hand, upCard: up))
      for (action, value) in zip([Action.stand, .hit, .double], expected) {
        let mine = try #require(evs.values[action])
        #expect(abs(mine - value) < 1e-11, "\(spec) \(hand.map(\.symbol)) v \(up.symbol) \(action): \(mine)")
      }
    }
  }
}
