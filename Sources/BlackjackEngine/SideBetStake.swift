/// A side bet placed with the main bet: which bet and how much.
public struct SideBetStake: Hashable, Sendable {
  /// The bet and its paytable.
  public let bet: SideBet
  /// The money staked (positive).
  public let stake: Money

  /// A stake on `bet`.
  public init(_ bet: SideBet, stake: Money) {
    self.bet = bet
    self.stake = stake
  }
}
