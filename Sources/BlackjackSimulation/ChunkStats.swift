import BlackjackEngine

/// A chunk's ``SimulationStats`` as the simulator's loop gathers them: a round of one hand (nearly every round) adds
/// its net to two sums and counts one of its ``RoundEnding``s; any other round is recorded in full.
///
/// ``stats`` comes to exactly what ``SimulationStats/record(_:)-(RoundSummary)`` would have made of the same
/// rounds: every figure is a count or an integer sum.
struct ChunkStats: ~Copyable {
  /// The net of every round so far, in cents (64 bits hold a chunk's: at most ``Simulation/maximumChunkSize`` rounds
  /// of at most 10⁹ cents).
  private(set) var netCents = 0
  /// The squared nets of the rounds of one hand, in 64 bits: see ``maximumBetCents``.
  private var netSquaredCents = 0
  /// Rounds of one hand, by ending, in memory of the statistics' own, so that counting one is one increment (an
  /// array would check that it is not shared first).
  private let endings: UnsafeMutableBufferPointer<Int>
  /// The other rounds, net sums included.
  private var others = SimulationStats()

  /// No rounds yet.
  init() {
    endings = .allocate(capacity: RoundEnding.count)
    endings.initialize(repeating: 0)
  }

  deinit {
    endings.deallocate()
  }

  /// The largest bet of a round ``record(_:)`` takes, in cents: ten of the simulator's units
  /// (``Simulation/unitCents``). A round of one hand nets at most 255 bets: a natural paid 255 to 1, the most a payout
  /// can be (an insured natural is paid even money instead); the worst loss is 2½ bets, a lost double and lost
  /// insurance. So the squared nets of a chunk's rounds of one hand (at most ``Simulation/maximumChunkSize``, 2²⁴) stay
  /// below 2⁶³ at such a bet: (255 × 1,000)² × 2²⁴ is about 1.1 × 10¹⁸, and the loop sums them in 64 bits, one
  /// addition rather than two.
  static let maximumBetCents = 1_000

  /// Adds one settled round.
  ///
  /// - Precondition: the round was bet at most ``maximumBetCents``.
  @inline(__always)
  mutating func record(_ round: RoundSummary) {
    guard round.handCount == 1 else {
      others.record(round)
      netCents &+= round.net.cents
      return
    }
    let net = round.net.cents
    netCents &+= net
    netSquaredCents &+= net &* net
    endings[RoundEnding(ofOneHand: round).index] &+= 1
  }

  /// Adds one settled round but for its net, which the caller sums itself (the counting loop's sums by count hold
  /// every round's): see ``stats(netCents:netSquaredCents:)``.
  @inline(__always)
  mutating func recordAllButNet(_ round: RoundSummary) {
    guard round.handCount == 1 else {
      others.record(round)
      return
    }
    endings[RoundEnding(ofOneHand: round).index] &+= 1
  }

  /// The statistics of every round recorded.
  var stats: SimulationStats {
    var stats = others
    stats.netCents = Int128(netCents)
    stats.netSquaredCents &+= Int128(netSquaredCents)
    addEndings(to: &stats)
    return stats
  }

  /// The statistics of rounds recorded with ``recordAllButNet(_:)`` only, given the sums of their nets (which replace
  /// those the rounds of more than one hand added).
  func stats(netCents: Int128, netSquaredCents: Int128) -> SimulationStats {
    var stats = others
    stats.netCents = netCents
    stats.netSquaredCents = netSquaredCents
    addEndings(to: &stats)
    return stats
  }

  /// Adds the rounds of one hand, by ending.
  private func addEndings(to stats: inout SimulationStats) {
    for (index, rounds) in endings.enumerated() where rounds > 0 {
      RoundEnding(index: index).add(rounds: rounds, to: &stats)
    }
  }
}
