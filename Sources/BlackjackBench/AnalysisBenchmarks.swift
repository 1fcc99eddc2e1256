import BlackjackAnalysis
import BlackjackEngine
import CardKit

/// Release-mode benchmarks of the exact analysis: full-shoe analyses and one hint.
func runAnalysisBenchmarks() -> UInt64 {
  print("BlackjackAnalysis benchmarks (release build, best of 3 runs)")
  var checksum: UInt64 = 0
  let clock = ContinuousClock()
  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }
  func best(_ body: () -> Double) -> (Double, Double) {
    var fastest = Double.infinity
    var result = 0.0
    for _ in 0..<3 {
      let elapsed = clock.measure { result = body() }
      fastest = min(fastest, milliseconds(elapsed))
    }
    return (fastest, result)
  }
  for (spec, target) in [("6D S17 DAS NRSA NS", "target ≤ 500 ms"), ("INF S17 DAS NS", "target ≤ 10 ms")] {
    let rules = try! Rules(spec: spec)
    let (ms, edge) = best { ExactAnalysis(rules: rules).report().compositionDependentEdge }
    checksum &+= UInt64(abs(edge) * 1e9)
    report("report() \(spec)", ms, unit: "ms", target: target)
    print("    house edge CDZ- \(edge * 100) %")
  }
  do {
    let rules = try! Rules(spec: "6D S17 DAS NRSA NS")
    let (ms, edge) = best { ExactAnalysis(rules: rules).houseEdge() }
    checksum &+= UInt64(abs(edge) * 1e9)
    report("houseEdge() only, 6D (no chart)", ms, unit: "ms", target: "no target")
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
    report("hint 2,2 vs 6, real 6-deck shoe", ms, unit: "ms", target: "target ≤ 50 ms")
  }
  return checksum
}
