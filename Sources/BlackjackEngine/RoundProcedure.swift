public import CardKit

extension Rules {
  /// The round, stated once, from its first cards to its settlement: the insurance question (even money for a
  /// natural), the dealer's peek and the naturals it settles, the player's decisions hand after hand (surrender,
  /// early, late or under ENHC; double; split and resplit, each split hand taking its second card when its turn comes;
  /// split aces), the dealer's turn (the hole card without a peek) and the settlement of every bet.
  ///
  /// Every driver plays its rounds through this, specialised by the compiler for its storage and its decisions:
  /// ``Round`` keeps every card (``HandSlots``, ``DealerHand``) and takes the player's requests one at a time
  /// (``RequestDecider``) or a strategy's (``StrategyDecider``); the simulator's charted rounds keep only totals
  /// (``TotalSlots``, ``DealerTotal``) and look their decisions up in a byte table (``ChartDecider``,
  /// ``InsuringChartDecider``). Each step is a rule function of its own
  /// (``peek(showing:dealerBlackjack:playerBlackjack:)``, ``play(_:on:from:)``,
  /// ``split(_:)``, ``dealSplitCard(to:from:)``,
  /// ``dealerTakesTurn(showing:hasHoleCard:anyLive:insured:anyBlackjack:anySurrendered:)``, the dealer's turn and
  /// ``settle(_:dealer:dealerBlackjack:tally:)``); this says in which order they come.
  ///
  /// The round goes on from where `progress` stands (after the deal, ``Round/Progress/Stage/dealt``) until it is
  /// settled, `decider` has no answer yet or leaves a split to a later call (``RoundDecider/splitsNow``): it then
  /// waits where it is, and proceeds from there when called again.
  ///
  /// - Throws: ``RoundError/illegalAction(_:reason:legal:)`` for an action the rules refuse (from a decider that
  ///   does not decide legally): the round waits at that decision, the steps before it in this call kept.
  ///   ``RoundError/outOfCards`` when `source` runs dry: the round is then void, every bet returned. Hands that keep no
  ///   settlement before the round's end (``PlayerCards/keepsEarlySettlement``: the charted rounds' totals, whose shoe
  ///   cannot run dry) trap instead.
  @usableFromInline @_transparent
  func proceed<
    Hands: RoundHands, Dealer: DealerCards, Decider: RoundDecider, DealerPlay: DealerStrategy, Source: CardSource
  >(
    hands: inout Hands, dealer: inout Dealer, progress: inout Round.Progress, decider: inout Decider,
    dealerPlay: DealerPlay, from source: inout Source
  ) throws(RoundError) {
    let upRank = dealer.upRank
    if progress.stage == .dealt {
      progress.stage = offersInsurance(showing: upRank) ? .insurance : .peek
    }
    if progress.stage == .insurance {
      guard let take = decider.takesInsurance(on: hands[0], rules: self) else { return }
      if take {
        if hands[0].isBlackjack {
          settleEarly(&hands[0], .evenMoney)
          settleRound(hands: &hands, dealer: dealer, progress: &progress)
          return
        }
        progress.insurance = insuranceBet(for: hands[0].stake)
      }
      progress.stage = .peek
    }
    // Whether the dealer is known to hold no natural: two cards that the peek settled, or could not make one. A
    // round resumed later works it out again from the dealer's cards, at the end.
    var dealerHasNoNatural = false
    if progress.stage == .peek {
      switch peek(showing: upRank, dealerBlackjack: dealer.isBlackjack, playerBlackjack: hands[0].isBlackjack) {
      case .play: dealerHasNoNatural = dealer.cardCount > 1
      case .settles:
        settleRound(hands: &hands, dealer: dealer, progress: &progress)
        return
      case .waitsForSurrender: progress.peekPending = true
      }
      progress.stage = .playerTurn
    }
    if progress.stage == .playerTurn {
      // The unsplit hand is played at its known place, so that the compiler keeps it in registers; split hands, and
      // a round resumed after a split, go hand after hand.
      if hands.count == 1 && progress.active == 0 {
        guard
          try playHand(
            at: 0, hands: &hands, dealer: dealer, progress: &progress, decider: &decider, from: &source)
        else { return }
      }
      while progress.active < hands.count {
        guard
          try playHand(
            at: progress.active, hands: &hands, dealer: dealer, progress: &progress, decider: &decider,
            from: &source)
        else { return }
      }
      var anyLive = false
      var anyBlackjack = false
      var anySurrendered = false
      for index in 0..<hands.count {
        let hand = hands.count == 1 ? hands[0] : hands[index]
        anyLive = anyLive || hand.needsDealer
        anyBlackjack = anyBlackjack || hand.isBlackjack
        anySurrendered = anySurrendered || hand.isSurrendered
      }
      let takesTurn = dealerTakesTurn(
        showing: upRank, hasHoleCard: dealer.cardCount > 1, anyLive: anyLive, insured: progress.insurance > .zero,
        anyBlackjack: anyBlackjack, anySurrendered: anySurrendered)
      guard takesTurn else {
        settleRound(hands: &hands, dealer: dealer, progress: &progress)
        return
      }
      progress.dealerDraws = anyLive
      progress.stage = .dealerTurn
    }
    guard progress.stage == .dealerTurn, decider.dealerPlays() else { return }
    do {
      try dealerPlay.playTurn(
        &dealer, drawsToTotal: progress.dealerDraws, mayHoldNatural: !dealerHasNoNatural, rules: self, from: &source)
    } catch {
      voidRound(hands: &hands, dealer: dealer, progress: &progress)
      throw .outOfCards
    }
    settleRound(hands: &hands, dealer: dealer, dealerHasNoNatural: dealerHasNoNatural, progress: &progress)
  }

