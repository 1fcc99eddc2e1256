public import CardKit

// The end of a round: the dealer's play, handed to the round procedure, and a void round.

extension Round {
  /// Plays the dealer's hand with a dealer strategy, then settles every bet.
  ///
  /// Without a hole card (ENHC) the dealer first takes the second card. The dealer does not draw further when
  /// it has a blackjack or when no player hand is still live. Whatever the strategy says, the dealer stops at a
  /// bust, and a hand that is full (twenty-one aces) takes no more cards.
  ///
  /// - Throws: ``RoundError/wrongPhase(request:phase:)`` when it is not the dealer's turn (the round is unchanged);
  ///   ``RoundError/outOfCards`` when the source runs dry (the round is then void, every bet returned).
  @inlinable @inline(__always)
  public mutating func playDealer<Dealer: DealerStrategy, Source: CardSource>(
    _ dealer: Dealer, from source: inout Source
  ) throws(RoundError) {
    guard phase == .dealerTurn else { throw .wrongPhase(request: "play the dealer", phase: phase) }
    var decider = RequestDecider(.dealer)
    try proceed(&decider, dealer: dealer, from: &source)
  }

  /// Plays the dealer's hand with the house rules (``StandardDealer``), then settles every bet.
  @inlinable
  public mutating func playDealer<Source: CardSource>(from source: inout Source) throws(RoundError) {
    try playDealer(StandardDealer(), from: &source)
  }

  /// Ends the round with every bet returned, insurance included.
  @inlinable
  mutating func voidRound() {
    _rules.voidRound(hands: &_hands, dealer: _dealer, progress: &_progress)
  }
}
