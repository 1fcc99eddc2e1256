public import BlackjackEngine

/// A card counter's play: a basic-strategy chart, deviating by an index table at the current count.
///
/// The count is the counter's betting count (the floored or rounded true count of a balanced system, the running
/// count of an unbalanced one) as the counter reads it for this decision; whoever drives the round sets it.
public struct CountingStrategy: PlayerStrategy {
  /// The chart played where no index play applies.
  public var chart: BasicStrategy
  /// The index plays (an empty table to play the chart at every count).
  @usableFromInline var table: IndexTable
  /// Whether there are index plays: read instead of unwrapping an optional table at every decision, which would copy
  /// it (and count references to its storage).
  @usableFromInline let playsIndices: Bool
  /// The count the decision is made at.
  public var count: Int

  /// A counter playing `chart` with `indices` at `count`.
  public init(chart: BasicStrategy, indices: IndexTable?, count: Int = 0) {
    self.chart = chart
    table = indices ?? (try! IndexTable(name: "none", plays: []))  // cannot fail: no plays, so none twice
    playsIndices = indices != nil
    self.count = count
  }

  /// The index plays, or `nil` when the chart is played at every count.
  public var indices: IndexTable? { playsIndices ? table : nil }

  /// The index table's action at the count, or the chart's.
  @inlinable @inline(__always)
  public func action(for decision: Decision) -> Action {
    if playsIndices {
      let candidates = table.candidates(decision.hand, decision.upCard, decision.legal)
      if candidates != 0 { return table.action(for: decision, candidates, count, chart) }
    }
    return chart.action(for: decision)
  }

  /// Insurance (or even money) by the insurance index; never without one.
  @inlinable
  public func takesInsurance(hand: HandSituation, rules: Rules) -> Bool {
    playsIndices && table.takesInsurance(count: count)
  }
}

/// At a given ``CountingStrategy/count``: index plays are by total (or pair) and up card, like the chart's cells.
extension CountingStrategy: ChartStrategy {}
