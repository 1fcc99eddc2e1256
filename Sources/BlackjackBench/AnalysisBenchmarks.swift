import BlackjackAnalysis
import BlackjackEngine
import CardKit

#if canImport(Glibc)
  import Glibc
#endif

/// The CPU time this thread has used, in milliseconds: unlike wall time, not inflated by other work sharing the
/// machine's cores.
func threadMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Release-mode benchmarks of the exact analysis: full-shoe analyses and one hint.
func runAnalysisBenchmarks() -> UInt64 {
  print("BlackjackAnalysis benchmarks (release build, best of 5 runs, CPU time of one thread; wall time after)")
  var checksum: UInt64 = 0
  let clock = ContinuousClock()
  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }
  var wall = 0.0
  func best(_ body: () -> Double) -> (Double, Double) {
    var fastest = Double.infinity
    var result = 0.0
    wall = .infinity
    for _ in 0..<5 {
      let cpuStart = threadMilliseconds()
      let elapsed = clock.measure { result = body() }
      fastest = min(fastest, threadMilliseconds() - cpuStart)
      wall = min(wall, milliseconds(elapsed))
    }
    return (fastest, result)
  }
  for (spec, target) in [("6D S17 DAS NRSA NS", "target ≤ 500 ms"), ("INF S17 DAS NS", "target ≤ 10 ms")] {
    let rules = try! Rules(spec: spec)
    let (ms, edge) = best { ExactAnalysis(rules: rules).report().compositionDependentEdge }
    checksum &+= UInt64(abs(edge) * 1e9)
    report("report() \(spec)", ms, unit: "ms", target: target + ", wall \(format(wall)) ms")
    print("    house edge CDZ- \(edge * 100) %")
  }
  do {
    let rules = try! Rules(spec: "6D S17 DAS NRSA NS")
    let (ms, edge) = best { ExactAnalysis(rules: rules).houseEdge() }
    checksum &+= UInt64(abs(edge) * 1e9)
    report("houseEdge() only, 6D (no chart)", ms, unit: "ms", target: "no target, wall \(format(wall)) ms")
  }
  do {
    let rules = try! Rules(spec: "6D S17 DAS NRSA LS")
    // A real shoe two decks in: the remaining composition is uneven.
    var shoe = ShoeComposition(decks: 6)
    for points in [1, 5, 5, 6, 10, 10, 10, 2, 3, 4, 4, 9] { shoe.remove(points: points) }
    let (ms, value) = best {
      ExactAnalysis(rules: rules).actionEVs(hand: [.two, .two], upCard: .six, shoe: shoe)?.values[.split] ?? 0
    }
    checksum &+= UInt64(abs(value) * 1e9)
    report("hint 2,2 vs 6, real 6-deck shoe", ms, unit: "ms", target: "target ≤ 50 ms, wall \(format(wall)) ms")
  }
  do {
    // The slowest hint (best of 3 each) over every pair and two-card hard 5 against every up card, eight decks a third dealt.
    let rules = try! Rules(spec: "8D H17 DAS RSA LS")
    var shoe = ShoeComposition(decks: 8)
    for points in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10] {
      for _ in 0..<10 { shoe.remove(points: points) }
    }
    let analysis = ExactAnalysis(rules: rules)
    var slowest = 0.0
    var slowestHand = ""
    let ranks: [Rank] = [.ace, .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten]
    for up in ranks {
      for hand in ranks.map({ [$0, $0] }) + [[Rank.two, .three]] {
        var elapsed = Double.infinity
        var value = 0.0
        for _ in 0..<3 {
          let start = threadMilliseconds()
          value = analysis.actionEVs(hand: hand, upCard: up, shoe: shoe)?.values[.stand] ?? 0
          elapsed = min(elapsed, threadMilliseconds() - start)
        }
        checksum &+= UInt64(abs(value) * 1e9)
        if elapsed > slowest {
          slowest = elapsed
          slowestHand = "\(hand.map(\.symbol).joined(separator: ",")) vs \(up.symbol)"
        }
      }
    }
    report("slowest hint (\(slowestHand))", slowest, unit: "ms", target: "target ≤ 50 ms")
  }
  return checksum
}

/// Runs one full analysis repeatedly (for a profiler), for about two seconds.
func profileAnalysis(spec: String) -> UInt64 {
  let rules = try! Rules(spec: spec)
  var checksum: UInt64 = 0
  let clock = ContinuousClock()
  let start = clock.now
  while clock.now - start < .seconds(2) {
    checksum &+= UInt64(abs(ExactAnalysis(rules: rules).report().compositionDependentEdge) * 1e9)
  }
  return checksum
}
