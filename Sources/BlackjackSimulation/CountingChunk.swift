import BlackjackEngine

/// A chunk's ``CountingStats`` sums by count as the simulator's loop of lone charted rounds gathers them: in memory of
/// their own, so that adding a round is a few additions (the stats' array would check that it is not shared first),
/// and in 64 bits but for the squared nets, which is all a chunk needs (see ``ChunkSums``).
///
/// A round bet at a count of ``UnitsByCount/window`` bets the units the counter's table gives there, always the same
/// at that count. Its net is then nearly always that many times its flat net (the net at one unit): it is whenever
/// each payout of a unit is a whole number of cents, as 3:2, 6:5, even money, a surrender's half and insurance's 2:1
/// are (not 7:3, say). Such a round adds only its flat net and its square, at its count (``FlatSums``);
/// the bet and the net sums of those rounds are worked out from them once, at the end, exactly. Any other round (a
/// count beyond the window, a net that is not a whole multiple of the units) adds every sum itself (``ChunkSums``).
///
/// ``add(to:)`` adds them to a ``CountingStats``: exactly what ``CountingStats/add(count:bet:net:flat:)`` would have
/// made of the same rounds, every figure being an integer sum.
struct CountingChunk: ~Copyable {
  /// The sums of one count over a chunk, for the rounds added one by one. A chunk holds at most
  /// ``Simulation/maximumChunkSize`` (2²⁴) lone rounds of one spot of at most a million units
  /// (``Counter/maximumUnits``): a round's bet is at most 10⁸ cents, its net at most 255 bets (a natural paid 255 to
  /// 1), 2.55 × 10¹⁰ cents, and its flat net at most 25,500 cents. Their sums and the flat nets' squares stay under
  /// 2⁶³ (the nets' under 4.3 × 10¹⁷, the squares' under 1.1 × 10¹⁶); only the nets' squares (up to 6.5 × 10²⁰ a
  /// round) need 128 bits.
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

  /// The sums of the rounds bet at one count of ``UnitsByCount/window`` whose net is a whole multiple of the units
  /// bet there: their number, flat nets and squared flat nets. The loop's rounds are lone rounds of one spot, whose
  /// flat net is at most 25,500 cents (a natural paid 255 to 1, the most a payout can be) and at least −850 (four
  /// doubled hands lost, and the insurance), so 2²⁴ rounds' squares stay under 2⁶³.
  struct FlatSums {
    var rounds = 0
    var flatNetCents = 0
    var flatNetSquaredCents = 0

    /// The sums of the same rounds bet at `units` units each, every round's net `units` times its flat net.
    func sums(units: Int) -> CountingStats.Sums {
      var sums = CountingStats.Sums()
      sums.rounds = rounds
      sums.betCents = Int128(rounds) * Int128(units * Simulation.unitCents)
      sums.netCents = Int128(flatNetCents) * Int128(units)
      sums.netSquaredCents = Int128(flatNetSquaredCents) * Int128(units) * Int128(units)
      sums.flatNetCents = Int128(flatNetCents)
      sums.flatNetSquaredCents = Int128(flatNetSquaredCents)
      return sums
    }
  }

  /// The counter's units at each count, those of ``UnitsByCount/window`` looked up by ``add(count:net:)``.
  let units: UnitsByCount
  /// One ``FlatSums`` per count of ``UnitsByCount/window``, lowest first.
  private let flatSums: UnsafeMutableBufferPointer<FlatSums>
  /// One ``ChunkSums`` per count of ``CountingStats/countRange``: the other rounds.
  private let sums: UnsafeMutableBufferPointer<ChunkSums>
  /// The net of every round added, in cents.
  private(set) var netCents = 0

  /// No rounds yet, for a counter who bets `units`.
  init(units: consuming UnitsByCount) {
    self.units = units
    flatSums = .allocate(capacity: UnitsByCount.window.count)
    flatSums.initialize(repeating: FlatSums())
    sums = .allocate(capacity: CountingStats.countRange.count)
    sums.initialize(repeating: ChunkSums())
  }

  deinit {
    flatSums.deallocate()
    sums.deallocate()
  }

  /// Adds one round bet at `count`, at the units the counter bets there (``units``), that returned `net` cents, as
  /// ``CountingStats/add(count:bet:net:flat:)`` does with its bet and its net at one unit (the net divided by the
  /// units, rounded toward zero), and counts its spot.
  @inline(__always)
  mutating func add(count: Int, net: Int) {
    netCents &+= net
    let slot = count &- UnitsByCount.window.lowerBound
    if _fastPath(UInt(bitPattern: slot) < UInt(UnitsByCount.window.count)) {
      let units = units.inWindow(slot)
      // The ramp's lowest bet, most rounds: the net is the flat net itself, without a division.
      if _fastPath(units == 1) {
        addFlat(net, at: slot)
        return
      }
      let flat = net / units
      if _fastPath(flat &* units == net) {
        addFlat(flat, at: slot)
        return
      }
    }
    addExactly(count: count, net: net)
  }

  /// Adds a round's flat net at `slot` of the window.
  @inline(__always)
  private func addFlat(_ flat: Int, at slot: Int) {
    flatSums[slot].rounds &+= 1
    flatSums[slot].flatNetCents &+= flat
    flatSums[slot].flatNetSquaredCents &+= flat &* flat
  }

  /// Adds a round's every sum: out of line, for the rounds ``add(count:net:)`` cannot add by their flat net.
  @inline(never)
  private func addExactly(count: Int, net: Int) {
    let units = units[count]
    let bet = units * Simulation.unitCents
    let flat = net / units
    let index = CountingStats.bucket(of: count)
    sums[index].rounds &+= 1
    sums[index].betCents &+= bet
    sums[index].netCents &+= net
    sums[index].netSquaredCents &+= Int128(net) &* Int128(net)
    sums[index].flatNetCents &+= flat
    sums[index].flatNetSquaredCents &+= flat &* flat
  }

  /// Every count's sums: the rounds added by their flat net, worked out at their count's units, and the others.
  private var allSums: [CountingStats.Sums] {
    var all = sums.map(\.sums)
    for (slot, flat) in flatSums.enumerated() where flat.rounds > 0 {
      let count = UnitsByCount.window.lowerBound + slot
      all[CountingStats.bucket(of: count)].merge(flat.sums(units: units[count]))
    }
    return all
  }

  /// The sum of every round's squared net, in cents.
  var netSquaredCents: Int128 { allSums.reduce(0) { $0 &+ $1.netSquaredCents } }

  /// Adds every round to `stats`.
  func add(to stats: inout CountingStats) {
    let all = allSums
    for (index, sums) in all.enumerated() where sums.rounds > 0 {
      stats.byCount[index].merge(sums)
    }
    stats.spots &+= all.reduce(0) { $0 &+ $1.rounds }  // a spot each
  }
}
