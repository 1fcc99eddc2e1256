import Dispatch
import Synchronization

/// The outcome of running a ``Simulation``: statistics over the chunks that finished.
public struct SimulationResult: Sendable {
  /// The simulation that was run.
  public var simulation: Simulation
  /// The merged statistics.
  public var stats: SimulationStats
  /// The chunks played, as ranges in order: the run's ``Simulation/playedChunks``, or the first of them when it was
  /// stopped (workers take chunks in order and finish every chunk they take), or those that merged parts cover.
  public var chunks: [Range<Int>]
  /// Whether some chunks of ``Simulation/playedChunks`` were not played, the run having been stopped (or parts of it
  /// missing): the statistics cover the chunks that were.
  public var isPartial: Bool {
    let played = simulation.playedChunks
    return chunks != (played.isEmpty ? [] : [played])
  }
  /// Wall-clock seconds the run took.
  public var seconds: Double

  /// The result of `simulation` over `chunks`, with these statistics, in `seconds`.
  public init(simulation: Simulation, stats: SimulationStats, chunks: [Range<Int>], seconds: Double) {
    self.simulation = simulation
    self.stats = stats
    self.chunks = chunks
    self.seconds = seconds
  }

  /// Rounds played per second of wall-clock time.
  public var roundsPerSecond: Double { seconds > 0 ? Double(stats.rounds) / seconds : 0 }
}

/// A snapshot for a progress display.
public struct SimulationProgress: Sendable {
  /// Rounds finished so far.
  public var roundsDone: Int
  /// Rounds asked for.
  public var roundsTotal: Int
  /// Seconds since the start.
  public var seconds: Double
  /// The statistics of the chunks finished so far.
  public var stats: SimulationStats
}

/// Runs a ``Simulation`` on worker threads, each taking the next chunk until none are left or a stop is asked.
public final class Simulator: Sendable {
  /// The simulation to run.
  public let simulation: Simulation
  /// How many worker threads.
  public let threads: Int

  private let nextChunk = Atomic<Int>(0)
  private let stopRequested = Atomic<Bool>(false)
  /// The statistics of every finished chunk, merged as they finish (integer sums, so the order does not matter),
  /// and how many chunks that is: constant memory whatever the number of rounds.
  /// A run with side bets starts from their empty tallies, so that a run of no chunks still says which it tallies.
  private let finished: Mutex<(stats: SimulationStats, chunks: Int)>

  /// Prepares a run on `threads` worker threads (at least one).
  public init(simulation: Simulation, threads: Int) {
    self.simulation = simulation
    self.threads = max(1, threads)
    var empty = SimulationStats()
    if !simulation.sideBets.isEmpty { empty.sideBets = SideBetStats(bets: simulation.sideBets) }
    finished = Mutex((empty, 0))
  }

  /// Asks the workers to stop after their current chunk; safe to call from any thread or a signal source.
  public func requestStop() {
    stopRequested.store(true, ordering: .relaxed)
  }

  /// Runs the simulation, calling `progress` from the calling thread about every `interval` seconds.
  ///
  /// - Returns: the statistics of every finished chunk; they are exact integer sums, so the result for a seed does
  ///   not depend on ``threads`` or on the order chunks finish in. Partial when ``requestStop()`` was called.
  public func run(
    progressInterval interval: Double = 0.25, progress: (SimulationProgress) -> Void = { _ in }
  ) -> SimulationResult {
    let start = DispatchTime.now()
    let group = DispatchGroup()
    let queue = DispatchQueue.global(qos: .userInitiated)
    for _ in 0..<threads {
      queue.async(group: group) { self.work() }
    }
    while group.wait(timeout: .now() + interval) == .timedOut {
      progress(snapshot(since: start))
    }
    let (stats, chunks) = finished.withLock { $0 }
    let first = simulation.playedChunks.lowerBound
    return SimulationResult(
      simulation: simulation, stats: stats, chunks: chunks == 0 ? [] : [first..<(first + chunks)],
      seconds: Self.seconds(since: start))
  }

  /// One worker: claims chunks in order until there are none left or a stop is requested.
  private func work() {
    let played = simulation.playedChunks
    let decisions = simulation.decisionTable()
    while !stopRequested.load(ordering: .relaxed) {
      let index = played.lowerBound + nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < played.upperBound else { return }
      let stats = simulation.runChunk(index, decisions: decisions)
      finished.withLock {
        $0.stats.merge(stats)
        $0.chunks += 1
      }
    }
  }

  private func snapshot(since start: DispatchTime) -> SimulationProgress {
    let (stats, chunks) = finished.withLock { $0 }
    let first = simulation.playedChunks.lowerBound
    return SimulationProgress(
      roundsDone: simulation.rounds(inChunks: first..<(first + chunks)),
      roundsTotal: simulation.rounds(inChunks: simulation.playedChunks), seconds: Self.seconds(since: start),
      stats: stats)
  }

  private static func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }
}
