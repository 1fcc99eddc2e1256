/// A strategy that plays by a chart: on a hand that has not been split, its decision depends only on the hand's two
/// cards (for the first decision) or, with three or more cards, on the hand's hard total, whether it holds an ace
/// and the dealer's up card — never on how many cards make the total, and never on anything outside the
/// ``Decision``.
///
/// Such a strategy's choices can be looked up in a ``DecisionTable`` instead of being worked out at every decision,
/// which is how the simulator plays its rounds fastest
/// (``Table/playPreparedCharted(bet:strategy:decisions:pages:)``).
public protocol ChartStrategy: PlayerStrategy {
  /// Whether every value of the type declines insurance (and even money) on every hand: its decision tables then
  /// hold no insurance, and the simulator's charted rounds leave out the test for it. `false` unless a type says so;
  /// a ``DecisionTable`` worked out for a strategy that says so and insures anyway is refused.
  static var declinesInsurance: Bool { get }
}

extension ChartStrategy {
  /// `false`: a strategy may take insurance unless its type says otherwise.
  public static var declinesInsurance: Bool { false }
}

extension BasicStrategy: ChartStrategy {
  /// `true`: a chart of basic strategy never takes insurance.
  public static var declinesInsurance: Bool { true }
}

extension NeverBustStrategy: ChartStrategy {
  /// `true`: the never-bust player never takes insurance.
  public static var declinesInsurance: Bool { true }
}

extension MimicDealerStrategy: ChartStrategy {
  /// `true`: the player who mimics the dealer never takes insurance.
  public static var declinesInsurance: Bool { true }
}
