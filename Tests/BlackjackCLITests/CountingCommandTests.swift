import Foundation
import Testing

@testable import BlackjackCLI

@Suite("simulate --count")
struct CountingCommandTests {
  /// The documented counting fields of `simulate --json`, decoded independently of the writer.
  struct CountingJSON: Decodable {
    struct Row: Decodable {
      var count: Int
      var rounds: Int
      var frequency: Double
      var averageBet: Double
      var ev: Double
      var flatEv: Double
    }
    struct Risk: Decodable {
      var formula: String
      var bankroll: Int
      var riskOfRuin: Double
      var bankrollFor13_5Percent: Double?
      var bankrollFor5Percent: Double?
    }
    var system: String
    var balanced: Bool
    var ramp: String
    var indices: String?
    var roundsPlayed: Int
    var roundsWatched: Int
    var averageBet: Double
    var evUnits: Double
    var evPerMinimumBet: Double
    var evPerAverageBet: Double
    var winPer100: Double
    var sdPerRound: Double
    var sdPer100: Double
    var di: Double
    var cScore: Double?
    var n0: Double?
    var flatEv: Double
    var risk: Risk?
    var byCount: [Row]
  }
  struct Document: Decodable {
    var schemaVersion: Int
    var rounds: Int
    var counting: CountingJSON
  }

  @Test("a Hi-Lo counter with a spread, the I18 and a bankroll: every documented field, consistent")
  func json() throws {
    let result = run([
      "simulate", "--rules", "6D S17 DAS", "--rounds", "2M", "--seed", "3", "--threads", "1", "--count", "hilo",
      "--spread", "1-12", "--indices", "i18", "--bankroll", "1000", "--json",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let document = try JSONDecoder().decode(Document.self, from: Data(result.output.utf8))
    let counting = document.counting
    #expect(document.schemaVersion == 2)
    #expect(counting.system == "Hi-Lo" && counting.balanced)
    #expect(counting.ramp == "1:1 2:2 3:4 4:8 5:12")
    #expect(counting.indices == "Illustrious 18")
    #expect(counting.roundsPlayed == 2_000_000 && counting.roundsWatched == 0)
    #expect(counting.averageBet > 1 && counting.averageBet < 12)
    // The figures follow from μ and σ as documented: EV per minimum bet is μ at a 1-unit minimum, win per 100
    // rounds 100 μ, SD per 100 rounds 10 σ, DI 1000 μ/σ, c-SCORE 10⁶ (μ/σ)², N0 (σ/μ)².
    let mu = counting.evUnits
    let sigma = counting.sdPerRound
    // A winning game, so that the c-SCORE and N0 are given (both are null for a game that does not win; a file test
    // checks that): this counter's edge is several standard errors above zero over 2M rounds, whatever the seed.
    #expect(mu > 0, "evUnits \(mu)")
    let cScore = try #require(counting.cScore)
    #expect(abs(counting.evPerMinimumBet - mu) < 1e-12)
    #expect(abs(counting.winPer100 - 100 * mu) < 1e-9)
    #expect(abs(counting.sdPer100 - 10 * sigma) < 1e-9)
    #expect(abs(counting.di - 1000 * mu / sigma) < 1e-9)
    #expect(abs(cScore - 1e6 * mu * mu / (sigma * sigma)) < 1e-6)
    #expect(abs((counting.n0 ?? 0) - sigma * sigma / (mu * mu)) < 1e-3 * (counting.n0 ?? 1))
    #expect(abs(counting.evPerAverageBet - mu / counting.averageBet) < 1e-9)
    let frequencies = counting.byCount.reduce(0) { $0 + $1.frequency }
    #expect(abs(frequencies - 1) < 1e-12)
    #expect(counting.byCount.reduce(0) { $0 + $1.rounds } == 2_000_000)
    if mu > 0, let risk = counting.risk {
      #expect(risk.formula.hasPrefix("brownian"))
      #expect(abs(risk.riskOfRuin - exp(-2 * mu * 1000 / (sigma * sigma))) < 1e-12)
      #expect(abs((risk.bankrollFor13_5Percent ?? 0) - sigma * sigma * -log(0.135) / (2 * mu)) < 1e-6)
    }
  }

  @Test(
    "bad counting options get one line and exit status 2",
    arguments: [
      (["--count", "hilow"], "--count: unknown counting system 'hilow' (did you mean 'hilo'?); systems are hilo,"),
      (["--count", "A=-1 2=1"], "--count: tags missing for 3, 4, 5, 6, 7, 8, 9, T; give each of A, 2 … 9 and T once"),
      (["--count", "hilo", "--ramp", "1:2 2:1"], "--ramp: the ramp must not fall: '2:1' bets less than 1:2 before it"),
      (["--count", "hilo", "--wong-in", "1", "--wong-out", "2"], "--wong-out (2) must not be above --wong-in (1)"),
      (["--ramp", "1:1 2:2"], "--ramp needs --count (a counting system, e.g. --count hilo)"),
      (["--count", "hilo", "--rules", "INF"], "--count needs a shoe of 1 to 8 decks"),
      (["--count", "hilo", "--seats", "2", "--seat", "4"], "--seat expects 1 to 3 with 2 other seats, got 4"),
      (["--count", "hilo", "--spots", "4"], "--spots expects 1 to 3 spots or COUNT:SPOTS steps, got '4'"),
      (["--count", "hilo", "--ramp", "1:1", "--spread", "1-4"], "give --ramp or --spread, not both"),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = run(["simulate", "--rounds", "1000", "--seed", "1"] + arguments)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("blackjack: \(message)"), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1)
    #expect(result.output.isEmpty)
  }

  @Test("an index file that cannot be read is a runtime error, as every file that cannot be read: exit 1")
  func unreadableIndexFile() {
    let result = run([
      "simulate", "--rounds", "1000", "--seed", "1", "--count", "hilo", "--indices", "/nonexistent/file",
    ])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "blackjack: --indices: cannot read '/nonexistent/file': No such file or directory; give i18, fab4, "
        + "i18,fab4 or an index file (lines like 16vT S >= 0)\n")
    #expect(result.output.isEmpty)
  }

  @Test("an index file's error names its line")
  func indexFileError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("indices-\(UUID().uuidString).txt")
    try Data("16vT S >= 0\n15vT S >= 4\n\n\n\n\n12vX H < 0\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = run(["simulate", "--rounds", "1000", "--count", "hilo", "--indices", url.path])
    #expect(result.status == 2)
    #expect(result.errors == "blackjack: --indices: index file line 7: 'X' is not an up card; use 2 to 9, T or A\n")
  }

  @Test("rules other than the I18's are warned about on standard error, and the run goes on")
  func warnings() {
    let result = run([
      "simulate", "--rules", "6D H17 DAS", "--rounds", "20k", "--seed", "1", "--count", "hilo", "--indices", "i18",
    ])
    #expect(result.status == 0)
    #expect(result.errors.hasPrefix("blackjack: warning: the Illustrious 18 was published for S17; under H17"))
    #expect(result.output.contains("Indices:           Illustrious 18\n"))
  }
}
