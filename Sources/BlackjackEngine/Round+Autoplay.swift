public import CardKit

extension Round {
  /// Plays the rest of the round automatically: insurance and every decision by `strategy`, then the dealer.
  ///
  /// This is how the simulator plays rounds it has no chart for; it goes through the same round procedure as a
  /// person at the prompt.
  ///
  /// - Throws: ``RoundError/illegalAction(_:reason:legal:)`` when the strategy chooses an action the rules refuse
  ///   (the round waits at that decision), ``RoundError/outOfCards`` when the source runs dry (the round is then
  ///   void).
  @inlinable
  public mutating func play<Player: PlayerStrategy, Dealer: DealerStrategy, Source: CardSource>(
    _ strategy: Player, dealer: Dealer, from source: inout Source
  ) throws(RoundError) {
    var decider = StrategyDecider(strategy, throughDealer: true)
    try proceed(&decider, dealer: dealer, from: &source)
  }

  /// Answers insurance and plays every decision by `strategy`, stopping when the dealer is to play (or the round is
  /// settled): how one position of a table with several is played before the dealer's turn.
  ///
  /// - Throws: as ``play(_:dealer:from:)``.
  @inlinable @inline(__always)
  public mutating func playDecisions<Player: PlayerStrategy, Source: CardSource>(
    _ strategy: Player, from source: inout Source
  ) throws(RoundError) {
    var decider = StrategyDecider(strategy, throughDealer: false)
    try proceed(&decider, dealer: StandardDealer(), from: &source)
  }

  /// Answers the insurance question by `strategy` when the round faces it; otherwise does nothing.
  ///
  /// - Throws: ``RoundError/outOfCards`` when the source runs dry (the round is then void).
  @inlinable @inline(__always)
  public mutating func answerInsurance<Player: PlayerStrategy, Source: CardSource>(
    _ strategy: Player, from source: inout Source
  ) throws(RoundError) {
    if phase == .insurance {
      try resolveInsurance(strategy.takesInsurance(hand: situation, rules: _rules), from: &source)
    }
  }
}
