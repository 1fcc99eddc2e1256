/// A table round of several positions in play at a ``Table`` (see `Table+Positions.swift`): the positions' round,
/// who decides each, and which of the table's player's spots the table's current round is.
struct TablePositions: Sendable {
  /// Every position's round; the spot at ``current`` is stale while the table plays it as its own round.
  var round: TableRound
  /// The strategy of each position, `nil` at the table's player's spots.
  var players: [(any PlayerStrategy)?]
  /// The position the table's current round is.
  var current: Int
  /// Whether the dealer has played and the table's player's spots are settled into the bankroll.
  var isFinished = false

  /// The positions of the table's player's spots, in seat order.
  var spots: [Int] { players.indices.filter { players[$0] == nil } }
}
