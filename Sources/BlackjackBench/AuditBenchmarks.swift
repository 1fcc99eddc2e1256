import BlackjackEngine
import BlackjackSimulation
import CardKit
import ShuffleAudit

/// The shuffle audit's speed: the whole `audit-shuffle` battery over a million 52-card shuffles on one core (the
/// issue's target: under 30 s), best of 3 runs, in CPU time so that other work on a shared machine counts less.
func runAuditBenchmarks() -> UInt64 {
  print("Shuffle audit (audit-shuffle, one thread; best of 3 runs)")
  let simulation = Simulation(rules: Rules(), strategy: .mimicDealer, rounds: 0, seed: 1)
  var checksum: UInt64 = 0
  var best = (wall: Double.infinity, cpu: Double.infinity)
  for run in 0..<3 {
    var generator = Xoshiro256StarStar(seed: UInt64(run + 1))
    let clock = ContinuousClock()
    let cpuStart = threadMilliseconds()
    let start = clock.now
    let result = AuditBattery(decks: 1, shuffles: 1_000_000).run(
      CardKitShuffle(), generator: &generator, chunkSeed: simulation.chunkSeed)
    let elapsed = clock.now - start
    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    best = (min(best.wall, wall), min(best.cpu, (threadMilliseconds() - cpuStart) / 1000))
    checksum &+= UInt64(result.tests.count) &+ (result.passed ? 1 : 0)
  }
  report("audit-shuffle, 1M shuffles, 1 deck", best.wall, unit: "s", target: "target < 30 s")
  report("  CPU time", best.cpu, unit: "s", target: "target < 30 s")
  print()
  return checksum
}
