public import CardKit

// The end of a round: the dealer's play and the settlement of every bet.

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
    do {
      try dealer.playTurn(&_dealer, drawsToTotal: _progress.dealerDraws, rules: _rules, from: &source)
    } catch {
      voidRound()
      throw .outOfCards
    }
    settle()
  }

  /// Plays the dealer's hand with the house rules (``StandardDealer``), then settles every bet.
  @inlinable
  public mutating func playDealer<Source: CardSource>(from source: inout Source) throws(RoundError) {
    try playDealer(StandardDealer(), from: &source)
  }

  /// Decides every hand not yet settled against the dealer's hand and counts it (the one settlement every driver
  /// plays, ``Rules/settle(_:dealer:dealerBlackjack:tally:)``), adds up every hand and the insurance bet, and ends
  /// the round.
  @inlinable @inline(__always)
  mutating func settle() {
    let dealerBlackjack = _dealer.isBlackjack
    let dealerValue = _dealer._value
    let rules = _rules
    var total = Money.zero
    var tally = RoundTally()
    _hands.updateEach { hand in
      total = total + rules.settle(&hand, dealer: dealerValue, dealerBlackjack: dealerBlackjack, tally: &tally)
    }
    if !_progress.isVoid && _progress.insurance > .zero {
      total = total + rules.insuranceNet(_progress.insurance, dealerBlackjack: dealerBlackjack)
    }
    _progress.peekPending = false
    _progress.net = total
    _progress.tally = tally
    _progress.phase = .settled
  }

  /// Ends the round with every bet returned, insurance included.
  @inlinable
  mutating func voidRound() {
    _progress.isVoid = true
    let rules = _rules
    _hands.updateEach { $0.settle(.push, rules: rules) }
    settle()
  }
}
