import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Exact analysis against exhaustive enumeration on tiny shoes")
struct BruteForceTests {
  /// A tiny shoe after the up card: A 3 5 7 9, four cards of the pair, six tens.
  static func tinyShoe(pair: Int) -> [Int] {
    var counts = [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 6]
    counts[pair] = 4
    return counts
  }

  /// Rules, pair and up card of the comparisons.
  static let cases: [(String, Int, Int)] = [
    ("1D S17 DAS SPL4", 8, 6), ("1D S17 DAS SPL4", 8, 10), ("1D H17 NDAS SPL3", 8, 7),
    ("1D S17 DAS SPL4 ENHC", 8, 10),
    ("1D S17 DAS SPL4 RSA", 1, 6), ("1D S17 DAS SPL4 NRSA", 1, 10), ("1D S17 DAS SPL3 RSA HSA", 1, 9),
    ("1D S17 DAS SPL2", 8, 1), ("1D S17 DAS SPL3", 2, 8), ("1D S17 DAS SPL2", 10, 6),
  ]

  /// Compares stand, hit, double and split on the pair with the enumeration.
  func compare(spec: String, pair: Int, up: Int, postSplit: PostSplitPolicy) throws {
    let rules = try Rules(spec: spec)
    let counts = Self.tinyShoe(pair: pair)
    var brute = BruteForce(rules: rules, up: up, shoe: counts, postSplit: postSplit)
    let split = brute.splitValue(pair: pair)
    let unsplit = brute.unsplitValues([pair, pair])
    let exhausted = brute.exhausted
    #expect(!exhausted, "the tiny shoe ran out of cards; the comparison needs a bigger shoe")

    var unseen = counts
    unseen[pair] -= 2
    let shoe = try #require(ShoeComposition(counts: Array(unseen[1...10])))
    let upRank = try #require(Rank(rawValue: UInt8(up)))
    let pairRank = try #require(Rank(rawValue: UInt8(pair)))
    let analysis = ExactAnalysis(rules: rules, postSplit: postSplit)
    let evs = try #require(analysis.actionEVs(hand: [pairRank, pairRank], upCard: upRank, shoe: shoe))
    for action in [Action.stand, .hit, .double] {
      let mine = try #require(evs.values[action])
      #expect(abs(mine - unsplit[action]!) < 1e-12, "\(action): \(mine) vs \(unsplit[action]!)")
    }
    let mine = try #require(evs.values[.split])
    #expect(abs(mine - split) < 1e-12, "split: \(mine) vs \(split)")
  }

  @Test(
    "stand, hit, double and split (with resplits) agree with dealing every card in order, CDZ- and CDP1",
    arguments: cases, [PostSplitPolicy.cdzMinus, .cdp1])
  func agree(_ rules: (spec: String, pair: Int, up: Int), postSplit: PostSplitPolicy) throws {
    try compare(spec: rules.spec, pair: rules.pair, up: rules.up, postSplit: postSplit)
  }

  /// With two hands CDP is the play of one strategy (best for the hand's cards with the other pair card gone) and
  /// the enumeration checks it. With three or four, Farmer's CDP values a hand with other hands' cards gone from
  /// values each played best for its own count of pair cards, which is no single strategy's value (the
  /// enumeration of the strategy that knows every pair card before playing differs by about 1e-3 here); those
  /// figures are checked against Farmer's analyzer in `PostSplitTests` instead.
  @Test(
    "CDP with two hands agrees with the enumeration",
    arguments: [("1D S17 DAS SPL2", 8, 1), ("1D S17 DAS SPL2", 10, 6), ("1D H17 NDAS SPL2", 8, 7)])
  func agreeCDP(spec: String, pair: Int, up: Int) throws {
    try compare(spec: spec, pair: pair, up: up, postSplit: .cdp)
  }
}
