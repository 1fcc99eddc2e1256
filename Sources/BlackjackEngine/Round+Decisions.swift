public import CardKit

// The player's turn: an action on the active hand, checked here, played by the round procedure.

extension Round {
  /// Plays an action on the active hand, then moves on to the next hand or to the dealer as needed.
  ///
  /// Under early surrender with an ace or ten up, the dealer checks for blackjack when the player first chooses
  /// anything but surrender; a dealer blackjack then settles the round before the action is taken.
  ///
  /// - Throws: ``RoundError/illegalAction(_:reason:legal:)`` saying why the action is not allowed,
  ///   ``RoundError/wrongPhase(request:phase:)`` outside the player's turn; the round is unchanged.
  ///   ``RoundError/outOfCards`` when the source runs dry: the round is then void, every bet returned.
  @inlinable @inline(__always)
  public mutating func apply<Source: CardSource>(_ action: Action, from source: inout Source) throws(RoundError) {
    guard phase == .playerTurn else { throw .wrongPhase(request: action.name, phase: phase) }
    let current = situation
    guard _rules.legalActions(for: current).contains(action) else { throw _rules.refusal(of: action, for: current) }
    try proceed(.action(action), from: &source)
  }
}
