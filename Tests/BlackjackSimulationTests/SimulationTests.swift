import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackSimulation

@Suite("Simulation")
struct SimulationTests {
  func simulation(seed: UInt64, rounds: Int = 20_000, strategy: StrategyChoice = .basic(.published)) -> Simulation {
    Simulation(rules: Rules(), strategy: strategy, rounds: rounds, seed: seed, chunkSize: 1_000)
  }

  @Test("the same seed gives identical statistics on one thread and on two")
  func threadsDoNotMatter() {
    let one = Simulator(simulation: simulation(seed: 42), threads: 1).run()
    let two = Simulator(simulation: simulation(seed: 42), threads: 2).run()
    #expect(one.stats == two.stats)
    #expect(one.stats.rounds == 20_000)
    #expect(!one.isPartial)
  }

  @Test("different seeds give different games")
  func seedsMatter() {
    let a = Simulator(simulation: simulation(seed: 1), threads: 1).run()
    let b = Simulator(simulation: simulation(seed: 2), threads: 1).run()
    #expect(a.stats != b.stats)
  }

  @Test("chunks cover the rounds exactly, the last one short")
  func chunking() {
    let s = simulation(seed: 1, rounds: 2_500)
    #expect(s.chunkCount == 3)
    #expect((0..<3).map { s.rounds(inChunk: $0) } == [1_000, 1_000, 500])
    #expect(Simulator(simulation: s, threads: 2).run().stats.rounds == 2_500)
    #expect(s.chunkSeed(0) != s.chunkSeed(1))
  }

  @Test("a stop request ends the run early, marked partial")
  func stop() {
    let simulator = Simulator(simulation: simulation(seed: 1, rounds: 1_000_000), threads: 1)
    simulator.requestStop()
    let result = simulator.run()
    #expect(result.isPartial)
    #expect(result.stats.rounds < 1_000_000)
  }

  @Test("statistics formulas, checked by hand on two rounds of +1 and −1 bet")
  func formulas() {
    var stats = SimulationStats()
    stats.rounds = 2
    stats.netCents = 0
    stats.netSquaredCents = 2 * 100 * 100
    #expect(stats.expectedValue(bet: 100) == 0)
    // Sample variance (100² + 100²) / (2 − 1) = 20000 cents², so the deviation is √2 bets.
    #expect(abs(stats.standardDeviation(bet: 100) - 2.0.squareRoot()) < 1e-12)
    #expect(abs(stats.standardError(bet: 100) - 1) < 1e-12)
  }

  @Test("counts are consistent: every round is a win, push or loss; splits add hands")
  func consistency() {
    let stats = Simulator(simulation: simulation(seed: 9), threads: 1).run().stats
    #expect(stats.roundsWon + stats.roundsPushed + stats.roundsLost == stats.rounds)
    #expect(stats.hands == stats.rounds + stats.splits)
    #expect(stats.voidRounds == 0)
  }

  @Test(
    "naive strategies lose at the published rates (mimic ≈ 5.5 %, never-bust ≈ 4 %)",
    arguments: [(StrategyChoice.mimicDealer, 4.5...6.5), (.neverBust(.published), 2.8...5.2)])
  func naiveStrategies(strategy: StrategyChoice, edge: ClosedRange<Double>) {
    // 200,000 rounds: the standard error is about 0.26 percentage points, so each range is about ±4 errors.
    let s = Simulation(rules: Rules(), strategy: strategy, rounds: 200_000, seed: 5)
    let houseEdge = -Simulator(simulation: s, threads: 2).run().stats.expectedValue(bet: 100) * 100
    #expect(edge.contains(houseEdge))
  }

  @Test("100,000 simulated one-deck PEN95 rounds: no round holds a card twice, none is void")
  func noCardTwiceInARound() {
    let simulation = Simulation(
      rules: try! Rules(spec: "1D PEN95 SPL4 RSA"), strategy: .basic(.published), rounds: 100_000, seed: 2026,
      chunkSize: 10_000)
    var duplicated = 0
    var void = 0
    var splitRounds = 0
    for chunk in 0..<simulation.chunkCount {
      simulation.forEachRound(inChunk: chunk, with: BasicStrategy.published) { round in
        let cards = round.hands.flatMap(\.cards) + round.dealer.cards
        if Set(cards).count != cards.count { duplicated += 1 }
        if round.isVoid { void += 1 }
        if round.handCount > 1 { splitRounds += 1 }
      }
    }
    #expect(duplicated == 0)
    #expect(void == 0)
    #expect(splitRounds > 1_000)
  }
}
