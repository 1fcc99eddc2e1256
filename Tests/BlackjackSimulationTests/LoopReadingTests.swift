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

  @Test("the floored true count in 32 bits is the reading's own, over every count one shoe can hold")
  func flooredTrueCountIn32Bits() {
    // Worked by hand: −1 half point over 52 cards is −26/52, −½, floored to −1; 7 over 26 cards is 182/26 = 7 exactly;
    // ±6 over 312 cards is ±156/312, ±½, so 0 and −1; no card unseen is 0.
    let loop = FlooredTrueCount()
    #expect(loop.bettingCount(halfPoints: -1, unseen: 52) == -1)
    #expect(loop.bettingCount(halfPoints: 7, unseen: 26) == 7)
    #expect(loop.bettingCount(halfPoints: 6, unseen: 312) == 0)
    #expect(loop.bettingCount(halfPoints: -6, unseen: 312) == -1)
    #expect(loop.bettingCount(halfPoints: 5, unseen: 0) == 0)
    // A second method: the reading's own 64-bit arithmetic, at the extremes of one eight-deck shoe (416 cards, 127
    // half points a card) and across the counts a shoe of Hi-Lo reaches.
    let reading = CountReading.flooredExactTrueCount
    let extreme = 416 * 127
    for halfPoints in [-extreme, -extreme + 1, -52_001, -1_000, extreme - 1, extreme] + Array(-120...120) {
      for unseen in [1, 2, 3, 25, 26, 27, 51, 52, 53, 103, 104, 311, 312, 415, 416] {
        #expect(
          loop.bettingCount(halfPoints: halfPoints, unseen: unseen)
            == reading.bettingCount(halfPoints: halfPoints, unseen: unseen), "\(halfPoints) over \(unseen)")
      }
    }
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
