import Foundation
import Testing

@testable import BlackjackCLI

/// `blackjack eor`: the effects of removal and the quality of the counts, against published tables.
@Suite("eor: effects of removal and count quality")
struct EORCommandTests {
  /// The fields of `eor --json` these tests read.
  struct EORJSON: Decodable {
    struct Card: Decodable {
      var card: String
      var effect: Double
      var insuranceEffect: Double
    }
    struct System: Decodable {
      var name: String
      var tags: [Double]
      var custom: Bool
      var bettingCorrelation: Double
      var insuranceCorrelation: Double
      var playingEfficiency: Double
    }
    var schemaVersion: Int
    var play: String
    var insuranceValue: Double
    var cards: [Card]
    var systems: [System]
  }

  /// `eor` for Griffin's one-deck rules, decoded.
  static let oneDeck: EORJSON = {
    let result = run(["eor", "--rules", "1D S17 NDAS", "--json"])
    return try! JSONDecoder().decode(EORJSON.self, from: Data(result.output.utf8))
  }()

  @Test("one deck, basic strategy throughout: Griffin's effects of removal to 0.02 percentage points")
  func griffin() {
    // Source: Griffin, The Theory of Blackjack, "Approximating Bet Variation" (as quoted at pokeronlineguru.com):
    // single-deck basic-strategy effects of removal times −51, for 2, 4, 6, 7, 9 and T: −19.4, −28.0, −23.4, −14.3,
    // +9.2, +26.0 (S17, double any two, no doubling after a split).
    let json = Self.oneDeck
    #expect(json.schemaVersion == 1 && json.play == "basic")
    #expect(json.cards.map(\.card) == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T"])
    for (points, payoff) in [(2, -19.4), (4, -28.0), (6, -23.4), (7, -14.3), (9, 9.2), (10, 26.0)] {
      let effect = json.cards[points - 1].effect * 100
      #expect(abs(effect - payoff / -51) < 0.02, "\(points): \(effect)")
    }
  }

  @Test("insurance, by hand: a ten out costs 3 × (16/51 − 15/50) of the bet, any other card gains 3 × (16/50 − 16/51)")
  func insurance() {
    let json = Self.oneDeck
    #expect(abs(json.insuranceValue - (3.0 * 16 / 51 - 1)) < 1e-15)
    #expect(abs(json.cards[9].insuranceEffect - 3 * (15.0 / 50 - 16.0 / 51)) < 1e-15)
    for card in json.cards.prefix(9) { #expect(abs(card.insuranceEffect - 3 * (16.0 / 50 - 16.0 / 51)) < 1e-15) }
  }

  @Test("betting and insurance correlations match the published table; playing efficiencies within 0.06")
  func quality() throws {
    // Source: lifesagambol.com, "Card Counting Systems Compared" (Blackjack Review Encyclopedia and QFIT figures,
    // Griffin's measures): BC, PE, IC.
    let published: [String: (bc: Double, pe: Double, ic: Double)] = [
      "Hi-Lo": (0.97, 0.51, 0.76), "KO": (0.98, 0.55, 0.78), "Hi-Opt I": (0.88, 0.61, 0.85),
      "Hi-Opt II": (0.91, 0.67, 0.91), "Omega II": (0.92, 0.67, 0.85), "Zen": (0.96, 0.63, 0.85),
      "Wong Halves": (0.99, 0.57, 0.72),
    ]
    let systems = Dictionary(uniqueKeysWithValues: Self.oneDeck.systems.map { ($0.name, $0) })
    #expect(Set(systems.keys) == Set(published.keys).union(["Red 7"]))
    for (name, figures) in published {
      let system = try #require(systems[name])
      #expect(abs(system.bettingCorrelation - figures.bc) <= 0.01, "\(name) BC \(system.bettingCorrelation)")
      #expect(abs(system.insuranceCorrelation - figures.ic) <= 0.005, "\(name) IC \(system.insuranceCorrelation)")
      #expect(abs(system.playingEfficiency - figures.pe) <= 0.06, "\(name) PE \(system.playingEfficiency)")
    }
    // Red 7's sevens count ½ on average over the suits.
    #expect(systems["Red 7"]?.tags == [-1, 1, 1, 1, 1, 1, 0.5, 0, 0, -1])
  }

  @Test("custom tags are rated beside the built-in systems: Hi-Lo's tags give Hi-Lo's figures")
  func customTags() throws {
    let result = run(["eor", "--rules", "1D S17 NDAS", "--tags", "A=-1 2=1 3=1 4=1 5=1 6=1 7=0 8=0 9=0 T=-1", "--json"])
    let json = try JSONDecoder().decode(EORJSON.self, from: Data(result.output.utf8))
    let custom = try #require(json.systems.last)
    let builtIn = try #require(json.systems.first { $0.name == "Hi-Lo" })
    #expect(custom.custom && custom.name == "custom" && !builtIn.custom)
    #expect(custom.bettingCorrelation == builtIn.bettingCorrelation)
    #expect(custom.playingEfficiency == builtIn.playingEfficiency)
    let text = run(["eor", "--rules", "1D S17 NDAS"]).output
    #expect(text.contains("\n  T        -0.5146     -4.1176\n"))
    let hiLo = "  Hi-Lo" + String(repeating: " ", count: 16) + "-1   +1   +1   +1   +1   +1    0    0    0   -1"
    #expect(text.contains("\n" + hiLo + "    0.969  0.760  0.491\n"))
  }

  @Test(
    "bad input: one line, exit status 2",
    arguments: [
      (["eor", "--rules", "INF"], "eor: an infinite deck (INF) has no effects of removal; give --rules with 1D to 8D"),
      (
        ["eor", "--rules", "1D", "--tags", "X=1"],
        "--tags: 'X' is not a rank; tags are given for A, 2 … 9 and T (tens and faces)"
      ),
      (["eor", "--play", "perfect"], "--play expects one of basic, optimal, got 'perfect'"),
    ])
  func badInput(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "blackjack: \(message)\n")
  }
}
