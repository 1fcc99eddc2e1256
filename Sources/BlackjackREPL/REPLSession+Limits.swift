import BlackjackEngine

extension REPLSession {
  /// The table limits of `play --min` and `--max`: the minimum at least ``minimumBet``, the maximum at least the
  /// minimum, and a bankroll that covers the minimum.
  ///
  /// - Throws: ``PlayOptionsError/badLimits(_:)`` saying which limit is wrong and what is allowed.
  static func limits(_ options: PlayOptions, bankroll: Money) throws(PlayOptionsError) -> (Money, Money?) {
    var minimum = minimumBet
    if let text = options.tableMinimum {
      guard let amount = Money(text), amount >= minimumBet else {
        throw .badLimits("--min '\(text)' is not usable; give an amount such as 5 or 25, at least \(minimumBet)")
      }
      minimum = amount
    }
    var maximum: Money?
    if let text = options.tableMaximum {
      guard let amount = Money(text), amount >= minimum else {
        throw .badLimits("--max '\(text)' is not usable; give an amount of at least the table minimum, \(minimum)")
      }
      maximum = amount
    }
    guard bankroll >= minimum else {
      throw .badLimits(
        "the bankroll of \(bankroll) cannot cover the table minimum of \(minimum); lower --min or raise --bankroll")
    }
    return (minimum, maximum)
  }

  /// The most the player may bet now: the table maximum or the bankroll, whichever is less.
  var largestBet: Money { tableMaximum.map { min($0, bankroll) } ?? bankroll }

  /// What Enter (or `deal`) bets between rounds, as the prompt shows it: the last bet and side bets while the
  /// bankroll covers them on every spot; else the last bet alone; else, after losses or a rebuy, the largest whole
  /// bet the bankroll covers on every spot (within the table's limits); `nil` before any bet or when broke.
  var repeatBet: (bet: Money, sideBets: [SideBetStake])? {
    guard let lastBet = bets.last else { return nil }
    let spots = max(seatStyles.filter { $0 == nil }.count, 1)
    let sides = bets.sideBets.lastStakes.reduce(Money(cents: 0)) { $0 + $1.stake }
    // The side bets ride on the first spot only.
    if lastBet * spots + sides <= bankroll { return (lastBet, bets.sideBets.lastStakes) }
    if lastBet * spots <= bankroll { return (lastBet, []) }
    var fit = Money(units: bankroll.cents / spots / 100)
    if let tableMaximum { fit = min(fit, tableMaximum) }
    return fit >= tableMinimum ? (fit, []) : nil
  }

  /// The warning shown at the start and by `rules` when blackjack pays less than 3:2; `nil` otherwise.
  ///
  /// A natural comes about once in 21 hands (4.75 % of six-deck deals: 2 × 24/312 × 96/311), so paying 6:5
  /// instead of 3:2 (0.3 units less a blackjack) costs about 1.4 % of every bet (Wizard of Odds puts the rule at
  /// +1.39 % for the house).
  static func payoutWarning(_ rules: Rules) -> String? {
    let payout = rules.blackjackPayout
    guard payout.numerator * 2 < payout.denominator * 3 else { return nil }
    let cost = payout.numerator * 5 == payout.denominator * 6 ? ", which costs you about 1.4 % of every bet" : ""
    return "Warning: blackjack pays only \(payout.numerator):\(payout.denominator) here, not 3:2\(cost)."
  }
}
