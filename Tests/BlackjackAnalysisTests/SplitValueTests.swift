import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Split values with the choice to resplit")
struct SplitValueTests {
  /// Split values given no dealer blackjack, S17 DOA DAS NRSA: splitting to at most 2, 3 and 4 hands, CDZ- and
  /// CDP1. Source: Eric Farmer's combinatorial analyzer (possibly-wrong/blackjack, commit a1f7dbb7) run with SPL2,
  /// SPL3 and SPL4.
  static let limits: [(spec: String, pair: Rank, cdz: [Double], cdp1: [Double])] = [
    (
      "6D S17", .ten, [0.052047218401, -0.208061628833, -0.363391527735],
      [0.052090534977, -0.207966880384, -0.363249854811]
    ),
    (
      "6D S17", .eight, [-0.483199099503, -0.476053315842, -0.474893750825],
      [-0.483199099503, -0.476053315842, -0.474893750825]
    ),
    (
      "1D S17", .ten, [0.060065996741, -0.185425386373, -0.316427570405],
      [0.060436473289, -0.184656480039, -0.315318149111]
    ),
    (
      "1D S17", .eight, [-0.451738557455, -0.447099097847, -0.446869006843],
      [-0.451738557455, -0.447099097847, -0.446869006843]
    ),
  ]

  @Test("each limit on the hands agrees with Farmer's analyzer under that SPL rule, CDZ- and CDP1, to 1e-11")
  func limitsAgree() throws {
    for (spec, pair, cdz, cdp1) in Self.limits {
      for (policy, expected) in [(PostSplitPolicy.cdzMinus, cdz), (.cdp1, cdp1)] {
        let analysis = ExactAnalysis(rules: try Rules(spec: spec), postSplit: policy)
        let split = try #require(analysis.splitValue(pair: pair, upCard: .ten, optimalBudget: 0))
        for (limit, value) in zip(2...4, expected) {
          let mine = try #require(split.valueByHandLimit[limit])
          #expect(abs(mine - value) < 1e-11, "\(spec) \(pair.symbol) \(policy) to \(limit) hands: \(mine) vs \(value)")
        }
        #expect(split.alwaysResplitValue == split.valueByHandLimit[4])
      }
    }
  }

  @Test("tens against a ten: never resplit (+0.0520 in six decks) rather than the always-resplit −0.3634")
  func tensAgainstTen() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "6D S17 DAS SPL4"))
    let split = try #require(analysis.splitValue(pair: .king, upCard: .ten, optimalBudget: 0))
    #expect(split.bestHandLimit == 2)
    #expect(split.method == .bestHandLimit(.cdzMinus))
    #expect(split.optimalValue == nil)
    #expect(split.value == split.valueByHandLimit[2])
    #expect(split.value > 0.05 && split.alwaysResplitValue < -0.36)
    // Eights resplit as far as they may.
    let eights = try #require(analysis.splitValue(pair: .eight, upCard: .ten, optimalBudget: 0))
    #expect(eights.bestHandLimit == 4)
  }

  @Test("the optimal split agrees with Farmer's optimal-split solver: 6D SPL2 8,8 and T,T v T")
  func optimalFullShoe() throws {
    // Source: Farmer's `blackjack_split` (possibly-wrong/blackjack, commit a1f7dbb7), 6D S17 DAS SPL2, conditioned
    // on no dealer blackjack: 8,8 v T −0.483151867, T,T v T +0.052104352 (9 decimals).
    let analysis = ExactAnalysis(rules: try Rules(spec: "6D S17 DAS SPL2"))
    for (pair, expected) in [(Rank.eight, -0.483151867), (.ten, 0.052104352)] {
      let split = try #require(analysis.splitValue(pair: pair, upCard: .ten, optimalBudget: 3_000_000))
      #expect(split.method == .optimal)
      let optimal = try #require(split.optimalValue)
      #expect(abs(optimal - expected) < 1e-9, "\(pair.symbol): \(optimal)")
      #expect(optimal >= split.valueByHandLimit[2]!)
    }
  }

  /// A tiny shoe after the up card: A 3 5 7 9, four cards of the pair, six tens.
  static func tinyShoe(pair: Int) -> [Int] { BruteForceTests.tinyShoe(pair: pair) }

  @Test(
    "on tiny shoes the optimal split agrees with enumerating every card in dealing order, every choice best",
    // (Bigger cases take the enumeration, which tries every play, many seconds; Farmer's solver covers 2,2 v 8.)
    arguments: [("1D H17 NDAS SPL3", 8, 7), ("1D S17 DAS SPL2", 8, 6), ("1D S17 DAS SPL4 RSA HSA", 1, 9)])
  func optimalTinyShoes(spec: String, pair: Int, up: Int) throws {
    let rules = try Rules(spec: spec)
    let counts = Self.tinyShoe(pair: pair)
    var brute = BruteForce(rules: rules, up: up, shoe: counts, optimalSplits: true)
    let expected = brute.splitValue(pair: pair)
    var unseen = counts
    unseen[pair] -= 2
    let shoe = try #require(ShoeComposition(counts: Array(unseen[1...10])))
    let pairRank = try #require(Rank(rawValue: UInt8(pair)))
    let upRank = try #require(Rank(rawValue: UInt8(up)))
    let split = try #require(ExactAnalysis(rules: rules).splitValue(pair: pairRank, upCard: upRank, shoe: shoe))
    #expect(split.method == .optimal)
    let optimal = try #require(split.optimalValue)
    #expect(abs(optimal - expected) < 1e-12, "\(optimal) vs \(expected)")
    // The best limit is a strategy the optimal play can follow, so it is never worth more.
    #expect(split.valueByHandLimit.values.allSatisfy { $0 <= optimal + 1e-12 })
  }

  @Test("and with Farmer's optimal-split solver on the tiny shoes where no line of play can run out of cards")
  func optimalAgainstFarmer() throws {
    // Source: Farmer's `blackjack_split` (possibly-wrong/blackjack, commit a1f7dbb7), run on the full tiny shoe
    // (these cards plus the pair and the up card), resplits optional: 8,8 v 7 H17 NDAS SPL3 0.865891747141747;
    // 2,2 v 8 S17 DAS SPL3 −0.674036149036149 (no dealer blackjack possible, so no conditioning).
    for (spec, pair, up, expected) in [
      ("1D H17 NDAS SPL3", Rank.eight, Rank.seven, 0.865891747141747),
      ("1D S17 DAS SPL3", .two, .eight, -0.674036149036149),
    ] {
      var unseen = Self.tinyShoe(pair: pair.points)
      unseen[pair.points] -= 2
      let shoe = try #require(ShoeComposition(counts: Array(unseen[1...10])))
      let split = try #require(
        ExactAnalysis(rules: try Rules(spec: spec)).splitValue(pair: pair, upCard: up, shoe: shoe))
      #expect(split.isExact)
      let optimal = try #require(split.optimalValue)
      #expect(abs(optimal - expected) < 1e-14, "\(spec): \(optimal)")
    }
  }

  @Test("a split the rules do not allow has no value")
  func illegal() throws {
    let analysis = ExactAnalysis(rules: try Rules(spec: "6D S17 SPL2"))
    #expect(analysis.splitValue(pair: .eight, upCard: .ten, handCount: 2) == nil)
    #expect(
      ExactAnalysis(rules: try Rules(spec: "6D S17 NRSA")).splitValue(pair: .ace, upCard: .six, handCount: 2) == nil)
  }
}
