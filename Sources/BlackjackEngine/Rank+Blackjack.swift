public import CardKit

extension Rank {
  /// The card's blackjack value with the ace counted as 1: ace 1, two to nine at face value, ten and faces 10.
  @inlinable @inline(__always)
  public var points: Int { Rank.points(rawValue: rawValue) }

  /// The blackjack points of the rank with this raw value (the one statement of card points; packed cards are
  /// read with it without building a `Rank`).
  @inlinable @inline(__always)
  static func points(rawValue: UInt8) -> Int { rawValue >= 10 ? 10 : Int(rawValue) }

  /// Whether the card is worth ten (ten, jack, queen or king).
  @inlinable @inline(__always)
  public var isTenValued: Bool { rawValue >= 10 }
}
