import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Foundation
import Testing

@testable import BlackjackCLI

/// `odds --post-split`, `--removed`, `--shoe-counts`, `--hand --up` and `--chart`, and `strategy --post-split`.
@Suite("odds from any shoe, for a hand, for a chart")
struct OddsOptionsTests {
  /// The fields of `odds --json` these tests read.
  struct OddsJSON: Decodable {
    struct Edge: Decodable {
      var compositionDependent: Double
      var basicStrategy: Double
    }
    struct Change: Decodable {
      var change: String
      var houseEdge: Double
    }
    struct Shoe: Decodable {
      var description: String
      var full: Bool
      var counts: [Int]
      var cards: Int
      var removed: [String]
    }
    struct Hands: Decodable {
      var win: Double
      var push: Double
      var lose: Double
    }
    var postSplit: String
    var shoe: Shoe
    var exact: Bool
    var houseEdge: Edge
    var blackjackFrequency: Double
    var perRound: Hands
    var ruleChanges: [Change]
  }

  /// The fields of `odds --hand --json`.
  struct HandJSON: Decodable {
    struct Value: Decodable {
      var action: String
      var ev: Double
    }
    struct Limit: Decodable {
      var hands: Int
      var ev: Double
    }
    struct Split: Decodable {
      var ev: Double
      var method: String
      var howValued: String
      var bestHandLimit: Int
      var alwaysResplitEV: Double
      var evByHandLimit: [Limit]
      var handLimitsPlayedBest: Bool
      var someLineRunsOut: Bool
    }
    var postSplit: String
    var hand: [String]
    var upCard: String
    var unseenCards: Int?
    var dealerPeeked: Bool
    var exact: Bool
    var actions: [Value]
    var best: String
    var split: Split?
  }

  /// The fields of `odds --chart --json`.
  struct ChartJSON: Decodable {
    var houseEdge: Double
    var basicStrategyHouseEdge: Double
    var difference: Double
    var exact: Bool
  }

  func decode<T: Decodable>(_ type: T.Type, _ arguments: [String]) throws -> T {
    let result = run(arguments + ["--json"])
    #expect(result.status == 0, "\(arguments): \(result.errors)")
    return try JSONDecoder().decode(type, from: Data(result.output.utf8))
  }

