import BlackjackREPL
import BlackjackServer
import BlackjackSimulation
import BlackjackText
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

/// Runs a simulation that SIGINT (Ctrl-C), SIGTERM and SIGHUP stop early, with a progress bar on a terminal's
/// standard error.
enum SimulationRunner {
  /// The signals that stop a run (at the next chunk, with the result so far). One that is ignored when the run
  /// starts (`nohup` ignores SIGHUP) stays ignored.
  static let stoppingSignals = [SIGINT, SIGTERM, SIGHUP]

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

  /// Runs `body` with the stopping signals (``stoppingSignals``) calling `stop` instead of ending the process;
  /// returns what `body` returned and the signal that came, if one did. The signals' dispositions are given back
  /// afterwards (see `StopSignals`).
  static func stoppable<Result>(
    stop: @escaping @Sendable () -> Void, _ body: () -> Result
  ) -> (Result, stoppedBy: Int32?) {
    let stoppedBy = Atomic<Int32>(0)
    let listener = StopSignals.begin { number in
      _ = stoppedBy.compareExchange(expected: 0, desired: number, ordering: .relaxed)
      stop()
    }
    defer { StopSignals.end(listener) }
    let result = body()
    let number = stoppedBy.load(ordering: .relaxed)
    return (result, number == 0 ? nil : number)
  }
}

/// The stopping signals, taken over while at least one run is under way in the process (tests play several at
/// once): the first run takes them, every run under way hears them, the last gives them back as they were.
///
/// Each signal gets a handler that only stores its number (an atomic: async-signal-safe), and a thread of its own
/// passes what is stored to the runs' listeners within ``pollInterval``. Neither depends on libdispatch's pool: a
/// signal source must be installed by a pool thread, and with the runs' work holding the pool on a loaded machine
/// it never was, so a `simulate` waited for hours with its stopping signals ignored (CI, stop 42). A handler runs on
/// whatever thread the signal interrupts, and the watcher is a POSIX thread started here.
///
/// Giving back puts each signal's disposition back (the default, or the handler that removes temporary files when
/// one is being written).
enum StopSignals {
  /// A signal taken: what it did before.
  struct Taken {
    var number: Int32
    var previous: sigaction
  }

  struct State {
    var listeners: [Int: @Sendable (Int32) -> Void] = [:]
    var nextListener = 0
    var taken: [Taken] = []
  }

  static let state = Mutex(State())
  /// The signal that came and is not yet passed on (0: none), stored by the handler.
  static let arrived = Atomic<Int32>(0)
  /// Which watcher thread should run: each `begin` that takes the signals starts one with a new number, and `end`
  /// moves the number on, which ends it.
  static let watcher = Atomic<Int>(0)
  /// How often the watcher looks for a signal, in microseconds.
  static let pollInterval: UInt32 = 10_000

  /// Starts hearing the stopping signals with `listener`; returns the number to end with.
  static func begin(_ listener: @escaping @Sendable (Int32) -> Void) -> Int {
    state.withLock { state in
      let id = state.nextListener
      state.nextListener += 1
      state.listeners[id] = listener
      guard state.listeners.count == 1 else { return id }
      arrived.store(0, ordering: .sequentiallyConsistent)
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      for number in SimulationRunner.stoppingSignals where !SignalHandler.isIgnored(number) {
        var previous = sigaction()
        sigaction(number, nil, &previous)
        SignalHandler.install(
          { number in StopSignals.arrived.store(number, ordering: .sequentiallyConsistent) }, for: number)
        sigaddset(&unblocked, number)
        state.taken.append(Taken(number: number, previous: previous))
      }
      // A parent may have left them blocked (then the handler would never run).
      pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
      let running = watcher.add(1, ordering: .sequentiallyConsistent).newValue
      DetachedThread.start(stackSize: 256 << 10) { watch(while: running) }
      return id
    }
  }

  /// The watcher thread's loop: passes each signal that arrives to every listener, until `end` moves the watcher
  /// number on from `running`.
  private static func watch(while running: Int) {
    while watcher.load(ordering: .sequentiallyConsistent) == running {
      let number = arrived.exchange(0, ordering: .sequentiallyConsistent)
      if number != 0 {
        for listener in state.withLock({ Array($0.listeners.values) }) { listener(number) }
      }
      usleep(pollInterval)
    }
  }

  /// Stops hearing the signals with the listener numbered `id`; after the last, gives them back.
  static func end(_ id: Int) {
    state.withLock { state in
      state.listeners[id] = nil
      guard state.listeners.isEmpty else { return }
      for taken in state.taken {
        var action = taken.previous
        sigaction(taken.number, &action, nil)
      }
      state.taken = []
      watcher.add(1, ordering: .sequentiallyConsistent)
    }
  }
}
