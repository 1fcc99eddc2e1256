/// The player's hands in a round, in playing order, as the round procedure keeps them
/// (``Rules/proceed(hands:dealer:progress:decider:dealerPlay:from:)``): every card of each (``HandSlots``, for a
/// ``Round``) or only their totals (``TotalSlots``, for the simulator's charted rounds).
@usableFromInline
protocol RoundHands {
  /// One hand.
  associatedtype Hand: PlayerCards
  /// How many hands are in play (1 to ``Rules/handLimit``).
  var count: Int { get }
  /// The hand at `index` (0 ..< ``count``).
  subscript(index: Int) -> Hand { get set }
  /// Puts `hand` at `index`, moving the hands from there on one place later.
  mutating func insert(_ hand: Hand, at index: Int)
  /// Changes every hand in place, in playing order.
  mutating func updateEach(_ change: (inout Hand) -> Void)
}

extension HandSlots: RoundHands {}
