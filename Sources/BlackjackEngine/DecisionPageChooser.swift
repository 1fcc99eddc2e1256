public import CardKit

/// Chooses, once the first cards of a charted round are dealt, the page of a ``DecisionTable`` the round is played
/// by (``Table/playPreparedCharted(bet:strategy:decisions:pages:)``): a counter reads the count then.
///
/// A protocol rather than a closure, so that the driver is specialised for each chooser and the chooser's code,
/// constants included, folds into it.
public protocol DecisionPageChooser<Player> {
  /// The strategy the rounds are played with.
  associatedtype Player: ChartStrategy

  /// The page for a round whose player holds `first` and `second` against `upCard`. It may change `strategy` (a
  /// counter's count), which plays the round if the driver hands it to ``Round``.
  mutating func page(first: Card, second: Card, upCard: Card, strategy: inout Player) -> Int
}

/// Always the first page: the chooser for a table of a single page, a strategy whose decisions never change.
public struct FirstDecisionPage<Player: ChartStrategy>: DecisionPageChooser {
  /// The chooser.
  @inlinable
  public init() {}

  /// Page 0.
  @inlinable @inline(__always)
  public func page(first: Card, second: Card, upCard: Card, strategy: inout Player) -> Int { 0 }
}
