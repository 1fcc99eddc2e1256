/// A stretch of chunks of one of a survey's runs: the unit a survey process plays and writes as a part.
///
/// A survey's work is its runs' chunks one after another; shard *k* of *n* plays the *k*-th of *n* equal shares of
/// that sequence (as ``Shard`` cuts one run), so a shard holds whole runs and, at its edges, part of a run.
public struct SurveyPiece: Hashable, Sendable {
  /// The run, as a position in the survey's runs.
  public var run: Int
  /// The chunks, of the run's ``Simulation/chunkCount``.
  public var chunks: Range<Int>

  /// A piece.
  public init(run: Int, chunks: Range<Int>) {
    self.run = run
    self.chunks = chunks
  }

  /// The pieces of runs of `chunkCounts` chunks each that `shard` plays (every chunk of every run without one).
  public static func pieces(chunkCounts: [Int], shard: Shard?) -> [SurveyPiece] {
    let total = chunkCounts.reduce(0, +)
    let share = shard?.chunks(of: total) ?? 0..<total
    var pieces: [SurveyPiece] = []
    var start = 0
    for (run, count) in chunkCounts.enumerated() {
      let first = max(start, share.lowerBound)
      let end = min(start + count, share.upperBound)
      if first < end { pieces.append(SurveyPiece(run: run, chunks: (first - start)..<(end - start))) }
      start += count
    }
    return pieces
  }

  /// What is left of `pieces` once the chunks in `covered` (by run) are taken out, in order.
  public static func remaining(_ pieces: [SurveyPiece], covered: [Int: [Range<Int>]]) -> [SurveyPiece] {
    pieces.flatMap { piece -> [SurveyPiece] in
      var left = [piece.chunks]
      for done in covered[piece.run] ?? [] {
        left = left.flatMap { range -> [Range<Int>] in
          guard done.overlaps(range) else { return [range] }
          return [
            range.lowerBound..<max(range.lowerBound, done.lowerBound),
            min(range.upperBound, done.upperBound)..<range.upperBound,
          ]
          .filter { !$0.isEmpty }
        }
      }
      return left.map { SurveyPiece(run: piece.run, chunks: $0) }
    }
  }
}
