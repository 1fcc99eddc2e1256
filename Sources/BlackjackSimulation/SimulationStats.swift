public import BlackjackEngine

/// Counts gathered over simulated rounds, kept as exact integers so that merging chunks in order gives the same
/// result bit for bit however many threads played them.
public struct SimulationStats: Hashable, Sendable, Codable {
  /// Rounds played.
  public var rounds = 0
  /// Player hands played (more than rounds when hands are split).
  public var hands = 0
  /// The player's net result over all rounds, in cents.
  public var netCents = 0
  /// The sum over rounds of the squared net result, in cents squared.
  public var netSquaredCents = 0
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

  /// Empty statistics.
  public init() {}

  /// Adds one settled round.
  ///
  /// Always inlined: called out of line, the round (about 270 bytes) was copied for every call.
  @inlinable @inline(__always)
  public mutating func record(_ round: borrowing Round) {
    let net = round.net.cents
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
    if round.dealer.isBlackjack { dealerBlackjacks &+= 1 }
    if round.dealer.value.isBust { dealerBusts &+= 1 }
    if round.isVoid { voidRounds &+= 1 }
  }

  /// Adds another set of statistics to this one.
  public mutating func merge(_ other: SimulationStats) {
    rounds += other.rounds
    hands += other.hands
    netCents += other.netCents
    netSquaredCents += other.netSquaredCents
    roundsWon += other.roundsWon
    roundsPushed += other.roundsPushed
    roundsLost += other.roundsLost
    blackjacks += other.blackjacks
    dealerBlackjacks += other.dealerBlackjacks
    playerBusts += other.playerBusts
    dealerBusts += other.dealerBusts
    doubles += other.doubles
    splits += other.splits
    surrenders += other.surrenders
    voidRounds += other.voidRounds
    if let theirs = other.counting {
      var mine = counting ?? CountingStats()
      mine.merge(theirs)
      counting = mine
    }
  }

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
