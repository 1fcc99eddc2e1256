import BlackjackEngine
import Dispatch
import Synchronization

/// A snapshot of a survey's progress, for a progress display.
public struct SurveyProgress: Sendable {
  /// Rounds finished so far.
  public var roundsDone: Int
  /// Rounds in all.
  public var roundsTotal: Int
  /// Pieces finished so far.
  public var piecesDone: Int
  /// Pieces in all.
  public var piecesTotal: Int
  /// Seconds since the start.
  public var seconds: Double

  /// A snapshot.
  public init(roundsDone: Int, roundsTotal: Int, piecesDone: Int, piecesTotal: Int, seconds: Double) {
    self.roundsDone = roundsDone
    self.roundsTotal = roundsTotal
    self.piecesDone = piecesDone
    self.piecesTotal = piecesTotal
    self.seconds = seconds
  }
}

/// Plays the pieces of a survey on worker threads: every worker takes the next chunk of the next unfinished piece,
/// so that the threads stay busy across the runs; each piece's statistics are handed to the caller, on the calling
/// thread, as soon as its last chunk is done.
///
/// A piece's statistics are exact integer sums of its chunks', the same whatever the thread that played each: a
/// run played as pieces adds up to the run played whole. A run's decisions (``Simulation/decisionTable()``) are
/// worked out once, by the first worker to need them.
public final class SurveyRunner: Sendable {
  /// The simulations of the survey's runs, by run.
  public let simulations: [Simulation]
  /// The pieces to play, in order.
  public let pieces: [SurveyPiece]
  /// How many worker threads.
  public let threads: Int

  /// The first chunk of each piece in the sequence of every piece's chunks, and the sequence's length.
  private let starts: [Int]
  private let chunkTotal: Int
  private let nextChunk = Atomic<Int>(0)
  private let stopRequested = Atomic<Bool>(false)
  private let state: Mutex<State>
  private let decisions: Mutex<[Int: DecisionTable]>

  private struct State: Sendable {
    var stats: [SimulationStats]
    var chunksDone: [Int]
    var finished: [Int] = []
    var roundsDone = 0
    var piecesDone = 0
  }

  /// Prepares the survey's `pieces` of `simulations` on `threads` threads (at least one).
  ///
  /// - Precondition: every piece's run is one of `simulations`, its chunks among the run's.
  public init(simulations: [Simulation], pieces: [SurveyPiece], threads: Int) {
    precondition(
      pieces.allSatisfy {
        simulations.indices.contains($0.run) && $0.chunks.lowerBound >= 0
          && $0.chunks.upperBound <= simulations[$0.run].chunkCount
      }, "pieces of the survey's runs")
    self.simulations = simulations
    self.pieces = pieces
    self.threads = max(1, threads)
    var starts: [Int] = []
    var total = 0
    for piece in pieces {
      starts.append(total)
      total += piece.chunks.count
    }
    self.starts = starts
    chunkTotal = total
    state = Mutex(
      State(
        stats: Array(repeating: SimulationStats(), count: pieces.count),
        chunksDone: Array(repeating: 0, count: pieces.count)))
    decisions = Mutex([:])
  }

  /// The rounds the pieces hold.
  public var roundsTotal: Int {
    pieces.reduce(0) { $0 + simulations[$1.run].rounds(inChunks: $1.chunks) }
  }

  /// Asks the workers to stop after their current chunk; safe from any thread or a signal source. Pieces not
  /// finished by then are dropped.
  public func requestStop() {
    stopRequested.store(true, ordering: .relaxed)
  }

  /// Plays the pieces, calling `finished` with each finished piece's statistics and `progress` about every
  /// `interval` seconds, both from the calling thread; returns how many pieces finished (all of them unless stopped).
  public func run(
    progressInterval interval: Double = 0.25, progress: (SurveyProgress) -> Void = { _ in },
    finished: (SurveyPiece, SimulationStats) -> Void
  ) -> Int {
    let start = DispatchTime.now()
    let group = DispatchGroup()
    let queue = DispatchQueue.global(qos: .userInitiated)
    for _ in 0..<threads {
      queue.async(group: group) { self.work() }
    }
    let total = roundsTotal
    var handed = 0
    func handOver() {
      let (done, stats) = state.withLock { state -> ([Int], [SimulationStats]) in
        let done = state.finished
        state.finished = []
        return (done, done.map { state.stats[$0] })
      }
      for (index, stats) in zip(done, stats) { finished(pieces[index], stats) }
      handed += done.count
    }
    while group.wait(timeout: .now() + interval) == .timedOut {
      handOver()
      let (rounds, done) = state.withLock { ($0.roundsDone, $0.piecesDone) }
      progress(
        SurveyProgress(
          roundsDone: rounds, roundsTotal: total, piecesDone: done, piecesTotal: pieces.count,
          seconds: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9))
    }
    handOver()
    return handed
  }

  /// The decisions of run `run`, worked out by the first worker to ask.
  private func decisionTable(_ run: Int) -> DecisionTable {
    decisions.withLock { tables in
      if let table = tables[run] { return table }
      let table = simulations[run].decisionTable()
      tables[run] = table
      return table
    }
  }

  /// One worker: claims chunks in order until there are none left or a stop is requested.
  private func work() {
    var piece = 0
    while !stopRequested.load(ordering: .relaxed) {
      let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
      guard chunk < chunkTotal else { return }
      while piece + 1 < starts.count && starts[piece + 1] <= chunk { piece += 1 }
      let simulation = simulations[pieces[piece].run]
      let index = pieces[piece].chunks.lowerBound + (chunk - starts[piece])
      let stats = simulation.runChunk(index, decisions: decisionTable(pieces[piece].run))
      let rounds = simulation.rounds(inChunk: index)
      state.withLock { state in
        state.stats[piece].merge(stats)
        state.chunksDone[piece] += 1
        state.roundsDone += rounds
        if state.chunksDone[piece] == pieces[piece].chunks.count {
          state.finished.append(piece)
          state.piecesDone += 1
        }
      }
    }
  }
}
