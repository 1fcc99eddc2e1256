import BlackjackEngine

/// The bets Enter or `deal` repeat: the last main bet, and the side bets (those the table offers, those placed with
/// the last bet, and the round as dealt while a result waits for the hole card; see ``SideBetDesk``).
struct BetMemory {
  /// The last bet placed.
  var last: Money?
  /// The side bets.
  var sideBets = SideBetDesk()
}
