/// Which chunks of a run a set of parts covers: the chunks none of them played, and those more than one did.
public struct ChunkCoverage: Hashable, Sendable {
  /// The chunks no part played, as ranges in order.
  public let missing: [Range<Int>]
  /// The chunks two or more parts played, as ranges in order.
  public let duplicated: [Range<Int>]
  /// The chunks some part played, as ranges in order.
  public let covered: [Range<Int>]

  /// The coverage of `chunkCount` chunks by the parts' `ranges`.
  public init(_ ranges: [Range<Int>], chunkCount: Int) {
    // Sweep the ends of the ranges in order, keeping how many ranges cover the stretch since the last end.
    var edges: [(chunk: Int, change: Int)] = ranges.filter { !$0.isEmpty }.flatMap {
      [($0.lowerBound, 1), ($0.upperBound, -1)]
    }
    edges.append((0, 0))
    edges.append((chunkCount, 0))
    edges.sort { $0.chunk < $1.chunk }
    var missing: [Range<Int>] = []
    var duplicated: [Range<Int>] = []
    var covered: [Range<Int>] = []
    var depth = 0
    var index = 0
    while index < edges.count {
      let chunk = edges[index].chunk
      while index < edges.count && edges[index].chunk == chunk {
        depth += edges[index].change
        index += 1
      }
      guard index < edges.count else { break }
      let stretch = chunk..<edges[index].chunk
      if depth == 0 && stretch.upperBound <= chunkCount && stretch.lowerBound >= 0 {
        Self.append(stretch, to: &missing)
      } else if depth >= 1 {
        Self.append(stretch, to: &covered)
        if depth > 1 { Self.append(stretch, to: &duplicated) }
      }
    }
    self.missing = missing
    self.duplicated = duplicated
    self.covered = covered
  }

  /// Whether every chunk is played exactly once.
  public var isExact: Bool { missing.isEmpty && duplicated.isEmpty }

  private static func append(_ range: Range<Int>, to ranges: inout [Range<Int>]) {
    guard !range.isEmpty else { return }
    if let last = ranges.last, last.upperBound == range.lowerBound {
      ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
    } else {
      ranges.append(range)
    }
  }
}
