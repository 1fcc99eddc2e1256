public import BlackjackEngine

/// Counts gathered over simulated rounds, kept as exact integers so that merging chunks in order gives the same
/// result bit for bit however many threads played them.
///
/// The sums of money are 128-bit: a round's net reaches 10⁹ cents at the largest bets (a million units a spot,
/// split and doubled), its square 10¹⁸, and a run 10¹² rounds, which no 64-bit sum holds; 128 bits hold 10³⁸. The
/// counts stay 64-bit (a few per round).
public struct SimulationStats: Hashable, Sendable, Codable {
  /// Rounds played.
  public var rounds = 0
  /// Player hands played (more than rounds when hands are split).
  public var hands = 0
  /// The player's net result over all rounds, in cents.
  public var netCents: Int128 = 0
  /// The sum over rounds of the squared net result, in cents squared.
  public var netSquaredCents: Int128 = 0
  /// Rounds the player came out ahead.
  public var roundsWon = 0
  /// Rounds the player broke even.
  public var roundsPushed = 0
  /// Rounds the player lost money.
  public var roundsLost = 0
  /// Player blackjacks.
  public var blackjacks = 0
  /// Dealer blackjacks.
  public var dealerBlackjacks = 0
  /// Player hands that busted.
  public var playerBusts = 0
  /// Rounds in which the dealer busted.
  public var dealerBusts = 0
  /// Hands doubled.
  public var doubles = 0
  /// Splits made (one per extra hand).
  public var splits = 0
  /// Hands surrendered.
  public var surrenders = 0
  /// Rounds voided because the shoe ran dry (should stay zero).
  public var voidRounds = 0
  /// A counter's sums by count, for a simulation with a ``Counter`` (the fields above then count each of the
  /// counter's spots as a round of its own).
  public var counting: CountingStats?
  /// The side bets placed every round, for a simulation with ``Simulation/sideBets``.
  public var sideBets: SideBetStats?

  /// Empty statistics.
  public init() {}

  /// Adds one settled round.
  ///
  /// Always inlined: called out of line, the round (about 270 bytes) was copied for every call.
  @inlinable @inline(__always)
  public mutating func record(_ round: borrowing Round) { record(round.summary) }

  /// Adds one settled round's summary.
  @inlinable @inline(__always)
  public mutating func record(_ round: RoundSummary) {
    let net = Int128(round.net.cents)
    rounds &+= 1
    hands &+= round.handCount
    netCents &+= net
    netSquaredCents &+= net &* net
    if net > 0 {
      roundsWon &+= 1
    } else if net == 0 {
      roundsPushed &+= 1
    } else {
      roundsLost &+= 1
    }
    splits &+= round.handCount &- 1
    let tally = round.tally
    blackjacks &+= tally.blackjacks
    playerBusts &+= tally.busts
    doubles &+= tally.doubles
    surrenders &+= tally.surrenders
    if round.dealerBlackjack { dealerBlackjacks &+= 1 }
    if round.dealerBust { dealerBusts &+= 1 }
    if round.isVoid { voidRounds &+= 1 }
  }

  /// Adds another set of statistics to this one.
  ///
  /// - Precondition: no sum overflows (a run's sums are far from it; use ``adding(_:)`` for sums read from a file).
  public mutating func merge(_ other: SimulationStats) {
    guard let sum = adding(other) else { preconditionFailure("simulation statistics overflowed") }
    self = sum
  }

  /// These statistics and `other` added up, or `nil` if a sum would overflow.
  public func adding(_ other: SimulationStats) -> SimulationStats? {
    var sum = CheckedSum(self, other)
    sum.add(\.rounds)
    sum.add(\.hands)
    sum.add(\.netCents)
    sum.add(\.netSquaredCents)
    sum.add(\.roundsWon)
    sum.add(\.roundsPushed)
    sum.add(\.roundsLost)
    sum.add(\.blackjacks)
    sum.add(\.dealerBlackjacks)
    sum.add(\.playerBusts)
    sum.add(\.dealerBusts)
    sum.add(\.doubles)
    sum.add(\.splits)
    sum.add(\.surrenders)
    sum.add(\.voidRounds)
    guard var result = sum.result else { return nil }
    switch (counting, other.counting) {
    case (nil, nil): break
    case (let mine?, nil): result.counting = mine
    case (nil, let theirs?): result.counting = theirs
    case (let mine?, let theirs?):
      guard let counting = mine.adding(theirs) else { return nil }
      result.counting = counting
    }
    switch (sideBets, other.sideBets) {
    case (nil, nil): break
    case (let mine?, nil): result.sideBets = mine
    case (nil, let theirs?): result.sideBets = theirs
    case (let mine?, let theirs?):
      guard let sideBets = mine.adding(theirs) else { return nil }
      result.sideBets = sideBets
    }
    return result
  }

  /// Rounds dealt at the table: ``rounds``, or for a counter (who may play several spots, or watch) the rounds
  /// played and watched.
  public var tableRounds: Int { counting.map { $0.total.rounds + $0.watched } ?? rounds }

  /// The mean result per round as a fraction of the initial bet (`bet` in cents).
  public func expectedValue(bet: Int) -> Double {
    rounds == 0 ? 0 : Double(netCents) / Double(rounds) / Double(bet)
  }

  /// The standard deviation of one round's result, as a fraction of the initial bet.
  public func standardDeviation(bet: Int) -> Double {
    guard rounds > 1 else { return 0 }
    let n = Double(rounds)
    let mean = Double(netCents) / n
    let variance = (Double(netSquaredCents) / n - mean * mean) * n / (n - 1)
    return variance.squareRoot() / Double(bet)
  }

  /// The standard error of ``expectedValue(bet:)``.
  public func standardError(bet: Int) -> Double {
    rounds == 0 ? 0 : standardDeviation(bet: bet) / Double(rounds).squareRoot()
  }
}
