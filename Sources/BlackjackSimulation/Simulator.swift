import Dispatch
import Synchronization

/// The outcome of running a ``Simulation``: statistics over the chunks that finished, in chunk order.
public struct SimulationResult: Sendable {
  /// The simulation that was run.
  public var simulation: Simulation
  /// The merged statistics.
  public var stats: SimulationStats
  /// Whether the run was stopped before every chunk finished (the statistics then cover the chunks that did).
  public var isPartial: Bool
  /// Wall-clock seconds the run took.
  public var seconds: Double

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
  /// The statistics of the chunks finished so far, in no particular order.
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
  private let finished = Mutex<[Int: SimulationStats]>([:])

  /// Prepares a run on `threads` worker threads (at least one).
  public init(simulation: Simulation, threads: Int) {
    self.simulation = simulation
    self.threads = max(1, threads)
  }

  /// Asks the workers to stop after their current chunk; safe to call from any thread or a signal source.
  public func requestStop() {
    stopRequested.store(true, ordering: .relaxed)
  }

  /// Runs the simulation, calling `progress` from the calling thread about every `interval` seconds.
  ///
  /// - Returns: the statistics of every finished chunk merged in chunk order, so the result for a seed does not
  ///   depend on ``threads``; partial when ``requestStop()`` was called.
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
    let chunks = finished.withLock { $0 }
    var stats = SimulationStats()
    for index in chunks.keys.sorted() { stats.merge(chunks[index]!) }
    return SimulationResult(
      simulation: simulation, stats: stats, isPartial: chunks.count < simulation.chunkCount,
      seconds: Self.seconds(since: start))
  }

  /// One worker: claims chunks in order until there are none left or a stop is requested.
  private func work() {
    while !stopRequested.load(ordering: .relaxed) {
      let index = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < simulation.chunkCount else { return }
      let stats = simulation.runChunk(index)
      finished.withLock { $0[index] = stats }
    }
  }

  private func snapshot(since start: DispatchTime) -> SimulationProgress {
    let stats = finished.withLock { chunks in
      var total = SimulationStats()
      for chunk in chunks.values { total.merge(chunk) }
      return total
    }
    return SimulationProgress(
      roundsDone: stats.rounds, roundsTotal: simulation.rounds, seconds: Self.seconds(since: start), stats: stats)
  }

  private static func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }
}
