public import CardKit

// The start of a round: the deal, then the round procedure up to the first request it waits for.

extension Round {
  /// Deals player, dealer up, player, dealer hole (the hole card only under PEEK: ``DealtCards``, the one statement of
  /// the deal's order), then proceeds to the first request the round waits for: insurance with an ace up, otherwise
  /// the player's first decision, or the dealer when the player has none (a settled round waits for nothing).
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
    try proceed(.none, from: &source)
  }

  /// Hands the round procedure one request (or none) and lets it go on until it waits for the next.
  @inlinable @inline(__always)
  mutating func proceed<Source: CardSource>(
    _ request: RequestDecider.Request, from source: inout Source
  ) throws(RoundError) {
    var decider = RequestDecider(request)
    try proceed(&decider, dealer: StandardDealer(), from: &source)
  }

  /// Lets the round procedure go on with `decider`'s decisions and `dealer`'s play until it waits or is settled.
  @inlinable @inline(__always)
  mutating func proceed<Decider: RoundDecider, Dealer: DealerStrategy, Source: CardSource>(
    _ decider: inout Decider, dealer: Dealer, from source: inout Source
  ) throws(RoundError) {
    try _rules.proceed(
      hands: &_hands, dealer: &_dealer, progress: &_progress, decider: &decider, dealerPlay: dealer, from: &source)
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
    try proceed(.insurance(take), from: &source)
  }
}
