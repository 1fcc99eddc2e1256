// Release-mode benchmarks of CardKit's hot paths. Run with `Scripts/bench`.
//
// Each figure is the best of 25 short runs (the least disturbed by other work on a shared machine), divided by
// the number of operations in a run. A checksum of every result is printed so the optimiser cannot drop the work.
import BlackjackAnalysis
import BlackjackEngine
import BlackjackSimulation
import BlackjackText
import CardKit

#if canImport(Glibc)
  import Glibc
#endif

/// Times `body` `runs` times and returns the fastest run in nanoseconds per operation.
func bestNanoseconds(operations: Int, runs: Int = 25, _ body: () -> UInt64) -> (nanoseconds: Double, checksum: UInt64) {
  var best = Double.infinity
  var checksum: UInt64 = 0
  let clock = ContinuousClock()
  for _ in 0..<runs {
    var result: UInt64 = 0
    let elapsed = clock.measure { result = body() }
    checksum &+= result
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    best = min(best, nanoseconds / Double(operations))
  }
  return (best, checksum)
}

/// Formats a figure with two decimals (the package's one decimal formatter).
func format(_ value: Double) -> String { DecimalFormat.fixed(value, digits: 2) }

/// Prints one result line with its target.
func report(_ name: String, _ value: Double, unit: String, target: String) {
  let label = name.count < 34 ? name + String(repeating: " ", count: 34 - name.count) : name
  let figure = format(value)
  print("\(label)\(String(repeating: " ", count: max(0, 8 - figure.count)))\(figure) \(unit)   (\(target))")
}

var checksum: UInt64 = 0
// `blackjack-bench server …` and `server-check …` are the table server's load test and its checks (ServerLoad.swift).
// `blackjack-bench analysis` (or `simulate`, `survey`, `audit`) runs only the exact-analysis (or simulator, shuffle audit) benchmarks; `analysis-profile SPEC` repeats one
// analysis for a profiler.
if CommandLine.arguments.dropFirst().first == "analysis-profile", let spec = CommandLine.arguments.dropFirst(2).first {
  print("checksum \(profileAnalysis(spec: spec))")
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "server" {
  exit(ServerLoad.main(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "server-check" {
  exit(ServerCheck.main(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "simulate" {
  print("checksum \(runSimulatorBenchmarks(peakMemory: peakMemoryOfSimulate()))")
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "survey" {
  print("checksum \(runSurveyBenchmarks())")
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "audit" {
  print("checksum \(runAuditBenchmarks())")
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "analysis" {
  print("checksum \(runAnalysisBenchmarks())")
  exit(0)
}
// Measured before this process allocates anything large (see peakMemoryOfSimulate).
let simulatePeakMemory = peakMemoryOfSimulate()
print("CardKit benchmarks (release build, best of 25 short runs)")

// xoshiro256** next()
do {
  let operations = 10_000_000
  let (nanoseconds, sum) = bestNanoseconds(operations: operations) {
    var generator = Xoshiro256StarStar(seed: 1)  // local, so its state stays in registers
    var total: UInt64 = 0
    for _ in 0..<operations { total &+= generator.next() }
    return total
  }
  checksum &+= sum
  report("Xoshiro256StarStar.next()", nanoseconds, unit: "ns", target: "target ≤ 1.5 ns")
}

// SplitMix64 next(), for comparison
do {
  let operations = 10_000_000
  let (nanoseconds, sum) = bestNanoseconds(operations: operations) {
    var generator = SplitMix64(seed: 1)
    var total: UInt64 = 0
    for _ in 0..<operations { total &+= generator.next() }
    return total
  }
  checksum &+= sum
  report("SplitMix64.next()", nanoseconds, unit: "ns", target: "no target")
}

// Bounded draw, as used by the shuffle
do {
  let operations = 5_000_000
  let (nanoseconds, sum) = bestNanoseconds(operations: operations) {
    var generator = Xoshiro256StarStar(seed: 2)
    var total: UInt64 = 0
    for i in 0..<operations { total &+= generator.next(below: UInt64(truncatingIfNeeded: i % 311 + 1)) }
    return total
  }
  checksum &+= sum
  report("next(below:) (Lemire)", nanoseconds, unit: "ns", target: "no target")
}

// Shoe.draw(): deal a long stacked shoe to the end. Copies of a shoe share its cards, so no copy is timed.
do {
  let operations = 10_000_000
  var generator = Xoshiro256StarStar(seed: 3)
  var cards = [Card](repeating: Card(.ace, of: .spades), count: operations)
  for index in cards.indices { cards[index] = Deck.standardOrder[Int(generator.next(below: 52))] }
  let template = Shoe(cards: cards, penetration: 0.75)
  let (nanoseconds, sum) = bestNanoseconds(operations: operations) {
    var shoe = template
    var total: UInt64 = 0
    while let card = try? shoe.draw() { total &+= UInt64(card.rank.rawValue) }
    return total
  }
  checksum &+= sum
  report("Shoe.draw()", nanoseconds, unit: "ns", target: "target ≤ 2 ns")
}

// Deck.draw(), for comparison
do {
  let operations = 10_000_000
  let template = Deck(decks: operations / 52)
  let (nanoseconds, sum) = bestNanoseconds(operations: template.count) {
    var deck = template
    var total: UInt64 = 0
    while let card = try? deck.draw() { total &+= UInt64(card.suit.rawValue) }
    return total
  }
  checksum &+= sum
  report("Deck.draw()", nanoseconds, unit: "ns", target: "no target")
}

// Six-deck shoe shuffle with xoshiro256**
do {
  let operations = 20_000
  let (nanoseconds, sum) = bestNanoseconds(operations: operations) {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 4)
    shoe.shuffle(using: &generator)  // the first shuffle makes the shoe's cards uniquely owned
    var total: UInt64 = 0
    for _ in 0..<operations {
      shoe.shuffle(using: &generator)
      total &+= UInt64(shoe.peek()?.rank.rawValue ?? 0)
    }
    return total
  }
  checksum &+= sum
  report("Shoe(decks: 6).shuffle(using:)", nanoseconds / 1000, unit: "µs", target: "target ≤ 2 µs")
}

print()
checksum &+= runSimulatorBenchmarks(peakMemory: simulatePeakMemory)
checksum &+= runAnalysisBenchmarks()
checksum &+= runAuditBenchmarks()
print("checksum \(checksum)")
