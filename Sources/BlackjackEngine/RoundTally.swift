/// How the hands of a settled round ended, counted: blackjacks, busts, doubles and surrenders.
///
/// The round keeps it as it settles, so that statistics over many rounds (the simulator's) need not walk the hands
/// again.
public struct RoundTally: Hashable, Sendable {
  /// Hands that were natural blackjacks.
  public var blackjacks: Int { Int(_blackjacks) }
  /// Hands that busted.
  public var busts: Int { Int(_busts) }
  /// Hands that were doubled.
  public var doubles: Int { Int(_doubles) }
  /// Hands that were surrendered.
  public var surrenders: Int { Int(_surrenders) }

  @usableFromInline var _blackjacks: UInt8 = 0
  @usableFromInline var _busts: UInt8 = 0
  @usableFromInline var _doubles: UInt8 = 0
  @usableFromInline var _surrenders: UInt8 = 0

  /// No hands counted.
  @inlinable
  public init() {}

  /// Counts one settled hand.
  @inlinable @inline(__always)
  mutating func count(_ hand: PlayerHand) {
    count(
      blackjack: hand.isBlackjack, bust: hand._value.isBust, doubled: hand.isDoubled, surrendered: hand.isSurrendered)
  }

  /// Counts one more hand that ended so.
  @inlinable @inline(__always)
  mutating func count(blackjack: Bool, bust: Bool, doubled: Bool, surrendered: Bool) {
    _blackjacks &+= blackjack ? 1 : 0
    _busts &+= bust ? 1 : 0
    _doubles &+= doubled ? 1 : 0
    _surrenders &+= surrendered ? 1 : 0
  }
}
