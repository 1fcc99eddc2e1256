extension Table {
  /// Adds money to the bankroll between rounds, as a player who buys more chips.
  ///
  /// - Throws: ``TableError/roundInProgress`` during a round, or ``TableError/round(_:)`` with
  ///   ``RoundError/invalidBet(_:)`` for an amount that is not positive; the table is unchanged.
  public mutating func rebuy(_ amount: Money) throws(TableError) {
    guard !isRoundInProgress else { throw .roundInProgress }
    guard amount > .zero else { throw .round(.invalidBet(amount)) }
    _bankroll = _bankroll + amount
  }
}
