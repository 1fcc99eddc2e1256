public import CardKit

// The player's turn: actions on the active hand, hand after hand, then the hand-over to the dealer.

extension Round {
  /// Plays an action on the active hand, then moves on to the next hand or to the dealer as needed.
  ///
  /// Under early surrender with an ace or ten up, the dealer checks for blackjack when the player first chooses
  /// anything but surrender; a dealer blackjack then settles the round before the action is taken.
  ///
  /// - Throws: ``RoundError/illegalAction(_:reason:legal:)`` saying why the action is not allowed,
  ///   ``RoundError/wrongPhase(request:phase:)`` outside the player's turn; the round is unchanged.
  ///   ``RoundError/outOfCards`` when the source runs dry: the round is then void, every bet returned.
  @inlinable @inline(__always)
  public mutating func apply<Source: CardSource>(_ action: Action, from source: inout Source) throws(RoundError) {
    guard phase == .playerTurn else { throw .wrongPhase(request: action.name, phase: phase) }
    guard legalActions.contains(action) else { throw refusal(of: action) }
    try applyLegal(action, from: &source)
  }

  /// The error refusing an illegal action on the active hand, with the rules' reason and the legal actions; kept
  /// out of line, off the simulator's hot path.
  @usableFromInline @inline(never)
  func refusal(of action: Action) -> RoundError {
    let current = situation
    let legal = _rules.legalActions(for: current)
    return .illegalAction(action, reason: _rules.reasonIllegal(action, for: current) ?? "not allowed", legal: legal)
  }

  /// Plays an action already known to be legal on the active hand during the player's turn.
  @inlinable @inline(__always)
  mutating func applyLegal<Source: CardSource>(_ action: Action, from source: inout Source) throws(RoundError) {
    if _progress.peekPending {
      _progress.peekPending = false
      if action != .surrender && _dealer.isBlackjack {
        settle()
        return
      }
    }
    let index = _progress.active
    if action == .split {
      split(at: index)
    } else {
      // The one step every driver plays (``Rules/play(_:on:from:)``).
      var hand = _hands[index]
      do {
        try _rules.play(action, on: &hand, from: &source)
      } catch {
        voidRound()
        throw .outOfCards
      }
      _hands.update(index) { $0 = hand }
    }
    try advance(from: &source)
  }

  /// Splits the pair at `index` into two hands of one card each, each with the pair's bet; the new hand follows it.
  /// The one split every driver plays (``Rules/split(_:)``).
  @inlinable
  mutating func split(at index: Int) {
    var hand = _hands[index]
    let newHand = _rules.split(&hand)
    _hands.update(index) { $0 = hand }
    _hands.insert(newHand, at: index + 1)
  }

  /// Skips finished hands, deals the second card to freshly split hands, and hands over to the dealer when the
  /// player has nothing left to decide.
  @inlinable @inline(__always)
  mutating func advance<Source: CardSource>(from source: inout Source) throws(RoundError) {
    if _hands.count == 1 {
      // An unsplit round's lone hand, read from its own slot (see HandSlots); it always holds its two cards.
      if _progress.active == 0 {
        if awaitsDecision(_hands.first, at: 0) { return }
        _hands.first.set(PlayerHand.finishedFlag)
        _progress.active = 1
      }
      finishPlayerTurn()
      return
    }
    while _progress.active < _hands.count {
      let index = _progress.active
      // A split hand (one card) gets its second card when its turn comes (``Rules/dealSplitCard(to:from:)``).
      if _hands[index]._cards.length == 1 {
        var hand = _hands[index]
        do {
          try _rules.dealSplitCard(to: &hand, from: &source)
        } catch {
          voidRound()
          throw .outOfCards
        }
        _hands.update(index) { $0 = hand }
      }
      if awaitsDecision(_hands[index], at: index) { return }
      _hands.update(index) { $0.set(PlayerHand.finishedFlag) }
      _progress.active += 1
    }
    finishPlayerTurn()
  }

  /// Whether `hand`, at `index`, waits for the player: a live hand below 21 that is not a natural, except split
  /// aces that may only stand (no HSA, no resplit).
  @inlinable @inline(__always)
  func awaitsDecision(_ hand: PlayerHand, at index: Int) -> Bool {
    !hand.isFinished
      && PlayerHand.awaitsDecision(
        value: hand._value, blackjack: hand.isBlackjack, splitAces: hand.isSplitAces,
        legal: _rules.legalActions(for: situation(of: index)))
  }

  /// After the last decision: the dealer plays if some hand still needs the dealer's cards, otherwise the round
  /// settles at once.
  ///
  /// The dealer draws to a total when a hand is still live (not busted, surrendered or a natural). Without a hole
  /// card (ENHC) the dealer still takes a second card against an ace or ten when its blackjack would decide a
  /// natural, a surrender under LS ENHC, or insurance.
  @inlinable @inline(__always)
  mutating func finishPlayerTurn() {
    let anyLive = _hands.contains { $0.isLive }
    let takesTurn = _rules.dealerTakesTurn(
      showing: _dealer._upRank, hasHoleCard: _dealer._cards.length > 1, anyLive: anyLive,
      insured: _progress.insurance > .zero, anyBlackjack: _hands.contains { $0.isBlackjack },
      anySurrendered: _hands.contains { $0.isSurrendered })
    if takesTurn {
      _progress.dealerDraws = anyLive
      _progress.phase = .dealerTurn
    } else {
      settle()
    }
  }
}
