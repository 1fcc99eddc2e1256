/// What a settled round comes to, for statistics: the net result, the hands, how they ended and the dealer's
/// hand. ``Round/summary`` gives it for any round; ``Table/playCharted(bet:strategy:decisions:)`` returns it for the
/// rounds it plays without building a ``Round``.
public struct RoundSummary: Hashable, Sendable {
  /// The player's total net result: every hand plus insurance.
  public var net: Money
  /// How many hands the player held (one, or more after splits).
  public var handCount: Int
  /// How the hands ended, counted.
  public var tally: RoundTally
  /// Whether the dealer had a blackjack.
  public var dealerBlackjack: Bool
  /// Whether the dealer busted.
  public var dealerBust: Bool
  /// Whether the round was voided because the cards ran out (every bet returned).
  public var isVoid: Bool

  /// A summary of its parts.
  @inlinable @inline(__always)
  public init(
    net: Money, handCount: Int, tally: RoundTally, dealerBlackjack: Bool, dealerBust: Bool, isVoid: Bool
  ) {
    self.net = net
    self.handCount = handCount
    self.tally = tally
    self.dealerBlackjack = dealerBlackjack
    self.dealerBust = dealerBust
    self.isVoid = isVoid
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
