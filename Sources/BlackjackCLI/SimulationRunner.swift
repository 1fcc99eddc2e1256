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
    let environment = REPL.processEnvironment()
    let bar =
      SystemInfo.isTerminal(2)
      ? ProgressBar(dumbTerminal: CardStyle.isDumbTerminal(environment), environment: environment) : nil
    let result = simulator.run { progress in bar?.draw(progress, bet: Simulation.unitCents) }
    bar?.clear()
    let number = stoppedBy.load(ordering: .relaxed)
    return (result, number == 0 ? nil : number)
  }
}