  /// Writes `text` to a new temporary file and returns its path.
  func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString).csv")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test("--post-split cdp: the edge and the rule changes agree with Farmer's analyzer; the report names it")
  func postSplit() throws {
    // Eric Farmer's combinatorial analyzer (the figures of BlackjackAnalysisTests' PostSplitTests), in %: 1D S17
    // DOA DAS SPL4 NRSA CDP −0.1831117442, and 1D H17 (the first rule change) CDP 0.0080297320.
    let odds = try decode(OddsJSON.self, ["odds", "--rules", "1D S17", "--post-split", "cdp"])
    #expect(odds.postSplit == "cdp")
    #expect(abs(odds.houseEdge.compositionDependent * 100 - -0.1831117442) < 1e-9)
    let h17 = try #require(odds.ruleChanges.first { $0.change == "H17 instead of S17" })
    #expect(abs(h17.houseEdge * 100 - 0.0080297320) < 1e-9)
    let text = run(["odds", "--rules", "INF", "--post-split", "CDP1"])
    #expect(text.status == 0)
    #expect(text.output.contains("Split hands: CDP1 (every split hand played as is best for the first split hand)\n"))
    #expect(run(["odds", "--rules", "INF"]).output.contains("Split hands: CDZ- ("))
  }

  @Test("strategy --post-split names the convention in JSON and text")
  func strategyPostSplit() throws {
    struct StrategyJSON: Decodable { var postSplit: String }
    let json = run(["strategy", "--rules", "INF", "--post-split", "cdp", "--format", "json"])
    #expect(try JSONDecoder().decode(StrategyJSON.self, from: Data(json.output.utf8)).postSplit == "cdp")
    #expect(run(["strategy", "--rules", "INF", "--no-color"]).output.hasPrefix("Basic strategy for INF S17 "))
    #expect(run(["strategy", "--rules", "INF", "--no-color"]).output.contains("(split values CDZ-)\n"))
  }

  @Test("a shoe of tens only, by hand: every hand is 20 against 20, so the edge is 0 and every hand pushes")
  func tensOnly() throws {
    let odds = try decode(OddsJSON.self, ["odds", "--rules", "1D", "--shoe-counts", "0,0,0,0,0,0,0,0,0,20"])
    #expect(odds.shoe.counts == [0, 0, 0, 0, 0, 0, 0, 0, 0, 20] && !odds.shoe.full && odds.shoe.cards == 20)
    #expect(odds.exact)
    #expect(abs(odds.houseEdge.compositionDependent) < 1e-15 && abs(odds.houseEdge.basicStrategy) < 1e-15)
    #expect(odds.blackjackFrequency == 0)
    #expect(abs(odds.perRound.push - 1) < 1e-15 && odds.perRound.win == 0)
    // A given shoe keeps its cards: no change of the number of decks.
    #expect(!odds.ruleChanges.contains { $0.change.contains("deck") })
  }

  @Test("--removed \"5 5 5 5\" is --shoe-counts of the same cards, and gains what the fives' published effects say")
  func removedFives() throws {
    let spec = "6D S17 DAS SPL2 LS"
    let removed = try decode(OddsJSON.self, ["odds", "--rules", spec, "--removed", "5 5 5 5"])
    #expect(removed.shoe.removed == ["5", "5", "5", "5"] && removed.shoe.cards == 308)
    #expect(removed.shoe.description == "6 decks less 5 5 5 5 (308 cards)")
    let counts = try decode(
      OddsJSON.self, ["odds", "--rules", spec, "--shoe-counts", "24,24,24,24,20,24,24,24,24,96"])
    #expect(counts.houseEdge.compositionDependent == removed.houseEdge.compositionDependent)
    #expect(counts.houseEdge.basicStrategy == removed.houseEdge.basicStrategy)
    let full = try decode(OddsJSON.self, ["odds", "--rules", spec])
    // Wizard of Odds, blackjack appendix 7: in six decks (these rules), a 5 out gains the player 0.141 %; four
    // out, about four times that (the effects are nearly linear this close to a full shoe).
    let gain = (full.houseEdge.compositionDependent - removed.houseEdge.compositionDependent) * 100
    #expect(abs(gain - 4 * 0.141) < 0.03, "\(gain)")
  }

  @Test("--hand T6 --up T against an infinite deck: the published values of hard 16 against a ten")
  func handInfinite() throws {
    let hand = try decode(HandJSON.self, ["odds", "--rules", "INF S17 DAS", "--hand", "T6", "--up", "K"])
    // Wizard of Odds, infinite deck S17 DAS (appendix 1): hard 16 v 10 stand −.5404, hit −.5398, double −1.0797
    // (four decimals, hence the tolerance).
    let values = Dictionary(uniqueKeysWithValues: hand.actions.map { ($0.action, $0.ev) })
    #expect(Set(values.keys) == ["stand", "hit", "double"])
    #expect(abs(values["stand"]! - -0.5404) <= 0.00006 && abs(values["hit"]! - -0.5398) <= 0.00006)
    #expect(abs(values["double"]! - -1.0797) <= 0.00006)
    #expect(hand.best == "hit" && hand.hand == ["T", "6"] && hand.upCard == "T" && hand.dealerPeeked)
    #expect(hand.unseenCards == nil && hand.split == nil)
  }

  @Test("--hand TT --up T, 6D SPL4: split never resplitting, +0.0520 as Farmer's SPL2 figure, not −0.3634")
  func tensAgainstTen() throws {
    let hand = try decode(HandJSON.self, ["odds", "--rules", "6D S17 DAS SPL4", "--hand", "TT", "--up", "T"])
    // Farmer's analyzer, 6D S17 DOA DAS NRSA CDZ-, given no dealer blackjack (BlackjackAnalysisTests'
    // SplitValueTests): split to at most 2 hands +0.052047218401, 3 hands −0.208061628833, 4 hands −0.363391527735.
    // The shoe is the full six decks less the three tens, as there.
    let split = try #require(hand.split)
    #expect(abs(split.ev - 0.052047218401) < 1e-11)
    #expect(abs(split.alwaysResplitEV - -0.363391527735) < 1e-11)
    #expect(split.bestHandLimit == 2 && split.method == "best-hand-limit")
    #expect(split.howValued == "best: never resplit, CDZ-")
    #expect(split.evByHandLimit.map(\.hands) == [2, 3, 4])
    #expect(abs(split.evByHandLimit[1].ev - -0.208061628833) < 1e-11)
    #expect(hand.actions.first { $0.action == "split" }?.ev == split.ev)
    #expect(hand.unseenCards == 309 && hand.best == "stand")
    let text = run(["odds", "--rules", "6D S17 DAS SPL4", "--hand", "T T", "--up", "10"])
    #expect(text.output.contains("  split     +0.0520   best: never resplit, CDZ-\n"))
  }

  @Test("--hand 66 --up 2 from 14 cards, where some lines of the split run out of cards: −0.19695 as Farmer's, exact")
  func splitRunningOut() throws {
    let arguments = [
      "odds", "--rules", "1D S17 DOA NDAS SPL4 NRSA NS 3:2 PEEK", "--shoe-counts", "1,1,2,1,1,3,0,2,0,3", "--hand",
      "66", "--up", "2",
    ]
    let hand = try decode(HandJSON.self, arguments)
    // Farmer's `blackjack_split` on this shoe, S17 NDAS, three splits, NRSA: −0.19694564694564692 (the figure
    // BlackjackAnalysisTests' RunOutTests checks against an enumeration too); −0.18695 was reported exact before.
    let split = try #require(hand.split)
    #expect(abs(split.ev - -0.19694564694564692) < 1e-15)
    #expect(hand.exact && split.method == "optimal" && split.someLineRunsOut && split.handLimitsPlayedBest)
    #expect(split.howValued == "optimal resplitting, exact, avoiding lines that run out of cards")
    #expect(split.evByHandLimit.last?.ev == split.ev && split.evByHandLimit.allSatisfy { $0.ev <= split.ev })
    let text = run(arguments).output
    #expect(
      text.contains("  split     -0.1969   best; optimal resplitting, exact, avoiding lines that run out of cards\n"))
    #expect(text.contains("  split by the most hands (every hand played best): 2 hands "))
    #expect(
      text.contains(
        "  (lines of play of the split that run out of cards are impossible to choose, as in Farmer's split solver)\n"))
    #expect(!text.contains("Not exact"))
    // 2,2 against a 3 with A A 2 4 left: every way of playing the split runs out (Farmer's solver: -inf).
    let hopeless = run([
      "odds", "--rules", "1D S17 NDAS SPL2", "--shoe-counts", "2,3,1,1,0,0,0,0,0,0", "--hand", "22", "--up", "3",
    ]).output
    #expect(hopeless.contains("(every way of playing the split runs out of cards: Farmer's split solver gives it no"))
    #expect(hopeless.contains("Not exact: "))
  }

  @Test("--hand with --removed: the hand and up card come out of the shoe left")
  func handFromRemoved() throws {
    // One deck less three tens and an ace, then T,6 against an ace: 52 − 4 − 3 = 45 cards unseen.
    let hand = try decode(
      HandJSON.self, ["odds", "--rules", "1D", "--removed", "T T T A", "--hand", "T6", "--up", "A"])
    #expect(hand.unseenCards == 45)
  }

  @Test("a chart from 'strategy --format csv' prices at the basic strategy's edge, exactly")
  func chartRoundTrip() throws {
    let spec = "2D H17 DAS LS"
    let csv = run(["strategy", "--rules", spec, "--format", "csv"])
    #expect(csv.status == 0)
    let path = try temporaryFile(csv.output)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let chart = try decode(ChartJSON.self, ["odds", "--rules", spec, "--chart", path])
    let odds = try decode(OddsJSON.self, ["odds", "--rules", spec])
    #expect(abs(chart.houseEdge - odds.houseEdge.basicStrategy) < 1e-12)
    #expect(abs(chart.difference) < 1e-12 && chart.exact)
    let text = run(["odds", "--rules", spec, "--chart", path])
    #expect(text.output.contains("Chart: \(path)\n"))
    #expect(text.output.contains("House edge playing the chart:  "))
  }

  /// The CSV of the chart computed for `spec`, with its cells changed by `change(row, cell)`.
  func editedChart(_ spec: String, _ change: (String, String) -> String) -> String {
    let lines = run(["strategy", "--rules", spec, "--format", "csv"]).output.split(separator: "\n")
    return
      ([String(lines[0])]
      + lines.dropFirst().map { line in
        let fields = line.split(separator: ",").map(String.init)
        return ([fields[0]] + fields.dropFirst().map { change(fields[0], $0) }).joined(separator: ",")
      }).joined(separator: "\n") + "\n"
  }

  @Test("never doubling soft hands costs what the per-hand values of the doubles given up add up to")
  func noSoftDoubles() throws {
    let spec = "1D S17 NDAS"
    let csv = editedChart(spec) { row, cell in
      row.hasPrefix("S") ? (cell == "Ds" ? "S" : cell == "Dh" ? "H" : cell) : cell
    }
    let path = try temporaryFile(csv)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let chart = try decode(ChartJSON.self, ["odds", "--rules", spec, "--chart", path])
    // The other way: over every two-card soft deal the basic chart doubles, its probability times what the double
    // is worth over the fallback, from the analysis's per-hand values (optimal play after a hit, which the chart's
    // play after a hit follows but for a few hands; no doubling after a split under NDAS).
    let analysis = ExactAnalysis(rules: try Rules(spec: spec))
    let basic = analysis.basicStrategy()
    var cost = 0.0
    for deal in analysis.report().deals where deal.first == 1 && (2...9).contains(deal.second) {
      let up = Rank(rawValue: UInt8(deal.upCard))!
      let cell = basic[soft: 11 + deal.second, up]
      guard cell == .doubleOrHit || cell == .doubleOrStand else { continue }
      let fallback: Action = cell == .doubleOrHit ? .hit : .stand
      cost += deal.probability * (deal.values[.double]! - deal.values[fallback]!)
    }
    #expect(cost > 0.001)
    #expect(abs(chart.difference - cost) < 2e-5, "\(chart.difference) vs \(cost)")
  }

  @Test("doubling only on 10 and 11, by the chart under DOA, costs exactly what the D10 rule does")
  func doublesOnTenAndEleven() throws {
    // Two routes: the DOA chart edited to double only on 10 and 11, priced under DOA; and the D10 rules, whose
    // own computed chart forbids the other doubles by the rules engine.
    let csv = editedChart("1D S17 NDAS") { row, cell in
      ["H10", "H11", "P5"].contains(row) ? cell : cell == "Ds" ? "S" : cell == "Dh" ? "H" : cell
    }
    let path = try temporaryFile(csv)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let edited = try decode(ChartJSON.self, ["odds", "--rules", "1D S17 NDAS", "--chart", path])
    let d10 = try decode(OddsJSON.self, ["odds", "--rules", "1D S17 NDAS D10"])
    #expect(abs(edited.houseEdge - d10.houseEdge.basicStrategy) < 1e-12)
    #expect(edited.difference > 0.002)
  }

  @Test("hitting 20 in a shoe of tens costs exactly the whole bet: the chart's edge is 1")
  func hittingTwenty() throws {
    let lines = run(["strategy", "--rules", "1D", "--format", "csv"]).output.split(separator: "\n").map(String.init)
    let csv = lines.map { $0.hasPrefix("P10,") ? "P10" + String(repeating: ",H", count: 10) : $0 }
    let path = try temporaryFile(csv.joined(separator: "\n"))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let chart = try decode(
      ChartJSON.self, ["odds", "--rules", "1D", "--shoe-counts", "0,0,0,0,0,0,0,0,0,20", "--chart", path])
    // Every hand is T,T against a ten with a ten in the hole; hitting busts, standing pushes.
    #expect(abs(chart.houseEdge - 1) < 1e-15)
    #expect(abs(chart.basicStrategyHouseEdge) < 1e-15)
  }

  @Test(
    "bad shoes, hands and charts: one line, exit status 2",
    arguments: [
      (
        ["odds", "--removed", "5 X"],
        "--removed: 'X' is not a card; use ranks A 2 … 9 T J Q K (or 10), runs like T6, or cards like 5H"
      ),
      (["odds", "--rules", "1D", "--removed", "A A A A A"], "--removed needs 5 aces but the shoe holds 4"),
      (
        ["odds", "--rules", "INF", "--removed", "5"],
        "--removed: cards cannot come out of an infinite deck (INF); give --rules with 1D to 8D, or --shoe-counts"
      ),
      (
        ["odds", "--shoe-counts", "1,2,3"],
        "--shoe-counts expects 10 counts (A, 2, …, 9, ten-valued cards), got 3; e.g. 24,24,24,24,24,24,24,24,24,96"
      ),
      (
        ["odds", "--shoe-counts", "4,4,4,4,-1,4,4,4,4,16"],
        "--shoe-counts: the count of fives is -1; counts are 0 or more"
      ),
      (
        ["odds", "--shoe-counts", "4,4,4,4,x,4,4,4,4,16"],
        "--shoe-counts: 'x' is not a whole number; give 10 counts A,2,…,9,T such as 24,24,24,24,24,24,24,24,24,96"
      ),
      (
        ["odds", "--shoe-counts", "4,4,4,4,4,4,4,4,4,5000"],
        "--shoe-counts: the count of ten-valued cards is 5000; at most 4095"
      ),
      (["odds", "--shoe-counts", "0,0,0,0,0,0,0,0,0,3"], "--shoe-counts leaves 3 cards; a round needs at least 4"),
      (["odds", "--hand", "T6"], "--hand needs --up CARD, the dealer's up card (e.g. --up T)"),
      (["odds", "--up", "T"], "--up needs --hand CARDS, the player's hand (e.g. --hand T6)"),
      (["odds", "--hand", "T", "--up", "6"], "--hand needs at least two cards, e.g. --hand T6 (a ten and a six)"),
      (["odds", "--hand", "TT5", "--up", "6"], "--hand TT5 is bust (25); give a hand of 21 or less"),
      (["odds", "--hand", "T6", "--up", "T6"], "--up expects one card, the dealer's up card, got 'T6'"),
      (
        ["odds", "--rules", "1D", "--removed", "6 6 6", "--hand", "66", "--up", "T"],
        "--hand with --up needs 2 sixes but the shoe holds 1"
      ),
      (["odds", "--post-split", "cdz"], "--post-split expects one of cdz-, cdp1, cdp, got 'cdz'"),
      (
        ["odds", "--format", "html", "--hand", "T6", "--up", "T"],
        "--format html draws the rules' full shoe; give it without --hand"
      ),
      (
        ["odds", "--format", "html", "--removed", "5 5"],
        "--format html draws the rules' full shoe; give it without --removed"
      ),
    ])
  func badInput(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "blackjack: \(message)\n")
  }

  @Test("a chart file that cannot be read is a runtime error, as every file that cannot be read: exit 1")
  func unreadableChart() {
    let result = run(["odds", "--chart", "/nonexistent/chart.csv"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "blackjack: --chart: cannot read '/nonexistent/chart.csv': No such file or directory; give the CSV "
        + "'blackjack strategy --format csv' writes\n")
  }

  @Test(
    "bad chart files: the line and what is wrong",
    arguments: [
      (
        "hand,2,3\n",
        "line 1: expected the header 'hand,2,3,4,5,6,7,8,9,10,A' (the CSV 'blackjack strategy --format csv' writes), got 'hand,2,3'"
      ),
      (
        "hand,2,3,4,5,6,7,8,9,10,A\nH5,H,H\n",
        "line 2: expected a hand and 10 cells separated by commas, got 3 fields"
      ),
      (
        "hand,2,3,4,5,6,7,8,9,10,A\n\nX9,H,H,H,H,H,H,H,H,H,H\n",
        "line 3: unknown hand 'X9'; the rows are H5 … H21, S13 … S21, P2 … P10, PA"
      ),
      (
        "hand,2,3,4,5,6,7,8,9,10,A\nH5,H,H,H,H,H,H,H,H,H,Q\n",
        "line 2: 'Q' against A is not a cell; cells are H, S, Dh, Ds, P, Ph, Pd, Rh, Rs, Rp"
      ),
      (
        "hand,2,3,4,5,6,7,8,9,10,A\nH12,H,H,H,H,P,H,H,H,H,H\n",
        "line 2: H12 against 6 is 'P', but only pair rows may split"
      ),
      (
        "hand,2,3,4,5,6,7,8,9,10,A\nH5,H,H,H,H,H,H,H,H,H,H\nH5,H,H,H,H,H,H,H,H,H,H\n",
        "line 3: hand H5 was already given on line 2"
      ),
    ])
  func badChart(text: String, message: String) throws {
    let path = try temporaryFile(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = run(["odds", "--chart", path])
    #expect(result.status == 2)
    #expect(result.errors == "blackjack: --chart \(path) \(message)\n")
  }

  @Test("a chart missing a row names the row")
  func missingRow() throws {
    let path = try temporaryFile("hand,2,3,4,5,6,7,8,9,10,A\r\nH5,H,H,H,H,H,H,H,H,H,H\r\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = run(["odds", "--chart", path])
    #expect(result.status == 2)
    #expect(
      result.errors
        == "blackjack: --chart \(path) has no row H6; a chart has the rows H5 … H21, S13 … S21, P2 … P10, PA\n")
  }
}
