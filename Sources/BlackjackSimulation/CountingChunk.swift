import BlackjackEngine

/// A chunk's ``CountingStats`` sums by count as the simulator's loop gathers them: in memory of their own, so that
/// adding a round is a few additions (the stats' array would check that it is not shared first), and in 64 bits but
/// for the squared nets, which is all a chunk needs (see ``ChunkSums``).
///
/// ``add(to:)`` adds them to a ``CountingStats``: exactly what ``CountingStats/add(count:bet:net:flat:)`` would have
/// made of the same rounds, every figure being an integer sum.
struct CountingChunk: ~Copyable {
  /// The sums of one count over a chunk. A chunk holds at most ``Simulation/maximumChunkSize`` (2²⁴) rounds of at
  /// most 3 spots of a million units, split and doubled: a round's bet and net are under 10¹⁰ cents and its flat net
  /// (at one unit a spot) under 10⁴, so their sums and the flat net's squares stay under 2⁶³; only the net's
  /// squares (up to 10²⁰ a round) need 128 bits.
  struct ChunkSums {
    var rounds = 0
    var betCents = 0
    var netCents = 0
    var netSquaredCents: Int128 = 0
    var flatNetCents = 0
    var flatNetSquaredCents = 0

    /// The same sums as ``CountingStats/Sums``.
    var sums: CountingStats.Sums {
      var sums = CountingStats.Sums()
      sums.rounds = rounds
      sums.betCents = Int128(betCents)
      sums.netCents = Int128(netCents)
      sums.netSquaredCents = netSquaredCents
      sums.flatNetCents = Int128(flatNetCents)
      sums.flatNetSquaredCents = Int128(flatNetSquaredCents)
      return sums
    }
  }

  /// One ``ChunkSums`` per count of ``CountingStats/countRange``.
  private let sums: UnsafeMutableBufferPointer<ChunkSums>
  /// The net of every round added, in cents: the sum of every count's ``ChunkSums/netCents``.
  private(set) var netCents = 0

  /// No rounds yet.
  init() {
    sums = .allocate(capacity: CountingStats.countRange.count)
    sums.initialize(repeating: ChunkSums())
  }

  deinit {
    sums.deallocate()
  }

  /// Adds one round bet at `count` (clamped to ``CountingStats/countRange``), as
  /// ``CountingStats/add(count:bet:net:flat:)`` does, and counts its spot.
  @inline(__always)
  mutating func add(count: Int, bet: Int, net: Int, flat: Int) {
    let index = CountingStats.bucket(of: count)
    sums[index].rounds &+= 1
    sums[index].betCents &+= bet
    sums[index].netCents &+= net
    sums[index].netSquaredCents &+= Int128(net) &* Int128(net)
    sums[index].flatNetCents &+= flat
    sums[index].flatNetSquaredCents &+= flat &* flat
    netCents &+= net
  }

  /// The sum of every round's squared net, in cents: the sum of every count's ``ChunkSums/netSquaredCents``.
  var netSquaredCents: Int128 { sums.reduce(0) { $0 &+ $1.netSquaredCents } }

  /// Adds every round to `stats`.
  func add(to stats: inout CountingStats) {
    for (index, sums) in sums.enumerated() where sums.rounds > 0 {
      stats.byCount[index].merge(sums.sums)
    }
    stats.spots &+= sums.reduce(0) { $0 &+ $1.rounds }  // a spot each
  }
}
