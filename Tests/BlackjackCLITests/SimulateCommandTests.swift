import Foundation
import Testing

@testable import BlackjackCLI
@testable import BlackjackSimulation

@Suite("simulate command")
struct SimulateCommandTests {
  /// The documented fields of `simulate --json` that do not measure time, decoded independently of the writer.
  struct SimulateJSON: Decodable, Equatable {
    var schemaVersion: Int
    var rules: String
    var strategy: String
    var seed: String
    var bet: Int
    var partial: Bool
    var rounds: Int
    var hands: Int
    var ev: Double
    var evStdError: Double
    var ev95Low: Double
    var ev95High: Double
    var stdDev: Double
    var pWin: Double
    var pPush: Double
    var pLose: Double
    var blackjacks: Int
    var dealerBlackjacks: Int
    var playerBusts: Int
    var dealerBusts: Int
    var doublesPer100: Double
    var splitsPer100: Double
    var surrendersPer100: Double
    var netUnits: Double
  }

  @Test("the same seed gives the same statistics on one thread and on two, in JSON")
  func reproducible() throws {
    let one = run(["simulate", "--rounds", "30k", "--seed", "11", "--threads", "1", "--json"])
    let two = run(["simulate", "--rounds", "30k", "--seed", "11", "--threads", "2", "--json"])
    #expect(one.status == 0 && two.status == 0)
    let first = try JSONDecoder().decode(SimulateJSON.self, from: Data(one.output.utf8))
    let second = try JSONDecoder().decode(SimulateJSON.self, from: Data(two.output.utf8))
    #expect(first == second)
    #expect(first.schemaVersion == 2)
    #expect(first.rules == "6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75")
    #expect(first.seed == "11" && first.strategy == "basic" && !first.partial)
    #expect(first.rounds == 30_000 && first.hands >= first.rounds)
    // The fields agree with each other: shares add to 1, the interval is EV ± 1.96 standard errors, the net is
    // the EV times the rounds, the standard error is the deviation over √rounds.
    #expect(abs(first.pWin + first.pPush + first.pLose - 1) < 1e-12)
    #expect(abs(first.ev95Low - (first.ev - 1.96 * first.evStdError)) < 1e-12)
    #expect(abs(first.ev95High - (first.ev + 1.96 * first.evStdError)) < 1e-12)
    #expect(abs(first.netUnits - first.ev * 30_000) < 1e-6)
    #expect(abs(first.evStdError - first.stdDev / 30_000.0.squareRoot()) < 1e-12)
    // Blackjack's per-round deviation is about 1.15 bets (published: 1.14–1.16 for six decks).
    #expect(first.stdDev > 1.1 && first.stdDev < 1.2)
  }

  @Test("the text report names the seed and the rules")
  func text() {
    let result = run(["simulate", "--rounds", "2000", "--seed", "5", "--strategy", "mimic", "--rules", "1D H17"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Simulated 2,000 rounds"))
    #expect(result.output.contains("of 1D H17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75"))
    #expect(result.output.contains("Strategy mimic, seed 5"))
    #expect(result.errors.isEmpty)
  }

  @Test(
    "bad input: one line, exit status 2",
    arguments: [
      (
        ["--rounds", "0"],
        "--rounds expects a whole number of rounds from 1 to 1,000,000,000,000 (1e12), like 1000000, 250k, 10M or 1e9,"
          + " got '0'"
      ),
      (
        ["--rounds", "abc"],
        "--rounds expects a whole number of rounds from 1 to 1,000,000,000,000 (1e12), like 1000000, 250k, 10M or 1e9,"
          + " got 'abc'"
      ),
      (
        ["--rounds", "1.5"],
        "--rounds expects a whole number of rounds from 1 to 1,000,000,000,000 (1e12), like 1000000, 250k, 10M or 1e9,"
          + " got '1.5'"
      ),
      (
        ["--rounds", "1e13"],
        "--rounds expects a whole number of rounds from 1 to 1,000,000,000,000 (1e12), like 1000000, 250k, 10M or 1e9,"
          + " got '1e13'"
      ),
      (["--rules", "H18"], "--rules: unknown rule 'H18'; expected S17 or H17"),
      (["--threads", "0"], "--threads expects a whole number from 1 to 256, got '0'"),
      (["--strategy", "card-counting"], "--strategy expects one of basic, mimic, never-bust, got 'card-counting'"),
    ])
  func badInput(arguments: [String], message: String) {
    let result = run(["simulate"] + arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "blackjack: \(message)\n")
  }

  @Test(
    "round counts as people write them",
    arguments: [
      ("1000000", 1_000_000), ("250k", 250_000), ("10M", 10_000_000), ("1e9", 1_000_000_000), ("2.5M", 2_500_000),
      ("1_000", 1_000), ("1G", 1_000_000_000), ("3E2", 300),
      // Exact decimals: 4.1 × 10⁶ and 8.2 × 10⁶ are not exact in binary floating point, which refused them.
      ("4.1M", 4_100_000), ("8.2M", 8_200_000), ("2.01k", 2_010), (".5k", 500), ("1.25e2", 125),
      ("1000000000000", 1_000_000_000_000), ("0.000001e12", 1_000_000),
    ])
  func counts(text: String, value: Int) {
    #expect(RoundCount.parse(text) == value)
  }

  @Test(
    "round counts that are not whole positive numbers",
    arguments: [
      "", "0", "-5", "1.5", "1e13", "10MM", "k", "e9", "2.0001k", "0.0", "1e", "1..5", "1000000000001", "4.1.M",
      "1e-3", "+5", " 5",
    ])
  func badCounts(text: String) {
    #expect(RoundCount.parse(text) == nil)
  }
}

@Suite("simulate's progress bar")
struct ProgressBarTests {
  @Test(
    "the line never reaches the terminal's last column, so it never wraps or scrolls", arguments: [20, 40, 80, 200])
  func fitsTheWidth(columns: Int) {
    let progress = SimulationProgress(
      roundsDone: 123_456_789, roundsTotal: 1_000_000_000, seconds: 12.5, stats: SimulationStats())
    let line = ProgressBar.line(progress, bet: 100, columns: columns)
    #expect(line.count <= columns - 1)
    #expect(line.hasPrefix("["))
    #expect(line.contains("12 %") || line.contains("12%"))
  }

  @Test("a wide terminal gets the whole line, a narrow one the bar and the percentage")
  func dropsFieldsAsItNarrows() {
    let progress = SimulationProgress(roundsDone: 500, roundsTotal: 1000, seconds: 1, stats: SimulationStats())
    #expect(ProgressBar.line(progress, bet: 100, columns: 200).contains("ETA"))
    #expect(ProgressBar.line(progress, bet: 100, columns: 200).contains("EV"))
    #expect(!ProgressBar.line(progress, bet: 100, columns: 40).contains("EV"))
  }
}
