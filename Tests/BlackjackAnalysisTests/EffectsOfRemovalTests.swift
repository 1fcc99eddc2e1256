import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Effects of removal and the quality of a count")
struct EffectsOfRemovalTests {
  /// One deck, S17 DAS, the basic strategy of the full deck played throughout (Griffin's convention).
  static let oneDeck: EffectsOfRemoval = {
    let analysis = ExactAnalysis(rules: try! Rules(spec: "1D S17 DAS"))
    return try! analysis.effectsOfRemoval(playing: .chart(analysis.basicStrategy()))
  }()

  @Test("one-deck basic-strategy effects match Griffin's to 0.02 percentage points")
  func griffin() throws {
    // Source: Griffin, The Theory of Blackjack, "Approximating Bet Variation" (as quoted at pokeronlineguru.com):
    // single-deck basic-strategy effects of removal times −51, for 2, 4, 6, 7, 9 and T: −19.4, −28.0, −23.4, −14.3,
    // +9.2, +26.0 (Griffin's rules: S17, double any two, no doubling after a split).
    let analysis = ExactAnalysis(rules: try Rules(spec: "1D S17 NDAS"))
    let effects = try analysis.effectsOfRemoval(playing: .chart(analysis.basicStrategy())).effects
    for (points, payoff) in [(2, -19.4), (4, -28.0), (6, -23.4), (7, -14.3), (9, 9.2), (10, 26.0)] {
      let expected = payoff / -51
      #expect(
        abs(effects[points - 1] * 100 - expected) < 0.02, "\(points): \(effects[points - 1] * 100) vs \(expected)")
    }
  }

  @Test("six-deck effects with play re-optimised for each shoe match the Wizard of Odds' table to 0.003 pp")
  func sixDecks() throws {
    // Source: Wizard of Odds, blackjack appendix 7 ("Effect of Card Removal", from a combinatorial analyzer):
    // six decks, double any two, DAS, split once, strategy adjusted to the composition; in %, for A, 2 … 9, T.
    // The table names no surrender rule; its figures are those of late surrender (without it the small cards come
    // out about a tenth lower).
    let published: [(String, [Double])] = [
      ("6D S17 DAS SPL2 LS", [-0.094, 0.069, 0.082, 0.110, 0.141, 0.079, 0.041, -0.008, -0.040, -0.091]),
      ("6D H17 DAS SPL2 LS", [-0.084, 0.071, 0.086, 0.117, 0.143, 0.084, 0.038, -0.010, -0.045, -0.097]),
    ]
    for (spec, expected) in published {
      let effects = try ExactAnalysis(rules: try Rules(spec: spec)).effectsOfRemoval().effects
      for (index, value) in expected.enumerated() {
        #expect(abs(effects[index] * 100 - value) < 0.003, "\(spec) value \(index + 1): \(effects[index] * 100)")
      }
    }
  }

  @Test("insurance, by hand: a ten out costs 3 × (16/51 − 15/50), any other card gains 3 × (16/50 − 16/51)")
  func insurance() {
    // One deck: the ace up leaves 51 cards with 16 tens; the bet pays 2 to 1, so it is worth 3 P(ten) − 1.
    let effects = Self.oneDeck.insuranceEffects
    let full: Double = 3 * 16 / 51 - 1
    let tenOut: Double = 3 * (15 / 50 - 16 / 51)
    let otherOut: Double = 3 * (16 / 50 - 16 / 51)
    #expect(abs(Self.oneDeck.insuranceValue - full) < 1e-15)
    #expect(abs(effects[9] - tenOut) < 1e-15)
    for points in 1...9 { #expect(abs(effects[points - 1] - otherOut) < 1e-15) }
  }

  /// Tags A, 2 … 9, T and the published betting correlation, playing efficiency and insurance correlation.
  /// Source: lifesagambol.com, "Card Counting Systems Compared" (figures from the Blackjack Review Encyclopedia and
  /// QFIT, in Griffin's measures).
  static let systems: [(name: String, tags: [Double], bc: Double, pe: Double, ic: Double)] = [
    ("Hi-Lo", [-1, 1, 1, 1, 1, 1, 0, 0, 0, -1], 0.97, 0.51, 0.76),
    ("KO", [-1, 1, 1, 1, 1, 1, 1, 0, 0, -1], 0.98, 0.55, 0.78),
    ("Hi-Opt I", [0, 0, 1, 1, 1, 1, 0, 0, 0, -1], 0.88, 0.61, 0.85),
    ("Hi-Opt II", [0, 1, 1, 2, 2, 1, 1, 0, 0, -2], 0.91, 0.67, 0.91),
    ("Omega II", [0, 1, 1, 2, 2, 2, 1, 0, -1, -2], 0.92, 0.67, 0.85),
    ("Zen", [-1, 1, 1, 2, 2, 2, 1, 0, 0, -2], 0.96, 0.63, 0.85),
    ("Wong Halves", [-1, 0.5, 1, 1, 1.5, 1, 0.5, 0, -0.5, -1], 0.99, 0.57, 0.72),
  ]

  @Test("betting and insurance correlations of seven counts match the published table to 0.01 and 0.005")
  func correlations() {
    for system in Self.systems {
      let quality = Self.oneDeck.quality(ofTags: system.tags)
      #expect(abs(quality.bettingCorrelation - system.bc) <= 0.01, "\(system.name) BC \(quality.bettingCorrelation)")
      #expect(
        abs(quality.insuranceCorrelation - system.ic) <= 0.005, "\(system.name) IC \(quality.insuranceCorrelation)")
    }
  }

  @Test("playing efficiencies (two-card plays, half the deck seen) come within 0.06 of the published ones")
  func playingEfficiency() {
    var efficiencies: [String: Double] = [:]
    for system in Self.systems {
      let efficiency = Self.oneDeck.quality(ofTags: system.tags).playingEfficiency
      efficiencies[system.name] = efficiency
      #expect(abs(efficiency - system.pe) <= 0.06, "\(system.name) PE \(efficiency)")
    }
    // As published, the level-two counts that leave the ace out play best and Hi-Lo worst of these.
    #expect(efficiencies["Hi-Lo"]! == efficiencies.values.min())
    #expect(efficiencies["Omega II"]! > efficiencies["Zen"]! && efficiencies["Hi-Opt II"]! > efficiencies["Zen"]!)
    // A count that is the decision's own effects would be perfect.
    let play = Self.oneDeck.plays.max { $0.probability * $0.gain < $1.probability * $1.gain }!
    let own = EffectsOfRemoval(
      cardCounts: Self.oneDeck.cardCounts, expectedValue: 0, effects: play.effects, insuranceValue: 0,
      insuranceEffects: play.effects, plays: [play])
    #expect(abs(own.quality(ofTags: play.effects).playingEfficiency - 1) < 1e-12)
  }

  @Test("an infinite deck has no effects of removal; a shoe without aces has none for aces")
  func errors() throws {
    #expect(throws: ShoeError.infiniteDeck) { try ExactAnalysis(rules: try Rules(spec: "INF")).effectsOfRemoval() }
    let noAces = try ShoeComposition(decks: 1).takingOut([.ace, .ace, .ace, .ace])
    let analysis = try ExactAnalysis(rules: try Rules(spec: "1D"), validating: noAces)
    #expect(throws: ShoeError.notInShoe(points: 1, requested: 1, available: 0)) { try analysis.effectsOfRemoval() }
  }
}
