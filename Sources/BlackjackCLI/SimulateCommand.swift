import BlackjackEngine
import BlackjackSimulation
import BlackjackText
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Command {
  /// `blackjack simulate`: plays many rounds on every core and reports the player's expectation.
  public static let simulate = Command(
    name: "simulate",
    summary: "Simulate many rounds to estimate the player's expectation, reproducibly from a seed.",
    discussion: """
      Rounds are played in fixed chunks, each with its own generator seeded from (seed, chunk), so a seed and a
      round count give the same statistics for any number of threads. Without --seed a random seed is chosen and
      printed. Ctrl-C (SIGINT) or SIGTERM stops at the next chunk and prints the result so far, marked partial.
      A progress bar is drawn on standard error when it is a terminal.

      Exit status: 0 for a finished run; 130 when stopped by Ctrl-C and 143 when stopped by SIGTERM (the partial
      result is printed either way); 1 when the output could not be written; 2 for bad options.
      """,
    options: [
      .rules,
      OptionSpec("rounds", valueName: "N", kind: .text, help: "Rounds to play: 1000000, 250k, 10M, 1e9 (default 1M)."),
      OptionSpec(
        "strategy", valueName: "NAME", kind: .choice(["basic", "mimic", "never-bust"]),
        help: "Player strategy: basic, mimic (the dealer) or never-bust (default basic)."),
      OptionSpec("seed", valueName: "S", kind: .unsigned, help: "Seed (default: random, printed)."),
      OptionSpec(
        "threads", valueName: "T", kind: .integer(1...256), help: "Worker threads (default: the number of cores)."),
      OptionSpec("bet", valueName: "UNITS", kind: .integer(1...1_000_000), help: "Flat bet in units (default 1)."),
      OptionSpec("json", kind: .flag, help: "Print the result as JSON."),
    ],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let rounds: Int
      if let text = options.text("rounds") {
        guard let parsed = RoundCount.parse(text) else {
          throw .usage("--rounds expects a whole number of rounds like 1000000, 250k, 10M or 1e9, got '\(text)'")
        }
        rounds = parsed
      } else {
        rounds = 1_000_000
      }
      let strategy: StrategyChoice
      switch options.text("strategy") ?? "basic" {
      case "mimic": strategy = .mimicDealer
      case "never-bust": strategy = .neverBust(StrategyProvider.basicStrategy(for: rules))
      default: strategy = .basic(StrategyProvider.basicStrategy(for: rules))
      }
      let seed = options.unsigned("seed") ?? UInt64.random(in: 0...UInt64.max)
      let threads = options.integer("threads") ?? SystemInfo.coreCount
      let bet = options.integer("bet") ?? 1
      let simulation = Simulation(
        rules: rules, strategy: strategy, rounds: rounds, seed: seed, betUnits: bet)
      let (result, stoppedBy) = SimulationRunner.run(simulation, threads: threads)
      let report = SimulationReport(result: result, threads: threads)
      console.line(options.flag("json") ? report.json.pretty() : report.text)
      // The shell's convention for a process ended by a signal: 128 plus the signal's number.
      return result.isPartial ? stoppedBy.map { 128 + $0 } ?? 0 : 0
    })
}

/// What the machine offers.
enum SystemInfo {
  /// The number of online processor cores (at least 1).
  static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }
}

/// Runs a simulation that SIGINT (Ctrl-C) and SIGTERM stop early, with a progress bar on a terminal's standard error.
enum SimulationRunner {
  /// Runs `simulation`; returns its result and the signal that stopped it, if one did.
  static func run(_ simulation: Simulation, threads: Int) -> (result: SimulationResult, stoppedBy: Int32?) {
    let simulator = Simulator(simulation: simulation, threads: threads)
    let stoppedBy = Atomic<Int32>(0)
    let sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        _ = stoppedBy.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        simulator.requestStop()
      }
      source.resume()
      return (number, source)
    }
    defer {
      for (number, source) in sources {
        source.cancel()
        signal(number, SIG_DFL)
      }
    }
    let bar = SystemInfo.isTerminal(2) ? ProgressBar() : nil
    let result = simulator.run { progress in bar?.draw(progress, bet: Simulation.unitCents) }
    bar?.clear()
    let number = stoppedBy.load(ordering: .relaxed)
    return (result, number == 0 ? nil : number)
  }
}

/// A one-line progress display on standard error, redrawn in place.
struct ProgressBar {
  func draw(_ progress: SimulationProgress, bet: Int) {
    let fraction = Double(progress.roundsDone) / Double(max(1, progress.roundsTotal))
    let width = 24
    let filled = Int(fraction * Double(width))
    let rate = progress.seconds > 0 ? Double(progress.roundsDone) / progress.seconds : 0
    let eta = rate > 0 ? Double(progress.roundsTotal - progress.roundsDone) / rate : 0
    let ev = progress.stats.expectedValue(bet: bet) * 100
    let error = progress.stats.standardError(bet: bet) * 100
    let line =
      "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
      + "\(DecimalFormat.percent(fraction * 100, digits: 0)) \(DecimalFormat.compact(Double(progress.roundsDone))) rounds, "
      + "\(DecimalFormat.compact(rate))/s, ETA \(DecimalFormat.duration(eta)), EV \(DecimalFormat.signed(ev, digits: 3)) % ± "
      + "\(DecimalFormat.fixed(error, digits: 3)) %\u{1B}[K"
    emit(line)
  }

