import Testing

@testable import BlackjackSimulation

@Suite("Survey pieces")
struct SurveyPieceTests {
  @Test(
    "the shards of a survey play every chunk of every run once, and cut few runs", arguments: [1, 2, 3, 7, 40, 100])
  func shards(count: Int) throws {
    let chunkCounts = [10, 10, 3, 25, 1, 10]
    var byRun: [Int: [Range<Int>]] = [:]
    var cut = 0
    for index in 1...count {
      let shard = try #require(Shard(index, of: count) as Shard?)
      let pieces = SurveyPiece.pieces(chunkCounts: chunkCounts, shard: shard)
      for piece in pieces {
        byRun[piece.run, default: []].append(piece.chunks)
        if piece.chunks.count < chunkCounts[piece.run] { cut += 1 }
      }
    }
    for (run, chunks) in chunkCounts.enumerated() {
      #expect(ChunkCoverage(byRun[run] ?? [], chunkCount: chunks).isExact, "run \(run)")
    }
    // A shard's share has two edges: at most two pieces of it are parts of a run.
    #expect(cut <= 2 * count)
    #expect(SurveyPiece.pieces(chunkCounts: chunkCounts, shard: nil).map(\.chunks) == chunkCounts.map { 0..<$0 })
  }

  @Test("what is left of pieces once some chunks are done")
  func remaining() {
    let pieces = [SurveyPiece(run: 0, chunks: 0..<10), SurveyPiece(run: 1, chunks: 5..<10)]
    let left = SurveyPiece.remaining(pieces, covered: [0: [2..<4, 8..<12], 1: [0..<5]])
    #expect(
      left == [
        SurveyPiece(run: 0, chunks: 0..<2), SurveyPiece(run: 0, chunks: 4..<8), SurveyPiece(run: 1, chunks: 5..<10),
      ])
    #expect(SurveyPiece.remaining(pieces, covered: [0: [0..<10], 1: [0..<20]]).isEmpty)
  }
}
