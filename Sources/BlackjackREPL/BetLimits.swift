import BlackjackEngine

/// The table's limits on a bet: `play --min` and `play --max`.
struct BetLimits {
  /// The table minimum (default ``REPLSession/minimumBet``); a bankroll below it ends a guest's session.
  var minimum: Money
  /// The table maximum, or `nil` for none (the bankroll is then the limit).
  var maximum: Money?
}