  func clear() { emit("\r\u{1B}[K") }

  private func emit(_ text: String) { StandardOutput.writeError(text) }
}

/// The text and JSON reports of a simulation.
struct SimulationReport {
  var result: SimulationResult
  var threads: Int

  var stats: SimulationStats { result.stats }
  var bet: Int { Simulation.unitCents }
  var rounds: Double { Double(max(1, stats.rounds)) }
  var ev: Double { stats.expectedValue(bet: bet) }
  var error: Double { stats.standardError(bet: bet) }

  var text: String {
    let s = result.simulation
    let per100 = { (count: Int) in DecimalFormat.fixed(Double(count) / self.rounds * 100, digits: 2) }
    let pct = { (count: Int) in DecimalFormat.fixed(Double(count) / self.rounds * 100, digits: 2) + " %" }
    return [
      "\(result.isPartial ? "PARTIAL (stopped): " : "")Simulated \(DecimalFormat.grouped(stats.rounds)) rounds "
        + "(\(DecimalFormat.grouped(stats.hands)) hands) of \(s.rules.spec)",
      "Strategy \(s.strategy.name), seed \(s.seed), \(threads) \(threads == 1 ? "thread" : "threads"), "
        + "flat bet \(s.betUnits) \(s.betUnits == 1 ? "unit" : "units")",
      "EV per round:      \(DecimalFormat.signed(ev * 100, digits: 4)) % ± \(DecimalFormat.fixed(error * 100, digits: 4)) % "
        + "(standard error); 95 % interval \(DecimalFormat.signed((ev - 1.96 * error) * 100, digits: 4)) % to "
        + "\(DecimalFormat.signed((ev + 1.96 * error) * 100, digits: 4)) %",
      "House edge:        \(DecimalFormat.signed(-ev * 100, digits: 4)) %",
      "Net result:        \(DecimalFormat.signed(Double(stats.netCents) / 100 * Double(s.betUnits), digits: 2)) units",
      "Std dev per round: \(DecimalFormat.fixed(stats.standardDeviation(bet: bet), digits: 4)) bets",
      "Win / push / lose: \(pct(stats.roundsWon)) / \(pct(stats.roundsPushed)) / \(pct(stats.roundsLost))",
      "Blackjacks:        \(pct(stats.blackjacks)) of rounds; dealer blackjacks \(pct(stats.dealerBlackjacks))",
      "Busts:             player \(pct(stats.playerBusts)) of rounds, dealer \(pct(stats.dealerBusts))",
      "Per 100 rounds:    \(per100(stats.doubles)) doubles, \(per100(stats.splits)) splits, "
        + "\(per100(stats.surrenders)) surrenders",
      "Speed:             \(DecimalFormat.compact(result.roundsPerSecond)) rounds/s in \(DecimalFormat.fixed(result.seconds, digits: 2)) s",
    ].joined(separator: "\n")
  }

  var json: JSON {
    let s = result.simulation
    let per100 = { (count: Int) in JSON.number(Double(count) / self.rounds * 100) }
    let share = { (count: Int) in JSON.number(Double(count) / self.rounds) }
    return .object([
      ("rules", .string(s.rules.spec)),
      ("strategy", .string(s.strategy.name)),
      ("seed", .string(String(s.seed))),
      ("threads", .integer(threads)),
      ("bet", .integer(s.betUnits)),
      ("partial", .bool(result.isPartial)),
      ("rounds", .integer(stats.rounds)),
      ("hands", .integer(stats.hands)),
      ("ev", .number(ev)),
      ("evStdError", .number(error)),
      ("ev95Low", .number(ev - 1.96 * error)),
      ("ev95High", .number(ev + 1.96 * error)),
      ("stdDev", .number(stats.standardDeviation(bet: bet))),
      ("pWin", share(stats.roundsWon)),
      ("pPush", share(stats.roundsPushed)),
      ("pLose", share(stats.roundsLost)),
      ("blackjacks", .integer(stats.blackjacks)),
      ("dealerBlackjacks", .integer(stats.dealerBlackjacks)),
      ("playerBusts", .integer(stats.playerBusts)),
      ("dealerBusts", .integer(stats.dealerBusts)),
      ("doublesPer100", per100(stats.doubles)),
      ("splitsPer100", per100(stats.splits)),
      ("surrendersPer100", per100(stats.surrenders)),
      ("netUnits", .number(Double(stats.netCents) / 100 * Double(s.betUnits))),
      ("roundsPerSecond", .number(result.roundsPerSecond)),
      ("seconds", .number(result.seconds)),
    ])
  }
}
