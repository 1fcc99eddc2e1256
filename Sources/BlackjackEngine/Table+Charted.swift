public import CardKit

extension Table {
  /// Plays a whole round with a chart strategy whose decisions are looked up in `decisions`, on a shoe already
  /// prepared with ``prepareShoe()``, settles it and returns its summary: the simulator's fastest driver, and its
  /// one entry point (`FirstDecisionPage` for a table of one page).
  ///
  /// The page of `decisions` is the one `pages` chooses once the player's two cards and the up card are dealt: a
  /// counter's decisions at the count it sees then. `pages` may also change `strategy` (the counter's count), which
  /// plays the round if it is handed to ``Round``.
  ///
  /// The round goes through the same steps, in the same order, as ``Round`` does (player, up card, player, hole
  /// card under PEEK; the insurance question; the peek; the decisions; the dealer; the settlement), deciding each
  /// with the same rule functions — ``Rules/peek(showing:dealerBlackjack:playerBlackjack:)``, the hand's liveness
  /// and whether it awaits a decision (as ``PlayerHand`` states them),
  /// ``Rules/dealerTakesTurn(showing:hasHoleCard:anyLive:insured:anyBlackjack:anySurrendered:)``, the dealer's one
  /// turn (`DealerStrategy.playTurn`, generic over the dealer's hand, here its total alone), and the player's one
  /// action step and one settlement (`Rules.play` and `Rules.settle`, generic over the player's hand: here its total,
  /// stake and marks, `PlayerTotal`), which decide with
  /// ``Rules/outcome(player:playerBlackjack:surrendered:dealer:dealerBlackjack:)`` and ``Rules/net(for:bet:)`` — but
  /// keeps only the totals rather than a ``Round``'s hands. Splits are played here too, hand after hand as the round
  /// plays them, with its one split and split hand's second card (`Rules.split`, `Rules.dealSplitCard`; see
  /// ``DecisionTable/splitsHands``). A round it does not decide (insurance or even money taken, a
  /// split the table does not decide) is played from its dealt cards through ``Round`` itself, as are all rounds
  /// when `decisions` does not cover the rules (see ``DecisionTable/coversRules``). The cards dealt and the
  /// results are those of ``playPreparedRound(bet:strategy:observer:)`` for the same shoe, card for card (a
  /// differential test plays a million seeded rounds through both).
  ///
  /// Afterwards ``round`` is `nil` unless the round was played through ``Round``.
  ///
  /// - Precondition: `decisions` was worked out for the table's ``rules`` (``DecisionTable/rules``; a table of other
  ///   rules is refused, whatever its decisions), no round is in progress, `bet` is positive, the decisions are
  ///   `strategy`'s page by page as `pages` changes it, and `pages` chooses a page of `decisions`.
  ///
  /// Always inlined, into the simulator's flat loop above all: with the round inlined it played in 439 instructions a
  /// round rather than 500 when this was measured (`Scripts/bench instructions`; 442 with the split shared since).
  /// The counting loop keeps its round a call of its own (690 rather than 669 then, 687 since).
  @inlinable @inline(__always)
  public mutating func playPreparedCharted<Player: ChartStrategy, Pages: DecisionPageChooser<Player>>(
    bet: Money, strategy: inout Player, decisions: DecisionTable, pages: inout Pages
  ) -> RoundSummary {
    // Refused, not assumed: the decisions are those of the rules they were worked out for. The rules are compared,
    // and a settled round left, once for a run of charted rounds: the table accepted is known by its serial, kept
    // while the table stays idle (any round it keeps forgets it).
    if _slowPath(decisions.serial != _chartedSerial) { accept(decisions) }
    guard decisions.coversRules else { return playUncharted(bet: bet, strategy: &strategy, pages: &pages) }
    precondition(bet > .zero, "a bet must be positive")
    let rules = self.rules
    // The deal (``DealtCards``): the shoe's next four cards when they lie inside its shuffled positions, as they do for
    // nearly every round.
    let dealt: DealtCards
    if rules.holeCard == .peek, let known = _shoe.drawFourKnown() {
      dealt = DealtCards(known.0, known.1, known.2, known.3)
    } else {
      do {
        dealt = try DealtCards(dealing: rules, from: &_shoe)
      } catch {
        preconditionFailure("a charted round ran a shoe dry: \(error)")  // see chartedPlay(_:on:)
      }
    }
    let (first, up, second, hole) = (dealt.first, dealt.up, dealt.second, dealt.hole)
    let chosen = pages.page(first: first, second: second, upCard: up, strategy: &strategy)
    precondition(chosen >= 0 && chosen < decisions.pageCount, "no such page of decisions")
    let start = chosen &* DecisionTable.pageSize
    let entry = decisions.first(first.rank, second.rank, upCard: up.rank, page: start)
    if entry == DecisionTable.replay {
      return replay(bet: bet, strategy: strategy, dealt: dealt)
    }

    let upRank = up.rank
    var hand = PlayerTotal(first.rank, second.rank, bet: bet)
    let playerBlackjack = hand.isBlackjack
    var dealer = DealerTotal(upCard: upRank, hole: hole?.rank)
    // Insurance is declined (the table replays a round whose strategy takes it); the peek may settle the round (the
    // table does not cover early surrender, whose peek waits).
    if rules.peek(showing: upRank, dealerBlackjack: dealer.isBlackjack, playerBlackjack: playerBlackjack) != .settles {
      var action = Action(rawValue: entry).unsafelyUnwrapped
      while PlayerHand.awaitsDecision(value: hand.value, blackjack: playerBlackjack) {
        if hand.cardCount > 2 { action = decisions.later(hand.value, upCard: upRank, page: start) }
        if action == .split {
          return playSplit(
            pair: first.rank, bet: bet, upCard: upRank, dealer: dealer, decisions: decisions, page: start)
        }
        guard chartedPlay(action, on: &hand) else { break }
      }
      let live = PlayerHand.isLive(value: hand.value, surrendered: hand.isSurrendered, blackjack: playerBlackjack)
      chartedDealerTurn(
        upCard: upRank, dealer: &dealer, anyLive: live, anyBlackjack: playerBlackjack,
        anySurrendered: hand.isSurrendered)
    }
    let dealerBlackjack = dealer.isBlackjack
    var tally = RoundTally()
    let net = rules.settle(&hand, dealer: dealer.value, dealerBlackjack: dealerBlackjack, tally: &tally)
    _bankroll = _bankroll + net
    return RoundSummary(
      net: net, handCount: 1, tally: tally, dealerBlackjack: dealerBlackjack, dealerBust: dealer.value.isBust,
      isVoid: false)
  }

