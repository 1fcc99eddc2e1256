public import CardKit

// The start of a round: the deal, the insurance question and the dealer's peek.

extension Round {
  /// Deals player, dealer up, player, dealer hole (the hole card only under PEEK: ``DealtCards``, the one statement of
  /// the deal's order), then moves to the first phase: insurance with an ace up, otherwise the peek and the player's
  /// turn.
  @inlinable @inline(__always)
  mutating func deal<Source: CardSource>(from source: inout Source) throws(RoundError) {
    let dealt: DealtCards
    do {
      dealt = try DealtCards(dealing: _rules, from: &source)
    } catch {
      voidRound()
      throw .outOfCards
    }
    _hands.update(0) {
      $0.take(dealt.first)
      $0.take(dealt.second)
    }
    _dealer.takeUpCard(dealt.up)
    if let hole = dealt.hole { _dealer.take(hole) }
    if _rules.offersInsurance(showing: _dealer._upRank) {
      _progress.phase = .insurance
    } else {
      try peek(from: &source)
    }
  }

  /// Answers the insurance question when the dealer shows an ace.
  ///
  /// Taking insurance places a side bet of half the main bet that pays 2:1 if the dealer has blackjack. Holding a
  /// blackjack, taking it means *even money*: the hand is paid 1:1 at once, whatever the dealer holds.
  ///
  /// - Throws: ``RoundError/wrongPhase(request:phase:)`` when no insurance question is open.
  @inlinable @inline(__always)
  public mutating func resolveInsurance<Source: CardSource>(
    _ take: Bool, from source: inout Source
  ) throws(RoundError) {
    guard phase == .insurance else { throw .wrongPhase(request: "answer insurance", phase: phase) }
    if take {
      if _hands[0].isBlackjack {
        let rules = _rules
        _hands.update(0) { $0.settle(.evenMoney, rules: rules) }
        settle()
        return
      }
      _progress.insurance = _rules.insuranceBet(for: _hands[0]._bet)
    }
    _progress.phase = .playerTurn
    try peek(from: &source)
  }

  /// The dealer's peek for blackjack (under PEEK with an ace or ten up), then the player's turn, or straight to
  /// the dealer for a player blackjack.
  ///
  /// Under early surrender the peek waits for the player's first decision (see ``applyLegal(_:from:)``).
  @inlinable @inline(__always)
  mutating func peek<Source: CardSource>(from source: inout Source) throws(RoundError) {
    switch _rules.peek(
      showing: _dealer._upRank, dealerBlackjack: _dealer.isBlackjack, playerBlackjack: _hands[0].isBlackjack)
    {
    case .play: break
    case .settles:
      settle()
      return
    case .waitsForSurrender: _progress.peekPending = true
    }
    _progress.phase = .playerTurn
    try advance(from: &source)
  }
}
