/// What a counter's rounds add up to, as exact integer sums (so that chunks merge into the same totals, bit for bit,
/// for any number of threads or machines), overall and by the count the round was bet at.
///
/// Money is in cents of a 100-cent unit. A *round* is one round at the table, all of the counter's spots together;
/// the *flat* sums are what the same rounds would have returned at one unit on each spot, which no bet spread can
/// hide.
public struct CountingStats: Hashable, Sendable, Codable {
  /// The lowest and highest count kept apart; rounds beyond are counted at the nearest end.
  public static let countRange = -15...15

  /// The sums over a set of rounds.
  public struct Sums: Hashable, Sendable, Codable {
    /// Rounds played.
    public var rounds = 0
    /// The total initial bet, in cents.
    public var betCents = 0
    /// The counter's net result, in cents.
    public var netCents = 0
    /// The sum of each round's squared net, in cents².
    public var netSquaredCents = 0
    /// The net at one unit a spot, in cents.
    public var flatNetCents = 0
    /// The sum of each round's squared flat net, in cents².
    public var flatNetSquaredCents = 0

    /// No rounds.
    public init() {}

    /// Adds a round that bet `bet` and returned `net`, or `flat` at one unit a spot (cents).
    @inlinable @inline(__always)
    public mutating func add(bet: Int, net: Int, flat: Int) {
      rounds &+= 1
      betCents &+= bet
      netCents &+= net
      netSquaredCents &+= net &* net
      flatNetCents &+= flat
      flatNetSquaredCents &+= flat &* flat
    }

    /// Adds another set of sums.
    public mutating func merge(_ other: Sums) {
      rounds += other.rounds
      betCents += other.betCents
      netCents += other.netCents
      netSquaredCents += other.netSquaredCents
      flatNetCents += other.flatNetCents
      flatNetSquaredCents += other.flatNetSquaredCents
    }
  }

  /// The rounds by the count they were bet at, lowest count first (``countRange``).
  public var byCount = [Sums](repeating: Sums(), count: CountingStats.countRange.count)

  /// Every round played: the sums over every count.
  public var total: Sums {
    var total = Sums()
    for sums in byCount { total.merge(sums) }
    return total
  }
  /// Rounds watched without playing (wonging).
  public var watched = 0
  /// Spots played, over all rounds.
  public var spots = 0

  /// Empty statistics.
  public init() {}

  /// Adds a round bet at `count`.
  @inlinable @inline(__always)
  public mutating func add(count: Int, bet: Int, net: Int, flat: Int) {
    let bucket = Swift.min(Swift.max(count, Self.countRange.lowerBound), Self.countRange.upperBound)
    byCount[bucket &- Self.countRange.lowerBound].add(bet: bet, net: net, flat: flat)
  }

  /// Adds another set of statistics.
  public mutating func merge(_ other: CountingStats) {
    for index in byCount.indices { byCount[index].merge(other.byCount[index]) }
    watched += other.watched
    spots += other.spots
  }
}
