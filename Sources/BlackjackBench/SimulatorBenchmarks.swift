import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import CardKit

#if canImport(Glibc)
  import Glibc
#endif

/// The rules of the simulator benchmark, as the issue fixes them.
let benchmarkSpec = "6D S17 DAS PEN75"

/// Release-mode benchmarks of the simulator: its speed on one and two threads, the speed of the same shoe and rule
/// functions without the round's state machine (what this machine allows at best), and the peak memory of a long run.
///
/// - Parameter peakMemory: the peak memory of a long `blackjack simulate` run in kilobytes, measured by
///   ``peakMemoryOfSimulate()`` before this process grew.
func runSimulatorBenchmarks(peakMemory: Int?) -> UInt64 {
  print("Simulator benchmarks (\(benchmarkSpec), flat bet, computed basic strategy; best of 3 runs)")
  let rules = benchmarkRules(benchmarkSpec)
  let chart = ExactAnalysis(rules: rules).basicStrategy()
  var checksum: UInt64 = 0

  // Wall-clock rate through the Simulator, as `blackjack simulate` reports it.
  func roundsPerSecond(threads: Int, rounds: Int) -> Double {
    var best = 0.0
    for run in 0..<3 {
      let simulation = Simulation(rules: rules, strategy: .basic(chart), rounds: rounds, seed: UInt64(run + 1))
      let result = Simulator(simulation: simulation, threads: threads).run()
      best = max(best, result.roundsPerSecond)
      checksum &+= UInt64(result.stats.rounds)
    }
    return best
  }
  let one = roundsPerSecond(threads: 1, rounds: 4_000_000)
  report("simulate, 1 thread", one / 1e6, unit: "M/s", target: "target ≥ 20 M rounds/s")
  let two = roundsPerSecond(threads: 2, rounds: 8_000_000)
  report("simulate, 2 threads", two / 1e6, unit: "M/s", target: "target ≥ 1.8 × one thread")
  report("  scaling, 2 threads / 1", two / one, unit: "×", target: "target ≥ 1.8")

  // The same chunks on this thread, timed by the CPU time it used: not inflated by other work on a shared machine.
  func cpuRate(_ simulation: Simulation) -> Double {
    var best = 0.0
    for _ in 0..<3 {
      let start = threadMilliseconds()
      var rounds = 0
      let decisions = simulation.decisionTable()
      for chunk in 0..<simulation.chunkCount { rounds += simulation.runChunk(chunk, decisions: decisions).rounds }
      best = max(best, Double(rounds) / (threadMilliseconds() - start) * 1e3)
      checksum &+= UInt64(rounds)
    }
    return best
  }
  let flat = cpuRate(Simulation(rules: rules, strategy: .basic(chart), rounds: 2_000_000, seed: 7))
  report("simulate, 1 thread, CPU time", flat / 1e6, unit: "M/s", target: "target ≥ 20 M rounds/s")
  // A Hi-Lo counter spreading 1 to 12 units with the Illustrious 18, in the same run.
  var counter = Counter(system: .hiLo)
  counter.ramp = try! CountRamp(spread: "1-12", maximum: 12)  // cannot fail: 1-12 is a spread within the maximum
  counter.indices = .illustrious18
  let counting = cpuRate(
    Simulation(rules: rules, strategy: .basic(chart), rounds: 2_000_000, seed: 7, counter: counter))
  report("  Hi-Lo, 1-12 spread, I18, CPU time", counting / 1e6, unit: "M/s", target: "target ≥ 70 % of flat")
  report("  counting / flat", counting / flat * 100, unit: "%", target: "target ≥ 70 %")

  // What the machine allows at best: the same shoe and the same rule functions, with no state machine, no
  // decisions beyond the dealer's rule, no doubles, splits, insurance or statistics.
  do {
    var best = 0.0
    for run in 0..<3 {
      let start = threadMilliseconds()
      let (rounds, net) = bareRounds(rules: rules, count: 4_000_000, seed: UInt64(run + 1))
      best = max(best, Double(rounds) / (threadMilliseconds() - start) * 1e3)
      checksum &+= UInt64(bitPattern: Int64(net))
    }
    report("floor: deal + dealer's rule only", best / 1e6, unit: "M/s", target: "no target; the machine's ceiling")
  }

  if let kilobytes = peakMemory {
    report("simulate --rounds 100M, max RSS", Double(kilobytes) / 1024, unit: "MB", target: "target ≤ 20 MB")
  } else {
    print("simulate --rounds 100M, max RSS: could not be measured (see peakMemoryOfSimulate)")
  }
  print()
  return checksum
}