  /// Accepts `decisions` for charted rounds at this table when they were worked out for its rules, and refuses them
  /// otherwise; leaves the settled round the table keeps, if any (a charted round keeps none, nor side bets: none
  /// ride on these rounds). The checks of ``playPreparedCharted(bet:strategy:decisions:pages:)``, out of its loop.
  @usableFromInline @inline(never)
  mutating func accept(_ decisions: DecisionTable) {
    precondition(
      decisions.rules == rules,
      "a decision table worked out for \(decisions.rules.spec) cannot play at a table of \(rules.spec)")
    precondition(!isRoundInProgress, "a round is in progress")
    if !_state.isIdle { _state = .idle }
    _chartedSerial = decisions.serial
  }

  /// The dealer's turn in a charted round when it comes, as ``Round`` plays it: the one turn
  /// (``DealerStrategy/playTurn(_:drawsToTotal:rules:from:)``) on the dealer's total.
  ///
  /// Transparent, not only `@inline(__always)`: in a counter's charted round (a larger function) the optimiser kept
  /// it a call of its own, which cost 66 instructions a round; transparent functions are inlined before any other
  /// optimisation.
  @usableFromInline @_transparent
  mutating func chartedDealerTurn(
    upCard: Rank, dealer: inout DealerTotal, anyLive: Bool, anyBlackjack: Bool, anySurrendered: Bool
  ) {
    let takesTurn = rules.dealerTakesTurn(
      showing: upCard, hasHoleCard: dealer.cardCount > 1, anyLive: anyLive, insured: false, anyBlackjack: anyBlackjack,
      anySurrendered: anySurrendered)
    guard takesTurn else { return }
    do {
      try StandardDealer().playTurn(&dealer, drawsToTotal: anyLive, rules: rules, from: &_shoe)
    } catch {
      preconditionFailure("a charted round ran a shoe dry: \(error)")  // see chartedPlay(_:on:)
    }
  }

