public import CardKit

/// A ``ChartDecider`` for a charted round whose player takes insurance (never even money, which the charted rounds'
/// totals cannot keep): the table's first decision says so (``DecisionTable/insuredMark``). Every other answer is the
/// chart decider's.
///
/// A type of its own, so that the decider of the simulator's loop declines insurance with no test: an insured round
/// is played out of line (``Table/playPreparedCharted(bet:strategy:decisions:pages:)``).
@usableFromInline
struct InsuringChartDecider: RoundDecider {
  /// The decisions, which split now: an insured round is played whole, out of line.
  @usableFromInline var chart: ChartDecider

  @inlinable @inline(__always)
  init(_ chart: ChartDecider) {
    precondition(chart.splitsNow, "an insured round is played whole, its splits included")
    self.chart = chart
  }

  /// The chart's decisions are legal.
  @inlinable @inline(__always)
  static var decidesLegally: Bool { ChartDecider.decidesLegally }

  /// Always: the player insures the hand the first decision was looked up for.
  @inlinable @inline(__always)
  func takesInsurance<Hand: PlayerCards>(on hand: Hand, rules: Rules) -> Bool? { true }

  /// The chart's action.
  @inlinable @inline(__always)
  func action<Hand: PlayerCards>(
    on hand: Hand, handCount: Int, upCard: Rank, rules: Rules, legal: ActionSet?
  ) -> Action? {
    chart.action(on: hand, handCount: handCount, upCard: upCard, rules: rules, legal: legal)
  }

  @inlinable @inline(__always)
  func dealerPlays() -> Bool { true }

  /// `true` (checked when it is made), so that the compiler leaves no waiting at a split in the insured round.
  @inlinable @inline(__always)
  var splitsNow: Bool { true }
}
