import BlackjackEngine

/// A chunk's ``CountingStats`` sums by count as the simulator's loop gathers them: in memory of their own, so that
/// adding a round is a few additions (the stats' array would check that it is not shared first).
///
/// ``add(to:)`` adds them to a ``CountingStats``: exactly what ``CountingStats/add(count:bet:net:flat:)`` would have
/// made of the same rounds, every figure being an integer sum.
struct CountingChunk: ~Copyable {
  /// One ``CountingStats/Sums`` per count of ``CountingStats/countRange``.
  private let sums: UnsafeMutableBufferPointer<CountingStats.Sums>
  /// The rounds added.
  private var spots = 0

  /// No rounds yet.
  init() {
    sums = .allocate(capacity: CountingStats.countRange.count)
    sums.initialize(repeating: CountingStats.Sums())
  }

  deinit {
    sums.deallocate()
  }

  /// Adds one round bet at `count` (clamped to ``CountingStats/countRange``), as
  /// ``CountingStats/add(count:bet:net:flat:)`` does, and counts its spot.
  @inline(__always)
  mutating func add(count: Int, bet: Int, net: Int, flat: Int) {
    sums[CountingStats.bucket(of: count)].add(bet: bet, net: net, flat: flat)
    spots &+= 1
  }

  /// Adds every round to `stats`.
  func add(to stats: inout CountingStats) {
    for (index, sums) in sums.enumerated() where sums.rounds > 0 {
      stats.byCount[index].merge(sums)
    }
    stats.spots &+= spots
  }
}
