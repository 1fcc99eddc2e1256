public import CardKit

extension Round {
  /// Plays the rest of the round automatically: insurance and every decision by `strategy`, then the dealer.
  ///
  /// This is how the simulator plays; it goes through exactly the same state machine as a person at the prompt.
  ///
  /// - Throws: ``RoundError/outOfCards`` when the source runs dry (the round is then void).
  @inlinable
  public mutating func play<Player: PlayerStrategy, Dealer: DealerStrategy, Source: CardSource>(
    _ strategy: Player, dealer: Dealer, from source: inout Source
  ) throws(RoundError) {
    try playDecisions(strategy, from: &source)
    if phase == .dealerTurn {
      try playDealer(dealer, from: &source)
    }
  }

  /// Answers insurance and plays every decision by `strategy`, stopping when the dealer is to play (or the round is
  /// settled): how one position of a table with several is played before the dealer's turn.
  ///
  /// - Throws: ``RoundError/outOfCards`` when the source runs dry (the round is then void).
  @inlinable @inline(__always)
  public mutating func playDecisions<Player: PlayerStrategy, Source: CardSource>(
    _ strategy: Player, from source: inout Source
  ) throws(RoundError) {
    try answerInsurance(strategy, from: &source)
    while phase == .playerTurn {
      let current = situation
      let legal = _rules.legalActions(for: current)
      let action = strategy.action(
        for: Decision(hand: current, upCard: _dealer._upRank, legal: legal, rules: _rules))
      if _fastPath(legal.contains(action)) {
        try applyLegal(action, from: &source)
      } else {
        throw refusal(of: action)  // the illegal-action error naming the strategy's mistake
      }
    }
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
