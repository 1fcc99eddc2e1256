/// A side bet settled on the deal: what was staked, the hand it made and what it won or lost.
public struct SideBetResult: Hashable, Sendable {
  /// The bet and its paytable.
  public let bet: SideBet
  /// The money staked.
  public let stake: Money
  /// The winning hand, or `nil` when the bet lost.
  public let hand: SideBetHand?
  /// The player's result: the stake times the payout for a win, minus the stake for a loss.
  public let net: Money
}
