import BlackjackSimulation
import BlackjackText
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
