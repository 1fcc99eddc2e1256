import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

/// Figures from Eric Farmer's combinatorial analyzer (possibly-wrong/blackjack, commit a1f7dbb7, stock
/// `blackjack.cpp` called through a small driver), full shoe, peek, unlisted rules DOA DAS SPL4 NRSA NS 3:2.
@Suite("Post-split conventions against Farmer's analyzer")
struct PostSplitTests {
  /// House edges in percent: CDZ-, CDP1, CDP.
  static let houseEdges: [(spec: String, percent: [Double])] = [
    ("1D H17", [0.0087347329, 0.0080536710, 0.0080297320]),
    ("1D S17", [-0.1819343061, -0.1830733392, -0.1831117442]),
    ("2D S17", [0.1788599055, 0.1784817004, 0.1784693179]),
    ("2D S17 D9 SPL3 6:5", [1.6694551524, 1.6693574275, 1.6693528491]),
    ("3D H17 NDAS 1:1", [2.9215404039, 2.9214835868, 2.9214803766]),
    ("4D S17 D10 SPL3 LS", [0.4878052023, 0.4878052023, 0.4878053214]),
    ("6D S17 DAS", [0.4028702361, 0.4028643428, 0.4028615234]),
    ("8D S17 D9 RSA LS", [0.3779613026, 0.3779613026, 0.3779613140]),
  ]

  @Test("house edges with CDZ-, CDP1 and CDP agree with Farmer's analyzer to its ten printed decimals (in %)")
  func houseEdges() throws {
    for (spec, percent) in Self.houseEdges {
      for (policy, expected) in zip(PostSplitPolicy.allCases, percent) {
        let edge = ExactAnalysis(rules: try Rules(spec: spec), postSplit: policy).houseEdge() * 100
        #expect(abs(edge - expected) < 1e-9, "\(spec) \(policy): \(edge) vs \(expected)")
      }
    }
  }

  /// Split values (sum over the split hands, conditioned on no dealer blackjack): CDZ-, CDP1, CDP.
  static let splits: [(spec: String, pair: Rank, up: Rank, values: [Double])] = [
    ("6D S17", .eight, .ten, [-0.474893750825, -0.474893750825, -0.474893750825]),
    ("6D S17", .ten, .six, [0.449059879060, 0.449059879060, 0.448988205769]),
    ("6D S17", .ten, .ten, [-0.363391527735, -0.363249854811, -0.363249854811]),
    ("6D S17 SPL2", .ten, .ten, [0.052047218401, 0.052090534977, 0.052090534977]),
    ("1D S17", .eight, .ten, [-0.446869006843, -0.446869006843, -0.446848322470]),
    ("1D S17", .ten, .five, [0.326617820316, 0.333078261366, 0.332717188913]),
    ("1D S17", .two, .eight, [-0.179150462882, -0.179144480041, -0.179133332194]),
    ("1D S17 SPL3", .ten, .ten, [-0.185425386373, -0.184656480039, -0.184586842977]),
    ("1D S17 SPL3", .eight, .ten, [-0.447099097847, -0.447099097847, -0.447104268940]),
  ]

  @Test("split values with resplits by each convention agree with Farmer's analyzer to 1e-11")
  func splitValues() throws {
    for (spec, pair, up, values) in Self.splits {
      for (policy, expected) in zip(PostSplitPolicy.allCases, values) {
        let analysis = ExactAnalysis(rules: try Rules(spec: spec), postSplit: policy)
        let split = try #require(analysis.actionEVs(hand: [pair, pair], upCard: up)?.values[.split])
        #expect(abs(split - expected) < 1e-11, "\(spec) \(pair.symbol)\(pair.symbol) v \(up.symbol) \(policy)")
      }
    }
  }

  @Test("the conventions change only split values: stand, hit and double are the same under all three")
  func onlySplitsChange() throws {
    let rules = try Rules(spec: "1D S17")
    let values = PostSplitPolicy.allCases.map { ExactAnalysis(rules: rules, postSplit: $0) }.map {
      $0.actionEVs(hand: [.eight, .eight], upCard: .ten)
    }
    for action in [Action.stand, .hit, .double] {
      let all = values.map { $0?.values[action] }
      #expect(all.allSatisfy { $0 != nil && $0 == all[0] })
    }
  }
}