/// Plays `count` bare rounds: four cards dealt from a ``DealingShoe``, the player drawing to the dealer's rule, then
/// the dealer, then ``Rules/outcome(player:playerBlackjack:surrendered:dealer:dealerBlackjack:)``. Returns the rounds
/// played and the net in units. A calibration of the machine, not a simulation: the real one is ``Round``.
func bareRounds(rules: Rules, count: Int, seed: UInt64) -> (rounds: Int, net: Int) {
  var shoe = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: seed))
  var net = 0
  func points() -> Int {
    // Cannot fail: prepareForRound reshuffles once the cut card (75 % of six decks) is out, so a round starts with at
    // least 78 cards left, and one here takes at most 22 (two hands, each drawing to 17 in at most eleven cards).
    try! shoe.draw().rank.points
  }
  for _ in 0..<count {
    shoe.prepareForRound(rules: rules)
    var player = HandValue.empty
    var dealer = HandValue.empty
    player = player.adding(points: points())
    dealer = dealer.adding(points: points())
    player = player.adding(points: points())
    dealer = dealer.adding(points: points())
    while rules.dealerHits(player) { player = player.adding(points: points()) }
    if !player.isBust {
      while rules.dealerHits(dealer) { dealer = dealer.adding(points: points()) }
    }
    let outcome = rules.outcome(
      player: player, playerBlackjack: false, surrendered: false, dealer: dealer, dealerBlackjack: false)
    net &+= outcome == .win ? 1 : (outcome == .loss ? -1 : 0)
  }
  return (count, net)
}

/// Runs `blackjack simulate --rounds ROUNDS` with `options` (the executable built beside this one; two threads),
/// output discarded, and returns its peak resident memory in kilobytes, or `nil` when it could not be run or measured.
///
/// Call it before this process grows: a child started with `posix_spawn` can carry its parent's peak, so the figure
/// is returned only when it exceeds this process's own peak.
func peakMemoryOfSimulate(rounds: String = "100M", options: [String] = []) -> Int? {
  #if canImport(Glibc)
    let arguments =
      ["simulate", "--rules", benchmarkSpec, "--rounds", rounds, "--seed", "1", "--threads", "2"] + options
    let me = CommandLine.arguments[0]
    guard let slash = me.lastIndex(of: "/") else { return nil }
    let path = String(me[..<slash]) + "/blackjack"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    // wait4 gives this child's own usage (RUSAGE_CHILDREN would add children of whatever ran before an exec).
    var child = rusage()
    guard wait4(pid, &status, 0, &child) == pid, status == 0 else { return nil }
    var this = rusage()
    getrusage(RUSAGE_SELF.rawValue, &this)
    return child.ru_maxrss > this.ru_maxrss ? child.ru_maxrss : nil
  #else
    return nil
  #endif
}

/// `blackjack-bench memory`: the peak memory of `blackjack simulate` at 1 M, 100 M and 1 G rounds, flat and counting
/// (Hi-Lo, 1–12, I18), which should not grow with the rounds: every chunk's statistics are merged as it ends. About
/// 80 s of simulation on two threads. A first run of one round fills the chart cache, so that no run works it out.
func runMemoryBenchmarks() -> UInt64 {
  print("Simulator peak memory by rounds (\(benchmarkSpec), two threads; max RSS of the whole process)")
  let counting = ["--count", "hilo", "--spread", "1-12", "--indices", "i18"]
  var checksum: UInt64 = 0
  for (name, options) in [("flat", [String]()), ("counting", counting)] {
    _ = peakMemoryOfSimulate(rounds: "1", options: options)
    var first: Int?
    for rounds in ["1M", "100M", "1G"] {
      guard let kilobytes = peakMemoryOfSimulate(rounds: rounds, options: options) else {
        print("simulate --rounds \(rounds), \(name): could not be measured (see peakMemoryOfSimulate)")
        continue
      }
      checksum &+= UInt64(kilobytes)
      first = first ?? kilobytes
      let growth = first.map { "target: no growth; \(format(Double(kilobytes) / Double($0))) × 1M's" } ?? ""
      report("simulate \(rounds), \(name), max RSS", Double(kilobytes) / 1024, unit: "MB", target: growth)
    }
  }
  return checksum
}
