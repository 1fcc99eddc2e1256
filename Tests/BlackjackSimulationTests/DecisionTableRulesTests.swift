import BlackjackEngine
import BlackjackSimulation
import Testing

/// Issue 30, item 2 (in part): a decision table carries the rules it was worked out for, and a simulation of other
/// rules refuses it at the call.
@Suite("Decision tables and their rules")
struct DecisionTableRulesTests {
  @Test("a simulation's decision table carries its rules, and equal decisions under other rules are another table")
  func carriesItsRules() throws {
    let sixDecks = try Rules(spec: "6D S17 DAS")
    let oneDeck = try Rules(spec: "1D S17 DAS")
    let simulation = Simulation(rules: sixDecks, strategy: .mimicDealer, rounds: 1_000, seed: 1)
    #expect(simulation.decisionTable().rules == sixDecks)
    // Mimicking the dealer decides the same everywhere, whatever the decks: only the rules tell the tables apart.
    let other = Simulation(rules: oneDeck, strategy: .mimicDealer, rounds: 1_000, seed: 1).decisionTable()
    #expect(other.rules == oneDeck)
    #expect(other != simulation.decisionTable())
  }

  @Test("a chunk played with a table worked out for other rules stops at a precondition")
  func otherRulesAreRefused() async {
    await #expect(processExitsWith: .failure) {
      let simulation = Simulation(
        rules: try! Rules(spec: "6D S17 DAS"), strategy: .mimicDealer, rounds: 1_000, seed: 2)
      let oneDeck = Simulation(
        rules: try! Rules(spec: "1D H17"), strategy: .mimicDealer, rounds: 1_000, seed: 2)
      _ = simulation.runChunk(0, decisions: oneDeck.decisionTable())
    }
  }
}
