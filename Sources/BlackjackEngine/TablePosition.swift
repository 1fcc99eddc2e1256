/// One position of a table round of several positions (``Table/dealPrepared(positions:sideBets:)``): its bet, and
/// who decides it — the table's own player at the prompt (a *spot*), or another player's strategy (a *seat*).
public struct TablePosition: Sendable {
  /// The bet on the position.
  public var bet: Money
  /// The strategy deciding the position, or `nil` for a spot of the table's player (decided with
  /// ``Table/act(_:)`` and ``Table/resolveInsurance(_:)``, settled into the table's bankroll).
  public var player: (any PlayerStrategy)?

  /// A spot of the table's player, for `bet`.
  public static func spot(bet: Money) -> TablePosition { TablePosition(bet: bet, player: nil) }

  /// A seat of another player who plays `strategy`, for `bet` (not the table's money).
  public static func seat(bet: Money, playedBy strategy: any PlayerStrategy) -> TablePosition {
    TablePosition(bet: bet, player: strategy)
  }

  /// Whether the position is a spot of the table's player.
  public var isSpot: Bool { player == nil }
}
