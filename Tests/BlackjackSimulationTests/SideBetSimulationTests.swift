import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackSimulation

@Suite("Simulation with side bets")
struct SideBetSimulationTests {
  /// Six decks under a continuous shuffler, so that every round is dealt from a full shoe, as the exact figures
  /// assume.
  func simulation(rounds: Int, sideBets: [SideBet]) -> Simulation {
    var simulation = Simulation(
      rules: try! Rules(spec: "6D CSM"), strategy: .basic(.published), rounds: rounds, seed: 11, chunkSize: 10_000)
    simulation.sideBets = sideBets
    return simulation
  }

  @Test("side bets leave the main game's cards and results unchanged")
  func sameGame() {
    let plain = Simulator(simulation: simulation(rounds: 20_000, sideBets: []), threads: 2).run().stats
    var with = Simulator(simulation: simulation(rounds: 20_000, sideBets: [.perfectPairs]), threads: 2).run().stats
    #expect(with.sideBets?.bets.first?.rounds == 20_000)
    with.sideBets = nil
    #expect(with == plain)
  }

  @Test("simulated side bets agree with the exact six-deck figures within four standard errors")
  func agreesWithExact() throws {
    // Exact expected returns for six decks: 21+3 version 1 −0.032386 (Wizard of Odds, "21+3"); Lucky Ladies
    // 1000/125/19/9/4 −0.2471 (Wizard of Odds, "Lucky Ladies"); by hand, Perfect Pairs 25/12/6 (312 cards,
    // C(312, 2) = 48,516 pairs: perfect 13·4·C(6, 2) = 780, coloured 13·2·36 = 936, mixed 13·4·36 = 1,872)
    // (780·26 + 936·13 + 1,872·7 − 48,516) / 48,516 = −2,964 / 48,516; and 21+3 Vegas from the Wizard of Odds'
    // six-deck counts, 4,781,656 / 5,013,320 − 1.
    let exact: [String: Double] = [
      "21+3": -0.032386, "21+3v": 4_781_656.0 / 5_013_320 - 1, "pp": -2_964.0 / 48_516, "ll": -0.2471,
    ]
    let stats = Simulator(simulation: simulation(rounds: 300_000, sideBets: SideBet.common), threads: 2).run().stats
    let tallies = try #require(stats.sideBets?.bets)
    #expect(tallies.map(\.code) == ["21+3", "21+3v", "pp", "ll"])
    for tally in tallies {
      let expected = try #require(exact[tally.code])
      #expect(tally.rounds == 300_000)
      #expect(abs(tally.expectedValue - expected) < 4 * tally.standardError, "\(tally.code)")
    }
  }
}