  /// The rest of a charted round whose pair of `pair`s, `bet` on it, the player splits, as ``Round`` plays it: the
  /// split (``Rules/split(_:)``), then each hand in turn takes its second card (``Rules/dealSplitCard(to:from:)``)
  /// and its decisions (a split hand may be split again, up to the rules' limit, into a hand played after it), then
  /// the dealer's turn and the settlement of every hand.
  ///
  /// Every hand split off is alike (one card of the pair's points, the pair's stake) until its turn, so the hands to
  /// come are one hand and a count.
  @inlinable @inline(never)
  mutating func playSplit(
    pair: Rank, bet: Money, upCard: Rank, dealer: DealerTotal, decisions: DecisionTable, page: Int
  ) -> RoundSummary {
    let rules = self.rules
    var hand = PlayerTotal(pair, pair, bet: bet)
    let pending = rules.split(&hand)
    let points = pair.points
    let splitAces = pair == .ace
    var hands = SplitHands()
    var waiting = 1  // hands after the one in play, each alike `pending`
    while true {
      decisions: while true {
        let card = chartedSplitCard(to: &hand)
        let handCount = hands.count &+ 1 &+ waiting
        var action = decisions.split(points, card.rank, upCard: upCard, hands: handCount, page: page)
        while true {
          switch action {
          case .split:
            _ = rules.split(&hand)
            waiting &+= 1
            continue decisions
          case .surrender:
            preconditionFailure("a split hand cannot be surrendered")
          default:
            guard chartedPlay(action, on: &hand) else { break decisions }
          }
          let awaits = PlayerHand.awaitsDecision(
            value: hand.value, blackjack: false, splitAces: splitAces,
            legal: rules.legalActions(
              for: HandSituation(
                value: hand.value, cardCount: hand.cardCount, pairPoints: nil, isSplit: true, isSplitAces: splitAces,
                handCount: handCount)))
          guard awaits else { break decisions }
          action = decisions.later(hand.value, upCard: upCard, page: page)
        }
      }
      hands.append(hand)
      guard waiting > 0 else { break }
      waiting &-= 1
      hand = pending
    }
    var dealer = dealer
    chartedDealerTurn(
      upCard: upCard, dealer: &dealer, anyLive: hands.anyLive, anyBlackjack: false, anySurrendered: false)
    let dealerBlackjack = dealer.isBlackjack
    var net = Money.zero
    var tally = RoundTally()
    for index in 0..<hands.count {
      var hand = hands[index]
      net = net + rules.settle(&hand, dealer: dealer.value, dealerBlackjack: dealerBlackjack, tally: &tally)
    }
    _bankroll = _bankroll + net
    return RoundSummary(
      net: net, handCount: hands.count, tally: tally, dealerBlackjack: dealerBlackjack, dealerBust: dealer.value.isBust,
      isVoid: false)
  }

  /// Plays a whole round through ``Round`` for ``playPreparedCharted(bet:strategy:decisions:pages:)`` when its
  /// decisions do not cover the rules, with the page chosen (and the strategy changed) as usual after the deal.
  @inlinable @inline(never)
  mutating func playUncharted<Player: ChartStrategy, Pages: DecisionPageChooser<Player>>(
    bet: Money, strategy: inout Player, pages: inout Pages
  ) -> RoundSummary {
    var round = startRound(bet: bet)
    let hand = round.hand(at: 0).cards
    _ = pages.page(first: hand[0], second: hand[1], upCard: round.upCard, strategy: &strategy)
    // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
    try? round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    _bankroll = _bankroll + round.net
    _state = .lone(round, sideBets: [])
    return round.summary
  }

  /// Plays a round whose first cards are dealt through ``Round``: the dealt cards first, then the shoe.
  @inlinable @inline(never)
  mutating func replay<Player: ChartStrategy>(bet: Money, strategy: Player, dealt: DealtCards) -> RoundSummary {
    var dealt = dealt
    var round: Round
    do {
      round = try Round(rules: rules, bet: bet, dealingFrom: &dealt)
    } catch {
      preconditionFailure("the dealt cards could not be dealt again: \(error)")
    }
    // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
    try? round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    _bankroll = _bankroll + round.net
    _state = .lone(round, sideBets: [])
    return round.summary
  }

  /// Plays `action`, any but a split, on a charted round's `hand`: the one step every driver plays
  /// (``Rules/play(_:on:from:)``), from the shoe, which cannot run dry here.
  ///
  /// A dealing shoe cannot run dry in a charted round: it reshuffles its discards when the cards behind the cut card
  /// run out, and a round never holds a whole deck: its hands (at most ``Rules/handLimit``, each below 31 points)
  /// and the dealer's (below 27) hold fewer than 150 of a deck's 380 points.
  ///
  /// - Returns: Whether the hand may go on to another decision.
  @usableFromInline @_transparent
  mutating func chartedPlay(_ action: Action, on hand: inout PlayerTotal) -> Bool {
    do {
      return try rules.play(action, on: &hand, from: &_shoe)
    } catch {
      preconditionFailure("a charted round ran a shoe dry: \(error)")
    }
  }

  /// Deals a charted round's split `hand` its second card (the one step every driver plays,
  /// ``Rules/dealSplitCard(to:from:)``) and returns it, from the shoe, which cannot run dry here (see
  /// ``chartedPlay(_:on:)``).
  @usableFromInline @_transparent
  mutating func chartedSplitCard(to hand: inout PlayerTotal) -> Card {
    do {
      return try rules.dealSplitCard(to: &hand, from: &_shoe)
    } catch {
      preconditionFailure("a charted round ran a shoe dry: \(error)")
    }
  }
}
