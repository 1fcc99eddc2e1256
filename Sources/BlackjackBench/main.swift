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

/// Times `body` with ``bestNanoseconds(operations:runs:_:)`` and prints its line: the time per operation in
/// nanoseconds, or in microseconds with `unit` "µs". Returns the checksum of its results.
func timed(_ name: String, operations: Int, unit: String = "ns", target: String, _ body: () -> UInt64) -> UInt64 {
  let (nanoseconds, sum) = bestNanoseconds(operations: operations, body)
  report(name, unit == "µs" ? nanoseconds / 1000 : nanoseconds, unit: unit, target: target)
  return sum
}

/// The rules of `spec`, a spec written in these benchmarks' own source.
func benchmarkRules(_ spec: String) -> Rules {
  // Cannot fail: every caller passes a literal spec of known tokens (6D S17 DAS and the like; SurveyBenchmarks builds
  // "\(decks)D S17 DAS LS PEN\(penetration)" from decks 1…8 and PEN65…83), all in the notation Rules+SpecTests checks.
  try! Rules(spec: spec)
}

var checksum: UInt64 = 0
// `blackjack-bench server …` and `server-check …` are the table server's load test and its checks (ServerLoad.swift).
// `blackjack-bench analysis` (or `simulate`, `memory`, `survey`, `audit`) runs only the exact-analysis (or simulator, shuffle audit) benchmarks; `analysis-profile SPEC` repeats one
// analysis for a profiler.
if CommandLine.arguments.dropFirst().first == "analysis-profile", let spec = CommandLine.arguments.dropFirst(2).first {
  do {
    print("checksum \(profileAnalysis(rules: try Rules(spec: spec)))")
    exit(0)
  } catch {
    print("blackjack-bench: \(error)")
    exit(2)
  }
}
if CommandLine.arguments.dropFirst().first == "server" {
  exit(ServerLoad.main(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "server-check" {
  exit(ServerCheck.main(Array(CommandLine.arguments.dropFirst(2))))
}
/// The groups `blackjack-bench NAME` runs alone, each returning its checksum.
let groups: [String: () -> UInt64] = [
  "simulate": { runSimulatorBenchmarks(peakMemory: peakMemoryOfSimulate()) },
  "memory": runMemoryBenchmarks,
  "survey": { runSurveyBenchmarks() },
  "audit": runAuditBenchmarks,
  "analysis": runAnalysisBenchmarks,
]
if let name = CommandLine.arguments.dropFirst().first, let group = groups[name] {
  print("checksum \(group())")
  exit(0)
}
// Measured before this process allocates anything large (see peakMemoryOfSimulate).
let simulatePeakMemory = peakMemoryOfSimulate()
print("CardKit benchmarks (release build, best of 25 short runs)")

/// The sum of `operations` numbers from `generator`, made where it is used so that its state stays in registers.
func drawing<Generator: RandomNumberGenerator>(_ operations: Int, from generator: Generator) -> UInt64 {
  var generator = generator
  var total: UInt64 = 0
  for _ in 0..<operations { total &+= generator.next() }
  return total
}

// xoshiro256** next(), and SplitMix64 next() for comparison
checksum &+= timed("Xoshiro256StarStar.next()", operations: 10_000_000, target: "target ≤ 1.5 ns") {
  drawing(10_000_000, from: Xoshiro256StarStar(seed: 1))
}
checksum &+= timed("SplitMix64.next()", operations: 10_000_000, target: "no target") {
  drawing(10_000_000, from: SplitMix64(seed: 1))
}

// Bounded draw, as used by the shuffle
checksum &+= timed("next(below:) (Lemire)", operations: 5_000_000, target: "no target") {
  var generator = Xoshiro256StarStar(seed: 2)
  var total: UInt64 = 0
  for i in 0..<5_000_000 { total &+= generator.next(below: UInt64(truncatingIfNeeded: i % 311 + 1)) }
  return total
}

// Shoe.draw(): deal a long stacked shoe to the end. Copies of a shoe share its cards, so no copy is timed.
do {
  let operations = 10_000_000
  var generator = Xoshiro256StarStar(seed: 3)
  var cards = [Card](repeating: Card(.ace, of: .spades), count: operations)
  for index in cards.indices { cards[index] = Deck.standardOrder[Int(generator.next(below: 52))] }
  let template = Shoe(cards: cards, penetration: 0.75)
  checksum &+= timed("Shoe.draw()", operations: operations, target: "target ≤ 2 ns") {
    var shoe = template
    var total: UInt64 = 0
    while let card = try? shoe.draw() { total &+= UInt64(card.rank.rawValue) }
    return total
  }
}

// Deck.draw(), for comparison
do {
  let template = Deck(decks: 10_000_000 / 52)
  checksum &+= timed("Deck.draw()", operations: template.count, target: "no target") {
    var deck = template
    var total: UInt64 = 0
    while let card = try? deck.draw() { total &+= UInt64(card.suit.rawValue) }
    return total
  }
}

// Six-deck shoe shuffle with xoshiro256**
checksum &+= timed("Shoe(decks: 6).shuffle(using:)", operations: 20_000, unit: "µs", target: "target ≤ 2 µs") {
  var shoe = Shoe(decks: 6, penetration: 0.75)
  var generator = Xoshiro256StarStar(seed: 4)
  shoe.shuffle(using: &generator)  // the first shuffle makes the shoe's cards uniquely owned
  var total: UInt64 = 0
  for _ in 0..<20_000 {
    shoe.shuffle(using: &generator)
    total &+= UInt64(shoe.peek()?.rank.rawValue ?? 0)
  }
  return total
}

print()
checksum &+= runSimulatorBenchmarks(peakMemory: simulatePeakMemory)
checksum &+= runAnalysisBenchmarks()
checksum &+= runAuditBenchmarks()
print("checksum \(checksum)")
