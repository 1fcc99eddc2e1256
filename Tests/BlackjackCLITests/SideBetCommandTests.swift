import Foundation
import Testing

@Suite("odds --side-bets")
struct SideBetCommandTests {
  /// The documented fields of `odds --side-bets --json`, decoded independently of the code that writes them.
  struct SideBetJSON: Decodable {
    struct Pay: Decodable {
      var hand: String
      var odds: Int
      var probability: Double
      var ways: Int
    }
    struct Bet: Decodable {
      var code: String
      var name: String
      var houseEdge: Double
      var combinations: Int
      var pays: [Pay]
    }
    var schemaVersion: Int
    var rules: String
    var decks: Int?
    var sideBets: [Bet]
  }

  @Test("the binary prints each side bet's paytable and exact edge; JSON has the documented fields")
  func binary() throws {
    let text = try BinaryTests.blackjack(["odds", "--rules", "6D", "--side-bets"])
    #expect(text.status == 0)
    // Wizard of Odds, "21+3" version 1, six decks: house edge 3.2386 %; "Lucky Ladies" 1000/125/19/9/4, six
    // decks: 24.71 %.
    #expect(text.output.contains("21+3 version 1, all 9 to 1 [21+3]: house edge 3.2386 %"))
    #expect(text.output.contains("Lucky Ladies 1000/125/19/9/4 [ll]: house edge 24.7089 %"))
    #expect(text.output.contains("  straight flush                                  9 to 1    0.20681 %"))

    let run = try BinaryTests.blackjack(["odds", "--rules", "8D", "--side-bets", "--json"])
    #expect(run.status == 0)
    let report = try JSONDecoder().decode(SideBetJSON.self, from: Data(run.output.utf8))
    #expect(report.schemaVersion == 1)
    #expect(report.decks == 8)
    #expect(report.sideBets.map(\.code) == ["21+3", "21+3v", "pp", "ll"])
    // By hand for eight decks: Perfect Pairs 25/12/6 returns −3,536 / 86,320 of C(416, 2) = 86,320 pairs;
    // perfect pairs 13 · 4 · C(8, 2) = 1,456.
    let pairs = try #require(report.sideBets.first { $0.code == "pp" })
    #expect(abs(pairs.houseEdge - 3_536.0 / 86_320) < 1e-12)
    #expect(pairs.combinations == 86_320)
    #expect(pairs.pays.map(\.odds) == [25, 12, 6])
    #expect(pairs.pays.first?.ways == 1_456)
    // Wizard of Odds, "21+3" version 1, eight decks: 2.74 %.
    let flat = try #require(report.sideBets.first)
    #expect(abs(flat.houseEdge * 100 - 2.74) < 0.005)
  }

  @Test("an infinite deck has no deck count in the JSON")
  func infinite() throws {
    let run = try BinaryTests.blackjack(["odds", "--rules", "INF", "--side-bets", "--json"])
    let report = try JSONDecoder().decode(SideBetJSON.self, from: Data(run.output.utf8))
    #expect(report.decks == nil)
    // With replacement, 52³ ordered draws; a flush of any kind (suited trips, straight flush or flush) is
    // 4 · 13³ of them, 1 in 16 (by hand).
    let flat = try #require(report.sideBets.first)
    #expect(flat.combinations == 52 * 52 * 52)
    let suited = flat.pays.filter { ["suited trips", "straight flush", "flush"].contains($0.hand) }
    #expect(suited.reduce(0) { $0 + $1.ways } == 4 * 13 * 13 * 13)
  }
}

@Suite("simulate --side-bets")
struct SimulateSideBetCommandTests {
  /// The documented `sideBets[]` fields of `simulate --json`, decoded independently of the code that writes them.
  struct SimulateJSON: Decodable {
    struct Bet: Decodable {
      var code: String
      var name: String
      var rounds: Int
      var wins: Int
      var ev: Double
      var evStdError: Double
      var exactEv: Double
    }
    var rounds: Int
    var sideBets: [Bet]
  }

  @Test("the binary tallies each side bet beside its exact figure; bad names and --count are refused")
  func binary() throws {
    let run = try BinaryTests.blackjack([
      "simulate", "--rules", "6D CSM", "--rounds", "20000", "--seed", "5", "--threads", "1", "--side-bets", "21+3 ll",
      "--json",
    ])
    #expect(run.status == 0)
    let report = try JSONDecoder().decode(SimulateJSON.self, from: Data(run.output.utf8))
    #expect(report.sideBets.map(\.code) == ["21+3", "ll"])
    #expect(report.sideBets.allSatisfy { $0.rounds == 20_000 && $0.wins > 0 })
    // Wizard of Odds: 21+3 version 1, six decks, −0.032386; Lucky Ladies 1000/125/19/9/4, six decks, −0.2471.
    #expect(abs(report.sideBets[0].exactEv + 0.032386) < 0.000_001)
    #expect(abs(report.sideBets[1].exactEv + 0.2471) < 0.000_05)
    for bet in report.sideBets { #expect(abs(bet.ev - bet.exactEv) < 4 * bet.evStdError, "\(bet.code)") }

    let bad = try BinaryTests.blackjack(["simulate", "--rounds", "10", "--side-bets", "pp keno"])
    #expect(bad.status == 2)
    #expect(bad.errors == "blackjack: --side-bets: 'keno' is not a side bet; use 21+3, 21+3v, pp or ll\n")
    let counting = try BinaryTests.blackjack(["simulate", "--rounds", "10", "--count", "hilo", "--side-bets", "pp"])
    #expect(counting.status == 2)
  }
}

@Suite("merge with side bets")
struct MergeSideBetCommandTests {
  @Test("shards with side bets merge to exactly the one run's tallies; a part with other side bets is refused")
  func merge() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sidebets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = { (name: String) in directory.appendingPathComponent(name).path }
    let run = ["simulate", "--rounds", "4000", "--seed", "9", "--threads", "1"]
    let chunked = run + ["--side-bets", "pp ll"]
    // 4,000 rounds are one chunk, so shard 2/2 plays nothing; a third part without side bets is refused.
    _ = try BinaryTests.blackjack(chunked + ["--shard", "1/2", "--out", path("a.json")])
    _ = try BinaryTests.blackjack(chunked + ["--shard", "2/2", "--out", path("b.json")])
    _ = try BinaryTests.blackjack(run + ["--shard", "2/2", "--out", path("c.json")])
    let merged = try BinaryTests.blackjack(["merge", path("a.json"), path("b.json")])
    let single = try BinaryTests.blackjack(chunked)
    let sideLines = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("Side bet") } }
    #expect(sideLines(merged.output).count == 2)
    #expect(sideLines(merged.output) == sideLines(single.output))
    let refused = try BinaryTests.blackjack(["merge", path("a.json"), path("c.json")])
    #expect(refused.status == 1)
    #expect(refused.errors.contains("its side bets are none, not 'pp ll'"))
  }
}
