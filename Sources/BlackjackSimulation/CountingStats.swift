/// What a counter's rounds add up to, as exact integer sums (so that chunks merge into the same totals, bit for bit,
/// for any number of threads or machines), overall and by the count the round was bet at.
///
/// Money is in cents of a 100-cent unit. A *round* is one round at the table, all of the counter's spots together;
/// the *flat* sums are what the same rounds would have returned at one unit on each spot, which no bet spread can
/// hide.
public struct CountingStats: Hashable, Sendable, Codable {
  /// The lowest and highest count kept apart; rounds beyond are counted at the nearest end.
  public static let countRange = -15...15

  /// The sums over a set of rounds: money in 128 bits, as ``SimulationStats``'s (a round's bet and net reach
  /// 10⁹ cents, its squared net 10¹⁸, over up to 10¹² rounds).
  public struct Sums: Hashable, Sendable, Codable {
    /// Rounds played.
    public var rounds = 0
    /// The total initial bet, in cents.
    public var betCents: Int128 = 0
    /// The counter's net result, in cents.
    public var netCents: Int128 = 0
    /// The sum of each round's squared net, in cents².
    public var netSquaredCents: Int128 = 0
    /// The net at one unit a spot, in cents.
    public var flatNetCents: Int128 = 0
    /// The sum of each round's squared flat net, in cents².
    public var flatNetSquaredCents: Int128 = 0

    /// No rounds.
    public init() {}

    /// Adds a round that bet `bet` and returned `net`, or `flat` at one unit a spot (cents).
    @inlinable @inline(__always)
    public mutating func add(bet: Int, net: Int, flat: Int) {
      rounds &+= 1
      betCents &+= Int128(bet)
      netCents &+= Int128(net)
      netSquaredCents &+= Int128(net) &* Int128(net)
      flatNetCents &+= Int128(flat)
      flatNetSquaredCents &+= Int128(flat) &* Int128(flat)
    }

    /// Adds another set of sums.
    ///
    /// - Precondition: no sum overflows.
    public mutating func merge(_ other: Sums) {
      guard let sum = adding(other) else { preconditionFailure("counting sums overflowed") }
      self = sum
    }

    /// These sums and `other` added up, or `nil` if one would overflow.
    public func adding(_ other: Sums) -> Sums? {
      var sum = CheckedSum(self, other)
      sum.add(\.rounds)
      sum.add(\.betCents)
      sum.add(\.netCents)
      sum.add(\.netSquaredCents)
      sum.add(\.flatNetCents)
      sum.add(\.flatNetSquaredCents)
      return sum.result
    }
  }

  /// The rounds by the count they were bet at, lowest count first (``countRange``).
  public var byCount = [Sums](repeating: Sums(), count: CountingStats.countRange.count)

  /// Every round played: the sums over every count.
  ///
  /// - Precondition: no sum overflows (a run's sums are far from it; use ``checkedTotal`` for sums read from a file).
  public var total: Sums {
    guard let total = checkedTotal else { preconditionFailure("counting sums overflowed") }
    return total
  }

  /// The sums over every count, or `nil` if one would overflow.
  public var checkedTotal: Sums? {
    var total = Sums()
    for sums in byCount {
      guard let sum = total.adding(sums) else { return nil }
      total = sum
    }
    return total
  }

  /// The rounds dealt at the table, played and watched, or `nil` if they overflow.
  public var checkedTableRounds: Int? {
    guard let total = checkedTotal else { return nil }
    let (rounds, overflow) = total.rounds.addingReportingOverflow(watched)
    return overflow ? nil : rounds
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
    byCount[Self.bucket(of: count)].add(bet: bet, net: net, flat: flat)
  }

  /// The position in ``byCount`` of the rounds bet at `count`: counts beyond ``countRange`` go with its ends.
  @inlinable @inline(__always)
  static func bucket(of count: Int) -> Int {
    Swift.min(Swift.max(count, countRange.lowerBound), countRange.upperBound) &- countRange.lowerBound
  }

  /// Adds another set of statistics.
  ///
  /// - Precondition: no sum overflows.
  public mutating func merge(_ other: CountingStats) {
    guard let sum = adding(other) else { preconditionFailure("counting statistics overflowed") }
    self = sum
  }

  /// These statistics and `other` added up, or `nil` if a sum would overflow.
  public func adding(_ other: CountingStats) -> CountingStats? {
    var sum = CheckedSum(self, other)
    sum.add(\.watched)
    sum.add(\.spots)
    guard var result = sum.result else { return nil }
    for index in byCount.indices {
      guard let bucket = byCount[index].adding(other.byCount[index]) else { return nil }
      result.byCount[index] = bucket
    }
    return result
  }

  private enum CodingKeys: String, CodingKey {
    case byCount, watched, spots
  }

  /// Reads statistics written by `encode(to:)`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` unless there is one set of sums for each count of ``countRange``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    byCount = try container.decode([Sums].self, forKey: .byCount)
    guard byCount.count == Self.countRange.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .byCount, in: container,
        debugDescription: "\(byCount.count) sums by count instead of \(Self.countRange.count), one per count from "
          + "\(Self.countRange.lowerBound) to \(Self.countRange.upperBound)")
    }
    watched = try container.decode(Int.self, forKey: .watched)
    spots = try container.decode(Int.self, forKey: .spots)
  }
}
