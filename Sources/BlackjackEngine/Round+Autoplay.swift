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
    if _phase == .insurance {
      try resolveInsurance(strategy.takesInsurance(hand: situation, rules: _rules), from: &source)
    }
    while _phase == .playerTurn {
      let current = situation
      let decision = Decision(
        hand: current, upCard: _dealer.upCard.rank, legal: _rules.legalActions(for: current), rules: _rules)
      try apply(strategy.action(for: decision), from: &source)
    }
    if _phase == .dealerTurn {
      try playDealer(dealer, from: &source)
    }
  }
}
