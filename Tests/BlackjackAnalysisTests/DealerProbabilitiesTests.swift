import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Dealer probabilities")
struct DealerProbabilitiesTests {
  /// Infinite deck, dealer stands on soft 17, before the peek: P(17), P(18), P(19), P(20), P(21), P(BJ), P(bust).
  /// Source: the classic infinite-deck table (Wizard of Odds, "Blackjack appendix 2"; Krigman's infinite-shoe table
  /// agrees to ±0.0001).
  static let infiniteS17: [(Rank, [Double])] = [
    (.two, [0.139809, 0.134907, 0.129655, 0.124026, 0.117993, 0, 0.353608]),
    (.three, [0.135034, 0.130482, 0.125581, 0.120329, 0.114700, 0, 0.373875]),
    (.four, [0.130490, 0.125938, 0.121386, 0.116485, 0.111233, 0, 0.394468]),
    (.five, [0.122251, 0.122251, 0.117700, 0.113148, 0.108246, 0, 0.416404]),
    (.six, [0.165438, 0.106267, 0.106267, 0.101715, 0.097163, 0, 0.423150]),
    (.seven, [0.368566, 0.137797, 0.078625, 0.078625, 0.074074, 0, 0.262312]),
    (.eight, [0.128567, 0.359336, 0.128567, 0.069395, 0.069395, 0, 0.244741]),
    (.nine, [0.119995, 0.119995, 0.350765, 0.119995, 0.060824, 0, 0.228425]),
    (.ten, [0.111424, 0.111424, 0.111424, 0.342194, 0.034501, 0.076923, 0.212109]),
    (.ace, [0.130789, 0.130789, 0.130789, 0.130789, 0.053866, 0.307692, 0.115286]),
  ]

  @Test("the infinite-deck S17 table matches the published table in every cell within 0.000001")
  func infiniteTable() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "INF S17"))
    for (up, expected) in Self.infiniteS17 {
      let table = try #require(analysis.dealerProbabilities(upCard: up))
      for (lane, value) in expected.enumerated() {
        #expect(abs(table.all[lane] - value) <= 0.000_001, "up \(up) lane \(lane): \(table.all[lane]) vs \(value)")
      }
    }
  }

  @Test(
    "probabilities sum to 1 for every up card, deck count and soft-17 rule, with and without the peek condition",
    arguments: ["INF S17", "INF H17", "1D S17", "1D H17", "2D H17", "6D S17", "8D H17"])
  func sumsToOne(spec: String) throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: spec))
    for up in BasicStrategy.upCards {
      for conditioned in [false, true] {
        let table = try #require(analysis.dealerProbabilities(upCard: up, conditionedOnNoBlackjack: conditioned))
        #expect(abs(table.sum - 1) < 1e-12)
        if conditioned { #expect(table.blackjack == 0) }
      }
    }
  }

  @Test("a single-deck dealer 6 by hand: blackjack impossible, bust chance below the infinite deck's 0.42315")
  func singleDeckSix() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "1D S17"))
    let table = try #require(analysis.dealerProbabilities(upCard: .six))
    #expect(table.blackjack == 0)
    #expect(table.bust > 0.40 && table.bust < 0.43)
  }

  @Test("dealer blackjack chance with an ace up is the share of tens left, computed by hand")
  func blackjackChance() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "1D S17"))
    // One deck less the ace: 16 tens among 51 cards.
    let table = try #require(analysis.dealerProbabilities(upCard: .ace))
    #expect(abs(table.blackjack - 16.0 / 51.0) < 1e-15)
    // Ten up: 4 aces among 51.
    let ten = try #require(analysis.dealerProbabilities(upCard: .ten))
    #expect(abs(ten.blackjack - 4.0 / 51.0) < 1e-15)
  }

  @Test("a tiny shoe worked by hand: dealer 10 up with {7, 7, ace}")
  func tinyShoeByHand() throws {
    // Hole card 7 (2/3): 17, stands. Hole ace (1/3): blackjack.
    let shoe = try #require(ShoeComposition(counts: [1, 0, 0, 0, 0, 0, 2, 0, 0, 0]))
    let analysis = ExactAnalysis(rules: try Rules(spec: "1D S17"))
    let table = try #require(analysis.dealerProbabilities(upCard: .ten, shoe: shoe))
    #expect(abs(table.total(17) - 2.0 / 3.0) < 1e-15)
    #expect(abs(table.blackjack - 1.0 / 3.0) < 1e-15)
    // Dealer 6 up with {ace, 10}: hole ace → soft 17 stands under S17 (1/2); hole 10 → 16, draws the ace → 17.
    let shoe2 = try #require(ShoeComposition(counts: [1, 0, 0, 0, 0, 0, 0, 0, 0, 1]))
    let six = try #require(analysis.dealerProbabilities(upCard: .six, shoe: shoe2))
    #expect(abs(six.total(17) - 1) < 1e-15)
    // Under H17 the soft 17 draws the ten: 6 + A + 10 = hard 17 as well.
    let h17 = ExactAnalysis(rules: try Rules(spec: "1D H17"))
    let sixH17 = try #require(h17.dealerProbabilities(upCard: .six, shoe: shoe2))
    #expect(abs(sixH17.total(17) - 1) < 1e-15)
  }
}