  /// The player's turn on the hand at `index`: a split hand's second card, then the decisions until the hand is
  /// finished (a split makes the next hand, and the split hand plays on), the decider waits (or leaves a split to a
  /// later call: the hand is kept unsplit), or, under early surrender, the dealer's blackjack settles the round.
  ///
  /// - Returns: Whether the hand is finished, and the next comes (``Round/Progress/active``); `false` when the round
  ///   waits or is settled.
  /// - Throws: as ``proceed(hands:dealer:progress:decider:dealerPlay:from:)``.
  @usableFromInline @_transparent
  func playHand<Hands: RoundHands, Dealer: DealerCards, Decider: RoundDecider, Source: CardSource>(
    at index: Int, hands: inout Hands, dealer: Dealer, progress: inout Round.Progress, decider: inout Decider,
    from source: inout Source
  ) throws(RoundError) -> Bool {
    var hand = hands[index]
    var refused: RoundError?
    do throws(DeckError) {
      // A split hand takes its second card when its turn comes. (A round of one hand has none: a split makes two.)
      if hands.count > 1 && hand.cardCount == 1 { try dealSplitCard(to: &hand, from: &source) }
      decisions: while awaitsDecision(hand, handCount: hands.count) {
        // The rules' actions, for a decider whose choices the round checks.
        let legal = Decider.decidesLegally ? nil : legalActions(for: hand.situation(handCount: hands.count))
        guard
          let action = decider.action(
            on: hand, handCount: hands.count, upCard: dealer.upRank, rules: self, legal: legal)
        else {
          hands[index] = hand
          return false
        }
        if let legal, !legal.contains(action) {
          refused = refusal(of: action, for: hand.situation(handCount: hands.count))
          break decisions
        }
        // Under early surrender the dealer checks for blackjack once the player chooses anything else.
        if progress.peekPending {
          progress.peekPending = false
          if action != .surrender && dealer.isBlackjack {
            hands[index] = hand
            settleRound(hands: &hands, dealer: dealer, progress: &progress)
            return false
          }
        }
        if action == .split {
          // A decider may leave its splits to a later call (``RoundDecider/splitsNow``): the round waits here,
          // before the split, and makes it then.
          guard decider.splitsNow else {
            hands[index] = hand
            return false
          }
          hands.insert(split(&hand), at: index &+ 1)
          try dealSplitCard(to: &hand, from: &source)
          continue
        }
        guard try play(action, on: &hand, from: &source) else { break }
      }
    } catch {
      hands[index] = hand
      voidRound(hands: &hands, dealer: dealer, progress: &progress)
      throw .outOfCards
    }
    if let refused {
      hands[index] = hand
      throw refused
    }
    hand.set(PlayerHand.finishedFlag)
    hands[index] = hand
    progress.active = index &+ 1
    return true
  }

