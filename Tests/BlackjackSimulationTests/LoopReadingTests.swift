import BlackjackCounting
import BlackjackEngine
import Testing

@testable import BlackjackSimulation

@Suite("Count readings in the simulator's loop")
struct LoopReadingTests {
  /// Chunk 0 of a 20,000-round simulation of `counter` (a 1–12 ramp and the Illustrious 18 added), played by the
  /// copy of the loop for `reading`.
  func chunk(_ system: CountingSystem, _ reading: some LoopReading) throws -> (SimulationStats, SimulationStats) {
    var counter = Counter(system: system)
    counter.ramp = try CountRamp(spread: "1-12", maximum: 12)
    counter.indices = system.isBalanced ? .illustrious18 : nil
    let rules = try Rules(spec: "6D S17 DAS PEN75")
    let simulation = Simulation(
      rules: rules, strategy: .basic(.published), rounds: 20_000, seed: 11, chunkSize: 10_000, counter: counter)
    let decisions = simulation.decisionTable()
    let played = simulation.playCounting(
      chunk: 0, chart: simulation.counterChart, counter, reading: reading, decisions: decisions
    ) { _ in }
    let held = simulation.playCounting(
      chunk: 0, chart: simulation.counterChart, counter, reading: HeldReading(reading: reading.reading),
      decisions: decisions
    ) { _ in }
    #expect(simulation.runChunk(0) == played, "the simulator chose another copy of the loop")
    return (played, held)
  }

  @Test("the constant readings are the counter's defaults")
  func constants() {
    #expect(FlooredTrueCount().reading == CountReading(isBalanced: true, estimate: .exact, rounding: .floor))
    #expect(FlooredRunningCount().reading == CountReading(isBalanced: false, estimate: .exact, rounding: .floor))
  }

  @Test("the loop's copy for a constant reading plays exactly the rounds of the copy that holds it at run time")
  func constantCopiesPlayAsTheHeldOne() throws {
    let (hiLo, heldHiLo) = try chunk(.hiLo, FlooredTrueCount())
    #expect(hiLo == heldHiLo)
    #expect(hiLo.counting?.total.rounds == 10_000)
    #expect(hiLo.counting!.byCount.filter { $0.rounds > 0 }.count > 5, "the count hardly moved")
    let (ko, heldKO) = try chunk(.knockOut, FlooredRunningCount())
    #expect(ko == heldKO)
    #expect(ko.counting?.total.rounds == 10_000)
  }
}
