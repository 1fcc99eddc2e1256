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

  /// Chunk 0 of a simulation of `rounds` rounds of `counter` under "6D S17 DAS PEN75", in one chunk: as the simulator
  /// plays it, and as the copy of the loop that holds the floored true count at run time plays it.
  func simulatorAndHeld(_ counter: Counter, rounds: Int, seed: UInt64) throws -> (SimulationStats, SimulationStats) {
    let simulation = Simulation(
      rules: try Rules(spec: "6D S17 DAS PEN75"), strategy: .basic(.published), rounds: rounds, seed: seed,
      chunkSize: rounds, counter: counter)
    let held = simulation.playCounting(
      chunk: 0, chart: simulation.counterChart, counter, reading: HeldReading(reading: FlooredTrueCount().reading),
      decisions: simulation.decisionTable()
    ) { _ in }
    return (simulation.runChunk(0), held)
  }

  /// Hi-Lo but for the sevens: a red seven counts +1 and a black one −1, which still balances (each deck holds two of
  /// each).
  static let redAndBlackSevens = CountingSystem(
    name: "red and black sevens",
    halfTag: { card in
      guard card.rank == .seven else { return CountingSystem.hiLo.halfTag(of: card) }
      return card.suit == .hearts || card.suit == .diamonds ? 2 : -2
    })

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
    // The simulator reads a count this way only from an initial count that keeps it inside 32 bits:
    // 2³¹ − 1 = 2,147,483,647, over 26 is 82,595,524, less 416 × 128 = 53,248 is 82,542,276 (by hand).
    #expect(FlooredTrueCount.reads(initialHalfPoints: 0) && FlooredTrueCount.reads(initialHalfPoints: -82_542_276))
    #expect(!FlooredTrueCount.reads(initialHalfPoints: 82_542_277))
    // A second method: the reading's own 64-bit arithmetic, at the extremes of one eight-deck shoe (416 cards, 128
    // half points a card) and across every count Hi-Lo reaches in eight decks (±160 points, ±320 half points).
    let reading = CountReading.flooredExactTrueCount
    let extreme = 416 * 128
    for halfPoints in [-extreme, -extreme + 1, -52_001, -1_000, extreme - 1, extreme] + Array(-330...330) {
      for unseen in [1, 2, 3, 25, 26, 27, 51, 52, 53, 103, 104, 311, 312, 415, 416] {
        #expect(
          loop.bettingCount(halfPoints: halfPoints, unseen: unseen)
            == reading.bettingCount(halfPoints: halfPoints, unseen: unseen), "\(halfPoints) over \(unseen)")
      }
    }
  }

  @Test("a balanced count that starts beyond 32 bits' reach is read as held, not in 32 bits")
  func hugeInitialCountIsHeld() throws {
    // Hi-Lo's tags starting at 50,000,000 points (10⁸ half points): times 26 is past 2³¹, so the 32-bit reading would
    // wrap and bet otherwise (in a release build; its assert stops a debug one). The simulator must choose the held
    // reading, whose 64-bit arithmetic is exact: the copy of the loop it runs must play the held copy's rounds.
    let system = CountingSystem(
      name: "far", halfTag: { CountingSystem.hiLo.halfTag(of: $0) }, initialRunningCount: (0, 50_000_000))
    let initial = system.initialHalfPoints(decks: 6)
    #expect(initial == 100_000_000 && Int(Int32(truncatingIfNeeded: initial * 26)) != initial * 26)
    #expect(system.isBalanced && !FlooredTrueCount.reads(initialHalfPoints: initial))
    var counter = Counter(system: system)
    counter.ramp = try CountRamp(spread: "1-12", maximum: 12)
    let (played, held) = try simulatorAndHeld(counter, rounds: 2_000, seed: 5)
    #expect(played == held)
    #expect(held.counting!.byCount.last!.rounds == 2_000, "every round is bet at the top count")
  }

  @Test("a balanced count whose tags depend on suit is read as held, its cards tagged by rank and suit")
  func suitTagsAreHeld() throws {
    // The floored true count's copy looks tags up by rank alone, so it must not play this system: the copy the
    // simulator runs must play the held copy's rounds.
    let system = Self.redAndBlackSevens
    #expect(system.isBalanced && !system.tagsDependOnRankOnly)
    #expect(
      !FlooredTrueCount.reads(system, initialHalfPoints: 0) && FlooredTrueCount.reads(.hiLo, initialHalfPoints: 0))
    var counter = Counter(system: system)
    counter.ramp = try CountRamp(spread: "1-12", maximum: 12)
    counter.indices = .illustrious18
    let (played, held) = try simulatorAndHeld(counter, rounds: 10_000, seed: 7)
    #expect(played == held)
    #expect(held.counting!.byCount.filter { $0.rounds > 0 }.count > 5, "the count hardly moved")
  }

  @Test("the floored true count's copy of the loop, handed tags that depend on suit, stops at a precondition")
  func suitTagsStopTheRankCopy() async {
    await #expect(processExitsWith: .failure) {
      var counter = Counter(system: LoopReadingTests.redAndBlackSevens)
      counter.indices = .illustrious18
      let simulation = Simulation(
        rules: try! Rules(spec: "6D S17 DAS PEN75"), strategy: .basic(.published), rounds: 1_000, seed: 2,
        counter: counter)
      _ = simulation.playCounting(
        chunk: 0, chart: simulation.counterChart, counter, reading: FlooredTrueCount(),
        decisions: simulation.decisionTable()
      ) { _ in }
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
