/// What a settled round comes to, for statistics: the net result, the hands, how they ended and the dealer's
/// hand. ``Round/summary`` gives it for any round; ``Table/playPreparedCharted(bet:strategy:decisions:pages:)``
/// returns it for the rounds it plays without building a ``Round``.
public struct RoundSummary: Hashable, Sendable {
  /// The player's total net result: every hand plus insurance.
  public var net: Money
  /// How many hands the player held (one, or more after splits).
  public var handCount: Int
  /// How the hands ended, counted.
  public var tally: RoundTally
  /// Whether the dealer had a blackjack.
  @inlinable public var dealerBlackjack: Bool {
    get { flags & Self.dealerBlackjackFlag != 0 }
    set { flags = newValue ? flags | Self.dealerBlackjackFlag : flags & ~Self.dealerBlackjackFlag }
  }
  /// Whether the dealer busted.
  @inlinable public var dealerBust: Bool {
    get { flags & Self.dealerBustFlag != 0 }
    set { flags = newValue ? flags | Self.dealerBustFlag : flags & ~Self.dealerBustFlag }
  }
  /// Whether the round was voided because the cards ran out (every bet returned).
  @inlinable public var isVoid: Bool {
    get { flags & Self.voidFlag != 0 }
    set { flags = newValue ? flags | Self.voidFlag : flags & ~Self.voidFlag }
  }

  /// The dealer's blackjack, the dealer's bust and a voided round, one bit each (see ``flagBits``).
  @usableFromInline var flags: UInt8
  @usableFromInline static let dealerBlackjackFlag: UInt8 = 1
  @usableFromInline static let dealerBustFlag: UInt8 = 2
  @usableFromInline static let voidFlag: UInt8 = 4

  /// The dealer's blackjack in bit 0, the dealer's bust in bit 1 and a voided round in bit 2.
  @inlinable @inline(__always)
  package var flagBits: Int { Int(flags) }

  /// A summary of its parts.
  @inlinable @inline(__always)
  public init(
    net: Money, handCount: Int, tally: RoundTally, dealerBlackjack: Bool, dealerBust: Bool, isVoid: Bool
  ) {
    self.net = net
    self.handCount = handCount
    self.tally = tally
    flags =
      (dealerBlackjack ? Self.dealerBlackjackFlag : 0) | (dealerBust ? Self.dealerBustFlag : 0)
      | (isVoid ? Self.voidFlag : 0)
  }
}

extension Round {
  /// The round's summary, once settled.
  @inlinable @inline(__always)
  public var summary: RoundSummary {
    RoundSummary(
      net: net, handCount: handCount, tally: tally, dealerBlackjack: _dealer.isBlackjack,
      dealerBust: _dealer._value.isBust, isVoid: isVoid)
  }
}