  /// Whether `hand`, one of `handCount` hands, waits for a decision: below 21 (a natural is worth 21), and, for split
  /// aces, allowed more than to stand (no HSA, no resplit leaves them only that). Split aces come only in a round of
  /// more than one hand: a split makes two.
  ///
  /// Transparent, as the procedure is: the counting simulator's loop is large enough that the optimiser may leave
  /// an inline-always function out of line there, a call for every decision.
  @usableFromInline @_transparent
  func awaitsDecision<Hand: PlayerCards>(_ hand: Hand, handCount: Int) -> Bool {
    PlayerHand.awaitsDecision(
      value: hand.value, splitAces: handCount > 1 && hand.isSplitAces,
      legal: legalActions(for: hand.situation(handCount: handCount)))
  }

  /// The error refusing `action` on a hand in `situation`, with the rules' reason and the legal actions; kept out of
  /// line, off the simulator's path.
  @usableFromInline @inline(never)
  func refusal(of action: Action, for situation: HandSituation) -> RoundError {
    .illegalAction(
      action, reason: reasonIllegal(action, for: situation) ?? "not allowed", legal: legalActions(for: situation))
  }

  /// Settles `hand` with `outcome` before the round's end (even money, a void round).
  ///
  /// - Precondition: The hand keeps such a settlement (``PlayerCards/keepsEarlySettlement``).
  @inlinable @inline(__always)
  func settleEarly<Hand: PlayerCards>(_ hand: inout Hand, _ outcome: HandOutcome) {
    precondition(Hand.keepsEarlySettlement, "this round's hands are settled only at its end")
    hand.settle(outcome, net: net(for: outcome, bet: hand.stake))
  }

  /// Decides every hand not yet settled against the dealer's hand and counts it
  /// (``settle(_:dealer:dealerBlackjack:tally:)``), adds up every hand and the insurance bet, and ends the round.
  /// `dealerHasNoNatural` says that the dealer is known to hold none (the peek settled it), which its cards would
  /// say too.
  @usableFromInline @_transparent
  func settleRound<Hands: RoundHands, Dealer: DealerCards>(
    hands: inout Hands, dealer: Dealer, dealerHasNoNatural: Bool = false, progress: inout Round.Progress
  ) {
    assert(!(dealerHasNoNatural && dealer.isBlackjack), "the dealer holds a natural after all")
    let dealerBlackjack = !dealerHasNoNatural && dealer.isBlackjack
    let dealerValue = dealer.value
    var total = Money.zero
    var tally = RoundTally()
    if hands.count == 1 {
      total = settle(&hands[0], dealer: dealerValue, dealerBlackjack: dealerBlackjack, tally: &tally)
    } else {
      for index in 0..<hands.count {
        total = total + settle(&hands[index], dealer: dealerValue, dealerBlackjack: dealerBlackjack, tally: &tally)
      }
    }
    if !progress.isVoid && progress.insurance > .zero {
      total = total + insuranceNet(progress.insurance, dealerBlackjack: dealerBlackjack)
    }
    progress.peekPending = false
    progress.net = total
    progress.tally = tally
    progress.dealerBlackjack = dealerBlackjack
    progress.stage = .settled
  }

  /// Ends the round with every bet returned, insurance included.
  ///
  /// Transparent, as the procedure is: a call would take the address of the round's hands and progress, and the
  /// compiler would then keep them in memory rather than in registers.
  @usableFromInline @_transparent
  func voidRound<Hands: RoundHands, Dealer: DealerCards>(
    hands: inout Hands, dealer: Dealer, progress: inout Round.Progress
  ) {
    progress.isVoid = true
    for index in 0..<hands.count { settleEarly(&hands[index], .push) }
    settleRound(hands: &hands, dealer: dealer, progress: &progress)
  }
}