@Suite("Dealer probabilities against Farmer's analyzer")
struct DealerProbabilitiesCATests {
  /// Full shoe less the up card, before the peek: P(17), P(18), P(19), P(20), P(21), P(blackjack), P(bust).
  /// Source: Eric Farmer's combinatorial analyzer (possibly-wrong/blackjack, commit a1f7dbb7,
  /// `BJDealer::computeProbabilities`), 12 decimals.
  static let sixDecksS17: [(Rank, [Double])] = [
    (.two, [0.139656400295, 0.134388626745, 0.130019654643, 0.124018883212, 0.118412729547, 0, 0.353503705557]),
    (.six, [0.165706610893, 0.106194044241, 0.106431238253, 0.101550922556, 0.097275579696, 0, 0.422841604362]),
    (
      .ten,
      [0.111914009068, 0.111668756047, 0.111944606076, 0.340013898927, 0.034817376557, 0.077170418006, 0.212470935319]
    ),
    (
      .ace,
      [0.130016630797, 0.130821556146, 0.130593949545, 0.130909691306, 0.053503534302, 0.308681672026, 0.115472965880]
    ),
  ]
  static let oneDeckH17: [(Rank, [Double])] = [
    (.two, [0.129779088649, 0.133108216113, 0.133171804374, 0.125622541166, 0.121973279634, 0, 0.356345070064]),
    (.five, [0.116656390698, 0.123837587856, 0.117447809825, 0.105239103328, 0.106858159218, 0, 0.429960949076]),
    (.nine, [0.121886227201, 0.103920954136, 0.357391250055, 0.122250279082, 0.061108829594, 0, 0.233442459932]),
    (
      .ace,
      [0.056120965562, 0.140951487131, 0.141483162656, 0.143747163003, 0.063577952883, 0.313725490196, 0.140393778569]
    ),
  ]

  @Test("6D S17 and 1D H17 tables agree with the analyzer in every printed cell (to 1e-12)")
  func tables() throws {
    for (spec, rows) in [("6D S17", Self.sixDecksS17), ("1D H17", Self.oneDeckH17)] {
      let analysis = ExactAnalysis(rules: try Rules(spec: spec))
      for (up, expected) in rows {
        let table = try #require(analysis.dealerProbabilities(upCard: up))
        for (outcome, value) in zip(DealerOutcome.allCases, expected) {
          #expect(abs(table[outcome] - value) < 1e-12, "\(spec) up \(up.symbol) \(outcome)")
        }
      }
    }
  }
}
