public import CardKit

extension Rank {
  /// The card's blackjack value with the ace counted as 1: ace 1, two to nine at face value, ten and faces 10.
  @inlinable @inline(__always)
  public var points: Int { Rank.points(ordinal: ordinal) }

  /// The rank's place among the ranks, from 0 for the ace to 12 for the king: its raw value less one, read as the
  /// enumeration keeps it (the number of its case, in declaration order), so that a table indexed by ranks (the
  /// simulator's decisions) costs no arithmetic to look up.
  @inlinable @inline(__always)
  var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

  /// The blackjack points of the rank at `ordinal` (``ordinal``): the one statement of card points.
  @inlinable @inline(__always)
  static func points(ordinal: Int) -> Int { ordinal >= 9 ? 10 : ordinal &+ 1 }

  /// The blackjack points of the rank with this raw value (packed cards are read with it without building a `Rank`).
  @inlinable @inline(__always)
  static func points(rawValue: UInt8) -> Int { points(ordinal: Int(rawValue) &- 1) }

  /// Whether the card is worth ten (ten, jack, queen or king).
  @inlinable @inline(__always)
  public var isTenValued: Bool { ordinal >= 9 }

  /// The rank that stands for a blackjack value with the ace counted as 1: ace for 1, two to nine, ten for 10 (the
  /// faces are worth ten too; the ten stands for them all).
  ///
  /// - Precondition: `points` is 1 to 10.
  @inlinable
  public init(blackjackPoints points: Int) {
    precondition((1...10).contains(points), "blackjack points are 1 to 10")
    // 1...10 are the raw values of ace to ten.
    self = Rank(rawValue: UInt8(points)).unsafelyUnwrapped
  }

  /// The rank's label on a strategy chart, a card of points and in index notation: `A`, `2` … `9`, and `T` for
  /// every card worth ten.
  public var chartLabel: String { Rank.chartLabel(points: points) }

  /// The chart label of a blackjack value with the ace counted as 1: `A` for 1, `2` … `9`, `T` for 10.
  public static func chartLabel(points: Int) -> String {
    switch points {
    case 1: "A"
    case 10: "T"
    default: String(points)
    }
  }
}
