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
    let rules = benchmarkRules(spec)
    let (ms, edge) = best { ExactAnalysis(rules: rules).report().compositionDependentEdge }
    checksum &+= UInt64(abs(edge) * 1e9)
    report("report() \(spec)", ms, unit: "ms", target: target + ", wall \(format(wall)) ms")
    print("    house edge CDZ- \(edge * 100) %")
  }
  do {
    let rules = benchmarkRules("6D S17 DAS NRSA NS")
    let (ms, edge) = best { ExactAnalysis(rules: rules).houseEdge() }
    checksum &+= UInt64(abs(edge) * 1e9)
    report("houseEdge() only, 6D (no chart)", ms, unit: "ms", target: "no target, wall \(format(wall)) ms")
  }
  do {
    // A one-deck analysis against a six-deck one.
    let sixDecks = benchmarkRules("6D S17 DAS")
    let oneDeck = benchmarkRules("1D S17 DAS")
    let (six, sixEdge) = best { ExactAnalysis(rules: sixDecks).report().compositionDependentEdge }
    let (one, oneEdge) = best { ExactAnalysis(rules: oneDeck).report().compositionDependentEdge }
    checksum &+= UInt64(abs(sixEdge) * 1e9) &+ UInt64(abs(oneEdge) * 1e9)
    report("report() 1D S17 DAS", one, unit: "ms", target: "target ≤ 6D's \(format(six)) ms, wall \(format(wall)) ms")
  }
  do {
    // What `blackjack odds` computes (Sources/BlackjackCLI/OddsCommand.swift): the report, then the house edge
    // after each single rule change (the list of OddsChanges, restated here).
    let rules = benchmarkRules("6D S17 DAS")
    let (ms, edge) = best {
      var sum = ExactAnalysis(rules: rules).report().compositionDependentEdge
      for changed in singleRuleChanges(rules) { sum += ExactAnalysis(rules: changed).houseEdge() }
      return sum
    }
    checksum &+= UInt64(abs(edge) * 1e9)
    report("odds 6D S17 DAS, analysis", ms, unit: "ms", target: "target ≤ 800 ms, wall \(format(wall)) ms")
    if let process = commandMilliseconds(["odds", "--rules", "6D S17 DAS"]) {
      report("blackjack odds 6D, whole process", process, unit: "ms", target: "target ≤ 800 ms CPU (user + system)")
    }
  }
  do {
    // Two actions of the Illustrious 18's plays against shoes a third dealt, as index generation needs.
    let rules = benchmarkRules("6D S17 DAS")
    let analysis = ExactAnalysis(rules: rules)
    let plays: [([Rank], Rank, ActionSet)] = [
      ([.ten, .six], .ten, [.stand, .hit]), ([.ten, .five], .ten, [.stand, .hit]),
      ([.ten, .two], .three, [.stand, .hit]),
      ([.ten, .two], .two, [.stand, .hit]), ([.six, .four], .ten, [.hit, .double]),
      ([.six, .five], .ace, [.hit, .double]),
      ([.five, .four], .two, [.hit, .double]), ([.ten, .ten], .five, [.stand, .split]),
    ]
    var generator = Xoshiro256StarStar(seed: 7)
    var shoes: [ShoeComposition] = []
    for _ in 0..<8 {
      var shoe = ShoeComposition(decks: 6)
      // A third of the shoe dealt: ranks drawn with the full shoe's chances (rank 0 an ace, 9…12 tens).
      for _ in 0..<104 { shoe.remove(points: min(Int(generator.next(below: 13)) + 1, 10)) }
      shoes.append(shoe)
    }
    let (ms, value) = best {
      var sum = 0.0
      for shoe in shoes {
        for (hand, up, actions) in plays {
          guard let remaining = shoe.removing(hand + [up]) else { continue }
          sum +=
            analysis.actionEVs(hand: hand, upCard: up, shoe: remaining, only: actions)?.values.values.reduce(0, +) ?? 0
        }
      }
      return sum
    }
    checksum &+= UInt64(abs(value) * 1e6)
    let calls = Double(shoes.count * plays.count)
    report(
      "two actions, one shoe (I18 plays)", ms / calls, unit: "ms", target: "no target; mean of \(Int(calls)) calls")
  }
  do {
    let analysis = ExactAnalysis(rules: benchmarkRules("6D S17 DAS"))
    let (ms, value) = best { analysis.splitValue(pair: .ten, upCard: .ten)?.value ?? 0 }
    checksum &+= UInt64(abs(value) * 1e9)
    report("split T,T v T, resplit or not", ms, unit: "ms", target: "target ≤ 50 ms (a hint)")
    let (eor, effect) = best { (try? analysis.effectsOfRemoval())?.effects[4] ?? 0 }
    checksum &+= UInt64(abs(effect) * 1e9)
    report("effects of removal, 6D", eor, unit: "ms", target: "no target (11 analyses)")
  }
  do {
    let rules = benchmarkRules("6D S17 DAS NRSA LS")
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
    let rules = benchmarkRules("8D H17 DAS RSA LS")
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

/// Runs one full analysis of `rules` repeatedly (for a profiler), for about two seconds.
func profileAnalysis(rules: Rules) -> UInt64 {
  var checksum: UInt64 = 0
  let clock = ContinuousClock()
  let start = clock.now
  while clock.now - start < .seconds(2) {
    checksum &+= UInt64(abs(ExactAnalysis(rules: rules).report().compositionDependentEdge) * 1e9)
  }
  return checksum
}

/// The single rule changes `blackjack odds` compares against (as in BlackjackCLI's OddsChanges).
func singleRuleChanges(_ rules: Rules) -> [Rules] {
  var list: [Rules] = []
  var changed = rules
  changed.dealerHitsSoft17.toggle()
  list.append(changed)
  changed = rules
  changed.doubleAfterSplit.toggle()
  list.append(changed)
  changed = rules
  changed.blackjackPayout = rules.blackjackPayout == .threeToTwo ? .sixToFive : .threeToTwo
  list.append(changed)
  changed = rules
  changed.surrender = rules.surrender == .late ? .none : .late
  list.append(changed)
  if let decks = rules.deckCount {
    for n in [decks - 1, decks + 1] where (1...8).contains(n) {
      changed = rules
      changed.decks = .count(n)
      list.append(changed)
    }
  } else {
    changed = rules
    changed.decks = .count(8)
    list.append(changed)
  }
  return list
}

/// The CPU time (user and system) of one run of the `blackjack` binary beside this one, best of three; `nil`
/// when it cannot be run.
func commandMilliseconds(_ arguments: [String]) -> Double? {
  #if canImport(Glibc)
    let me = CommandLine.arguments[0]
    guard let slash = me.lastIndex(of: "/") else { return nil }
    let path = String(me[..<slash]) + "/blackjack"
    var fastest = Double.infinity
    for _ in 0..<3 {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      let argv = ([path] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
      var status: Int32 = 0
      var usage = rusage()
      guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
      func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
      fastest = min(fastest, milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }
    return fastest
  #else
    return nil
  #endif
}
