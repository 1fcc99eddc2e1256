/// A strategy that plays by a chart: on a hand that has not been split, its decision depends only on the hand's two
/// cards (for the first decision) or, with three or more cards, on the hand's hard total, whether it holds an ace
/// and the dealer's up card — never on how many cards make the total, and never on anything outside the
/// ``Decision``.
///
/// Such a strategy's choices can be looked up in a ``DecisionTable`` instead of being worked out at every decision,
/// which is how the simulator plays its rounds fastest
/// (``Table/playPreparedCharted(bet:strategy:decisions:pages:)``).
public protocol ChartStrategy: PlayerStrategy {}

extension BasicStrategy: ChartStrategy {}
extension NeverBustStrategy: ChartStrategy {}
extension MimicDealerStrategy: ChartStrategy {}
