import BlackjackREPL
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
    let bar = progressBar()
    let (result, stoppedBy) = stoppable(stop: simulator.requestStop) {
      simulator.run { progress in bar?.draw(progress, bet: Simulation.unitCents) }
    }
    bar?.clear()
    return (result, stoppedBy)
  }

  /// A progress bar on standard error when it is a terminal, or `nil`.
  static func progressBar() -> ProgressBar? {
    let environment = REPL.processEnvironment()
    return SystemInfo.isTerminal(2)
      ? ProgressBar(dumbTerminal: CardStyle.isDumbTerminal(environment), environment: environment) : nil
  }

  /// Runs `body` with SIGINT and SIGTERM calling `stop` instead of ending the process; returns what `body` returned
  /// and the signal that came, if one did. The signals' default actions are restored afterwards.
  static func stoppable<Result>(
    stop: @escaping @Sendable () -> Void, _ body: () -> Result
  ) -> (Result, stoppedBy: Int32?) {
    let stoppedBy = Atomic<Int32>(0)
    let sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        _ = stoppedBy.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        stop()
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
    let result = body()
    let number = stoppedBy.load(ordering: .relaxed)
    return (result, number == 0 ? nil : number)
  }
}
