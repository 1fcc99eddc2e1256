import Testing

@testable import BlackjackCLI

@Suite("simulate command")
struct SimulateCommandTests {
  /// The JSON output without the fields that measure time or name the thread count.
  func statistics(_ json: String) -> [Substring] {
    json.split(separator: "\n").filter {
      !$0.contains("\"roundsPerSecond\"") && !$0.contains("\"seconds\"") && !$0.contains("\"threads\"")
    }
  }

  @Test("the same seed gives the same statistics on one thread and on two, in JSON")
  func reproducible() {
    let one = run(["simulate", "--rounds", "30k", "--seed", "11", "--threads", "1", "--json"])
    let two = run(["simulate", "--rounds", "30k", "--seed", "11", "--threads", "2", "--json"])
    #expect(one.status == 0 && two.status == 0)
    #expect(statistics(one.output) == statistics(two.output))
    for key in ["\"rounds\": 30000", "\"ev\": ", "\"evStdError\": ", "\"stdDev\": ", "\"roundsPerSecond\": "] {
      #expect(one.output.contains(key))
    }
    #expect(one.output.contains("\"rules\": \"6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75\""))
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
      (["--rounds", "0"], "--rounds expects a whole number of rounds like 1000000, 250k, 10M or 1e9, got '0'"),
      (["--rounds", "abc"], "--rounds expects a whole number of rounds like 1000000, 250k, 10M or 1e9, got 'abc'"),
      (["--rounds", "1.5"], "--rounds expects a whole number of rounds like 1000000, 250k, 10M or 1e9, got '1.5'"),
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
    ])
  func counts(text: String, value: Int) {
    #expect(RoundCount.parse(text) == value)
  }

  @Test(
    "round counts that are not whole positive numbers", arguments: ["", "0", "-5", "1.5", "1e13", "10MM", "k", "e9"])
  func badCounts(text: String) {
    #expect(RoundCount.parse(text) == nil)
  }
}
