import BlackjackEngine
import CardKit
import Dispatch
import Synchronization

/// Sessions of a fixed number of rounds, each from a freshly shuffled shoe, played by the same rules, strategy and
/// counter as a simulation: the sample a bankroll chart draws its lines and percentile bands from.
///
/// Session *i* is chunk *i* of a simulation whose chunks are one session long, seeded from the simulation's seed
/// through its own SplitMix64 stream (so the sessions are not the first rounds of the simulation itself). The paths
/// are the same for a seed whatever the number of threads.
public struct SessionSampler: Sendable {
  /// The simulation the sessions are the chunks of.
  public let sessions: Simulation

  /// `count` sessions of `rounds` rounds each, played like `simulation`.
  public init(_ simulation: Simulation, sessions count: Int, rounds: Int) {
    precondition(count > 0 && rounds > 0)
    var mixer = SplitMix64(seed: simulation.seed ^ 0x5E55_1045_5E55_1045)
    sessions = Simulation(
      rules: simulation.rules, strategy: simulation.strategy, rounds: count * rounds, seed: mixer.next(),
      betUnits: simulation.betUnits, chunkSize: rounds, counter: simulation.counter)
  }

  /// The number of sessions.
  public var count: Int { sessions.chunkCount }

  /// Plays session `index`, keeping about `points` points of its course.
  public func path(_ index: Int, points: Int) -> SessionPath {
    path(index, points: points, decisions: sessions.decisionTable())
  }

  /// Plays session `index` with the sessions' ``Simulation/decisionTable()``.
  func path(_ index: Int, points: Int, decisions: DecisionTable) -> SessionPath {
    var path = SessionPath(rounds: sessions.rounds(inChunk: index), points: points)
    var round = 0
    _ = sessions.runChunk(index, decisions: decisions) { net in
      round += 1
      path.record(round: round, netCents: net)
    }
    return path
  }

  /// Plays every session on `threads` threads; the paths in session order.
  public func run(threads: Int, points: Int) -> [SessionPath] {
    let next = Atomic<Int>(0)
    let paths = Mutex<[SessionPath?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
      let decisions = sessions.decisionTable()
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        let path = self.path(index, points: points, decisions: decisions)
        paths.withLock { $0[index] = path }
      }
    }
    return paths.withLock { $0.map { $0! } }  // cannot fail: the workers took every index below `count` and set it
  }
}
