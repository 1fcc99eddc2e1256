import Foundation
import Testing

@testable import BlackjackCLI

@Suite("audit-shuffle")
struct AuditShuffleCommandTests {
  /// The documented fields of `audit-shuffle --json`, decoded independently of the code that writes them.
  struct AuditJSON: Decodable {
    struct Correction: Decodable {
      var method: String
      var familyLevel: Double
      var tests: Int
      var perTestLevel: Double
    }
    struct Measure: Decodable {
      var name: String
      var observed: Double
      var expected: Double
    }
    struct Test: Decodable {
      var id: String
      var name: String
      var detail: String
      var statistic: Double
      var degreesOfFreedom: Int
      var pValue: Double
      var passed: Bool
      var measure: Measure?
    }
    var schemaVersion: Int
    var decks: Int
    var cards: Int
    var shuffles: Int
    var shuffle: String
    var generator: String
    var seed: String?
    var chunkSeedsOf: String
    var correction: Correction
    var passed: Bool
    var tests: [Test]
  }

  @Test("text: every test with its statistic, df, p-value and verdict, and the correction stated; exit 0")
  func text() {
    let result = run(["audit-shuffle", "--shuffles", "10k", "--seed", "3"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.first
        == "Shuffle audit: 10,000 shuffles of 1 deck (52 cards) with CardKit's Fisher–Yates, xoshiro256** seed 3.")
    #expect(lines.contains { $0.hasPrefix("card at each position") && $0.contains(" 2601 ") && $0.hasSuffix("pass") })
    #expect(lines.contains { $0.hasPrefix("every order of a 6-card deck") && $0.contains(" 719 ") })
    #expect(
      result.output.contains(
        "Bonferroni's correction. Each of the 8 tests fails when its p-value is below 1 % / 8 = 0.00125"))
    #expect(lines.contains("Result: PASS, all 8 tests passed."))
  }

  @Test("JSON: the documented fields; the same seed gives the same output")
  func json() throws {
    let first = run([
      "audit-shuffle", "--shuffles", "10000", "--seed", "18446744073709551615", "--decks", "2", "--json",
    ])
    #expect(first.status == 0)
    let audit = try JSONDecoder().decode(AuditJSON.self, from: Data(first.output.utf8))
    #expect(audit.schemaVersion == 1)
    #expect(audit.decks == 2 && audit.cards == 104 && audit.shuffles == 10_000)
    #expect(audit.generator == "xoshiro256**")
    #expect(audit.seed == "18446744073709551615" && audit.chunkSeedsOf == audit.seed)
    #expect(audit.correction.method == "Bonferroni" && audit.correction.tests == 9)
    #expect(abs(audit.correction.perTestLevel - 0.01 / 9) < 1e-15)
    #expect(
      audit.tests.map(\.id) == [
        "rankPosition", "suitPosition", "orderings5", "orderings6", "colourRuns", "consecutiveShuffles",
        "adjacentPairs", "chunkSeedCorrelation", "chunkSeedBits",
      ])
    // 104 positions: 103 × 12 and 103 × 3 degrees of freedom.
    #expect(audit.tests.prefix(2).map(\.degreesOfFreedom) == [1236, 309])
    #expect(audit.tests.allSatisfy { $0.passed == ($0.pValue >= audit.correction.perTestLevel) })
    #expect(audit.passed == audit.tests.allSatisfy(\.passed))
    let again = run([
      "audit-shuffle", "--shuffles", "10000", "--seed", "18446744073709551615", "--decks", "2", "--json",
    ])
    #expect(again.output == first.output)
  }

  @Test("the system generator: not reproducible, said so; --seed refused with it")
  func systemGenerator() throws {
    let refused = run(["audit-shuffle", "--generator", "system", "--seed", "1"])
    #expect(refused.status == 2 && refused.output.isEmpty)
    #expect(
      refused.errors
        == "blackjack: --seed 1 cannot be used with --generator system, which cannot be seeded; use --generator "
        + "xoshiro for a reproducible audit\n")
    let result = run(["audit-shuffle", "--generator", "system", "--shuffles", "10k", "--json"])
    let audit = try JSONDecoder().decode(AuditJSON.self, from: Data(result.output.utf8))
    #expect(audit.generator == "system" && audit.seed == nil)
    #expect(result.status == (audit.passed ? 0 : 1))
    let text = run(["audit-shuffle", "--generator", "system", "--shuffles", "10k"])
    #expect(text.output.contains("with CardKit's Fisher–Yates, the system generator (not reproducible)."))
  }

  @Test(
    "bad options: one line and exit 2",
    arguments: [
      (
        ["--shuffles", "9999"],
        "blackjack: --shuffles expects a whole number from 10k to 1e9 (10000, 250k, 1M, 1e6), got '9999'\n"
      ),
      (
        ["--shuffles", "2e9"],
        "blackjack: --shuffles expects a whole number from 10k to 1e9 (10000, 250k, 1M, 1e6), got '2e9'\n"
      ),
      (["--decks", "9"], "blackjack: --decks expects a whole number from 1 to 8, got '9'\n"),
      (["--generator", "mt"], "blackjack: --generator expects one of xoshiro, system, got 'mt'\n"),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = run(["audit-shuffle"] + arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == message)
  }

  @Test("p-values print with four decimals, or in exponent form below 0.001")
  func pValues() {
    #expect(AuditReport.format(pValue: 0.77671) == "0.7767")
    #expect(AuditReport.format(pValue: 0.001) == "0.0010")
    #expect(AuditReport.format(pValue: 0.000_35) == "3.5e-4")
    #expect(AuditReport.format(pValue: 0.000_099_97) == "1.0e-4")
    #expect(AuditReport.format(pValue: 2.3e-17) == "2.3e-17")
    #expect(AuditReport.format(pValue: 0) == "< 1e-300")
  }
}
