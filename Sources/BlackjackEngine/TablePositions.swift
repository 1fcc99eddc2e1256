/// A table round of several positions in play at a ``Table`` (see `Table+Positions.swift`): the positions' round,
/// who decides each, and which of the table's player's spots is being decided.
@usableFromInline
struct TablePositions: Sendable {
  /// Every position's round, the spot being decided (``current``) included.
  var round: TableRound
  /// The strategy of each position, `nil` at the table's player's spots.
  var players: [(any PlayerStrategy)?]
  /// The position being decided: the table's ``Table/round``.
  var current: Int
  /// Whether the dealer has played and the table's player's spots are settled into the bankroll.
  @usableFromInline var isFinished = false
  /// The side bets of the round, riding on the first spot and judged on its deal (empty when none was placed).
  var sideBets: [SideBetResult]

  /// The positions of the table's player's spots, in seat order.
  var spots: [Int] { players.indices.filter { players[$0] == nil } }
}
