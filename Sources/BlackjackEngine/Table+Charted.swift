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
  /// The round is the one round procedure (``Rules/proceed(hands:dealer:progress:decider:dealerPlay:from:)``), as
  /// ``Round`` plays it, specialised here for hands kept as totals (`TotalSlots` of `PlayerTotal`, `DealerTotal`) and
  /// decisions read from the page (`ChartDecider`; `InsuringChartDecider` for an insured round). A round the table
  /// does not decide (even money taken, a split the table does not decide) is played from its dealt cards through
  /// ``Round`` itself, as are all rounds when `decisions` does not cover the rules (see
  /// ``DecisionTable/coversRules``). The cards dealt and the results are
  /// those of ``playPreparedRound(bet:strategy:observer:)`` for the same shoe, card for card (a differential test plays
  /// a million seeded rounds through both).
  ///
  /// Afterwards ``round`` is `nil` unless the round was played through ``Round``.
  ///
  /// - Precondition: `decisions` was worked out for the table's ``rules`` (``DecisionTable/rules``; a table of other
  ///   rules is refused, whatever its decisions), no round is in progress, `bet` is positive, the decisions are
  ///   `strategy`'s page by page as `pages` changes it, and `pages` chooses a page of `decisions`.
  ///
  /// Always inlined, into the simulator's flat loop above all, and the round procedure with it (it is transparent). A
  /// round that splits goes on out of line from the split, so that the loop keeps one hand.
  @inlinable @inline(__always)
  public mutating func playPreparedCharted<Player: ChartStrategy, Pages: DecisionPageChooser<Player>>(
    bet: Money, strategy: inout Player, decisions: DecisionTable, pages: inout Pages
  ) -> RoundSummary {
    playPreparedCharted(
      bet: bet, strategy: &strategy, decisions: decisions, rules: decisions.rules, pages: &pages, keepsBankroll: true)
  }

  /// ``playPreparedCharted(bet:strategy:decisions:pages:)`` for a loop of rounds that reads the decisions' rules
  /// once (`rules`, which must be ``DecisionTable/rules``): the simulator's loops.
  ///
  /// The compiler cannot tell that a decision table the loop is handed stays the same across the calls in the loop
  /// (a shuffle, a round played through ``Round``), so it reads the rules the round needs from it every round; read
  /// once before the loop, they are kept out of it (15 instructions a round fewer flat, 17 counting).
  ///
  /// A loop that sums the rounds' summaries itself, and never reads the table's bankroll, passes `keepsBankroll`
  /// false: the rounds then leave the bankroll as it was (3 instructions a round fewer flat, 5 counting).
  ///
  /// - Precondition: `rules` is `decisions.rules` (checked in debug builds only).
  @inlinable @inline(__always)
  package mutating func playPreparedCharted<Player: ChartStrategy, Pages: DecisionPageChooser<Player>>(
    bet: Money, strategy: inout Player, decisions: DecisionTable, rules: Rules, pages: inout Pages,
    keepsBankroll: Bool
  ) -> RoundSummary {
    assert(rules == decisions.rules, "the rules given are not the decisions'")
    precondition(bet > .zero, "a bet must be positive")
    // Refused, not assumed: the decisions are those of the rules they were worked out for. The rules are compared,
    // and a settled round left, once for a run of charted rounds: the table accepted is known by its serial, kept
    // while the table stays idle (any round it keeps forgets it) and the rounds are the loop's (below).
    if _slowPath(decisions.serial != _chartedSerial) {
      // Decisions that insure, for a strategy whose type says it never does, would be read without their mark.
      precondition(
        !(Player.declinesInsurance && decisions.marksInsurance),
        "decisions that take insurance cannot play for \(Player.self), which declines it")
      if decisions.serial != _chartedAsideSerial && accept(decisions) {
        // Accepted for the loop's round, below.
      } else {
        guard decisions.coversRules else {
          return playUncharted(bet: bet, strategy: &strategy, pages: &pages, keepsBankroll: keepsBankroll)
        }
        return playDealing(
          bet: bet, strategy: &strategy, decisions: decisions, rules: rules, pages: &pages,
          keepsBankroll: keepsBankroll)
      }
    }
    // The deal (``DealtCards``): the shoe's next four cards when they lie inside its shuffled positions, as they do for
    // nearly every round with a hole card. Any other deal (no hole card, or the shuffled positions' end near) is
    // played out of line, so that the loop's round knows it holds a hole card. So is early surrender, which the
    // decisions never cover (its rounds were played above): the loop's round then knows that the dealer peeks at once.
    // Decisions that do not cover the rules, rules without a hole card and early surrender are never accepted for the
    // loop's round (``accept(_:)``), so they are played above. The last two are tested again here all the same: the
    // compiler then knows, in the round below, that the dealer holds a hole card and peeks at once.
    guard rules.holeCard == .peek, !rules.surrenderPrecedesPeek, let known = _shoe.drawFourKnown() else {
      return playDealing(
        bet: bet, strategy: &strategy, decisions: decisions, rules: rules, pages: &pages, keepsBankroll: keepsBankroll)
    }
    return playDealt(
      DealtCards(known.0, known.1, known.2, known.3), bet: bet, strategy: &strategy, decisions: decisions,
      rules: rules, pages: &pages, keepsBankroll: keepsBankroll)
  }

  /// ``playPreparedCharted(bet:strategy:decisions:rules:pages:keepsBankroll:)`` for a round whose first cards are
  /// not the shoe's next four known cards: dealt one by one (``DealtCards/init(dealing:from:)``), then played as any
  /// other, out of the loop's line.
  @inlinable @inline(never)
  mutating func playDealing<Player: ChartStrategy, Pages: DecisionPageChooser<Player>>(
    bet: Money, strategy: inout Player, decisions: DecisionTable, rules: Rules, pages: inout Pages,
    keepsBankroll: Bool
  ) -> RoundSummary {
    let dealt: DealtCards
    do {
      dealt = try DealtCards(dealing: rules, from: &_shoe)
    } catch {
      preconditionFailure("a charted round ran a shoe dry: \(error)")  // see playDealt
    }
    return playDealt(
      dealt, bet: bet, strategy: &strategy, decisions: decisions, rules: rules, pages: &pages,
      keepsBankroll: keepsBankroll)
  }

  /// The charted round from its dealt cards on (`dealt`): the page chosen, the first decision looked up, and the round
  /// played (``playPreparedCharted(bet:strategy:decisions:pages:)``).
  ///
  /// Transparent, as the round procedure is: the loops' functions are large enough that the optimiser may leave an
  /// inline-always function of this size out of line.
  @usableFromInline @_transparent
  mutating func playDealt<Player: ChartStrategy, Pages: DecisionPageChooser<Player>>(
    _ dealt: DealtCards, bet: Money, strategy: inout Player, decisions: DecisionTable, rules: Rules,
    pages: inout Pages, keepsBankroll: Bool
  ) -> RoundSummary {
    assert((dealt.hole != nil) == (rules.holeCard == .peek), "a hole card is dealt exactly under PEEK")
    let (first, up, second) = (dealt.first, dealt.up, dealt.second)
    let chosen = pages.page(first: first, second: second, upCard: up, strategy: &strategy)
    // One comparison, unsigned: a negative page is above the last. A table has at least one page, so the first needs
    // no check: `FirstDecisionPage`'s rounds make none.
    precondition(
      UInt(bitPattern: chosen) <= UInt(bitPattern: decisions.lastPage), "no such page of decisions")
    let start = chosen &* DecisionTable.pageSize
    let entry = decisions.first(first.rank, second.rank, upCard: up.rank, page: start)
    if entry == DecisionTable.replay {
      return replay(bet: bet, strategy: strategy, dealt: dealt, keepsBankroll: keepsBankroll)
    }
    // An insured round is played out of line, so that the loop's round declines insurance without a test of its own.
    // A strategy whose type never insures has no insured rounds: the test is then left out when the compiler
    // specialises this, before it weighs what to inline.
    if !Player.declinesInsurance && _slowPath(entry >= DecisionTable.insuredMark) {
      defer { extendLifetime(decisions) }
      return playInsured(
        bet: bet, dealt: dealt, rules: rules, keepsBankroll: keepsBankroll,
        decider: InsuringChartDecider(
          ChartDecider(page: decisions.page(at: start), first: DecisionTable.firstAction(entry), splitsNow: true)))
    }

    // The first hands, looked up in the decisions' starting totals (the cards' own arithmetic, worked out once); a
    // dealer without a hole card yet (ENHC) adds up the up card alone. The rules, not the card, say whether there is
    // a hole card (``DealtCards`` deals one exactly under PEEK): the loop's round, dealt under PEEK, knows it then.
    var hands = TotalSlots(PlayerTotal(bits: decisions.playerStart(first.rank, second.rank), bet: bet))
    var dealer =
      if rules.holeCard == .peek {
        DealerTotal(upCard: up.rank, value: decisions.dealerStart(up.rank, dealt.hole.unsafelyUnwrapped.rank))
      } else {
        DealerTotal(upCard: up.rank, hole: nil)
      }
    var progress = Round.Progress()
    // The page is read through a pointer, valid while `decisions` is: kept alive to the end of the round below.
    // The decider leaves a split to the call below, out of the loop's line: the loop then keeps one hand.
    var decider = ChartDecider(page: decisions.page(at: start), first: Action(tableByte: entry), splitsNow: false)
    do {
      try rules.proceed(
        hands: &hands, dealer: &dealer, progress: &progress, decider: &decider, dealerPlay: StandardDealer(),
        from: &_shoe)
    } catch {
      // A dealing shoe cannot run dry in a round: it reshuffles its discards when the cards behind the cut card run
      // out, and a round never holds a whole deck (its hands, at most ``Rules/handLimit``, each below 31 points, and
      // the dealer's, below 27, hold fewer than 150 of a deck's 380 points). Were it to, voiding a round of totals
      // would trap first (``PlayerCards/keepsEarlySettlement``). The table's actions are legal.
      preconditionFailure("a charted round could not be played: \(error)")
    }
    if _slowPath(progress.stage != .settled) {
      // The round waits at a split: the rest of it is played out of line, and its state passed by value, so that the
      // loop's hand, dealer and progress stay in registers.
      (hands, dealer, progress) = Self.playingSplit(
        rules: rules, hands: hands, dealer: dealer, progress: progress, decider: decider, from: &_shoe)
    }
    extendLifetime(decisions)
    if keepsBankroll { _bankroll = _bankroll + progress.net }
    return RoundSummary(
      net: progress.net, handCount: hands.count, tally: progress.tally, dealerBlackjack: progress.dealerBlackjack,
      dealerBust: dealer.value.isBust, isVoid: false)
  }

  /// The rest of a charted round that waits at a split (``playPreparedCharted(bet:strategy:decisions:pages:)``), from
  /// the split on, with `decider`'s page: the round procedure again, for a decider that splits.
  @inlinable @inline(never)
  static func playingSplit(
    rules: Rules, hands: TotalSlots, dealer: DealerTotal, progress: Round.Progress, decider: ChartDecider,
    from shoe: inout DealingShoe<Generator>
  ) -> (TotalSlots, DealerTotal, Round.Progress) {
    var (hands, dealer, progress) = (hands, dealer, progress)
    var decider = ChartDecider(page: decider.page, first: decider.first, splitsNow: true)
    do {
      try rules.proceed(
        hands: &hands, dealer: &dealer, progress: &progress, decider: &decider, dealerPlay: StandardDealer(),
        from: &shoe)
    } catch {
      preconditionFailure("a charted round could not be played: \(error)")  // as in the round above
    }
    return (hands, dealer, progress)
  }

  /// A charted round whose player takes insurance, from its deal on (`dealt`), with `decider`, which splits now: out
  /// of the loop's line (see ``playPreparedCharted(bet:strategy:decisions:pages:)``). The round procedure again.
  @inlinable @inline(never)
  mutating func playInsured(
    bet: Money, dealt: DealtCards, rules: Rules, keepsBankroll: Bool, decider: InsuringChartDecider
  ) -> RoundSummary {
    var hands = TotalSlots(PlayerTotal(dealt.first.rank, dealt.second.rank, bet: bet))
    var dealer = DealerTotal(upCard: dealt.up.rank, hole: dealt.hole?.rank)
    var progress = Round.Progress()
    var decider = decider
    do {
      try rules.proceed(
        hands: &hands, dealer: &dealer, progress: &progress, decider: &decider, dealerPlay: StandardDealer(),
        from: &_shoe)
    } catch {
      preconditionFailure("a charted round could not be played: \(error)")  // as in the round above
    }
    if keepsBankroll { _bankroll = _bankroll + progress.net }
    return RoundSummary(
      net: progress.net, handCount: hands.count, tally: progress.tally, dealerBlackjack: progress.dealerBlackjack,
      dealerBust: dealer.value.isBust, isVoid: false)
  }

  /// Accepts `decisions` for charted rounds at this table when they were worked out for its rules, and refuses them
  /// otherwise; leaves the settled round the table keeps, if any (a charted round keeps none, nor side bets: none
  /// ride on these rounds). The checks of ``playPreparedCharted(bet:strategy:decisions:pages:)``, out of its loop.
  ///
  /// Returns whether the loop's round plays them: they cover the rules, under which the dealer peeks at a hole card
  /// and surrender (if any) comes after the peek. They are remembered for the rounds that follow, which then test
  /// nothing of this again: as ``_chartedSerial`` if the loop's round plays them, as ``_chartedAsideSerial`` if not.
  @usableFromInline @inline(never)
  mutating func accept(_ decisions: DecisionTable) -> Bool {
    // The rules never change: decisions accepted once are compared again by their serial alone.
    if decisions.serial != _acceptedSerial {
      precondition(
        decisions.rules == rules,
        "a decision table worked out for \(decisions.rules.spec) cannot play at a table of \(rules.spec)")
      _acceptedSerial = decisions.serial
    }
    precondition(!isRoundInProgress, "a round is in progress")
    if !_state.isIdle { _state = .idle }
    let inLoop = decisions.coversRules && rules.holeCard == .peek && !rules.surrenderPrecedesPeek
    if inLoop { _chartedSerial = decisions.serial } else { _chartedAsideSerial = decisions.serial }
    return inLoop
  }

  /// Plays a whole round through ``Round`` for ``playPreparedCharted(bet:strategy:decisions:pages:)`` when its
  /// decisions do not cover the rules, with the page chosen (and the strategy changed) as usual after the deal.
  @inlinable @inline(never)
  mutating func playUncharted<Player: ChartStrategy, Pages: DecisionPageChooser<Player>>(
    bet: Money, strategy: inout Player, pages: inout Pages, keepsBankroll: Bool
  ) -> RoundSummary {
    var round = startRound(bet: bet)
    let hand = round.hand(at: 0).cards
    _ = pages.page(first: hand[0], second: hand[1], upCard: round.upCard, strategy: &strategy)
    // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
    try? round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    if keepsBankroll { _bankroll = _bankroll + round.net }
    _state = .lone(round, sideBets: [])
    return round.summary
  }

  /// Plays a round whose first cards are dealt through ``Round``: the dealt cards first, then the shoe.
  @inlinable @inline(never)
  mutating func replay<Player: ChartStrategy>(
    bet: Money, strategy: Player, dealt: DealtCards, keepsBankroll: Bool
  ) -> RoundSummary {
    var dealt = dealt
    var round: Round
    do {
      round = try Round(rules: rules, bet: bet, dealingFrom: &dealt)
    } catch {
      preconditionFailure("the dealt cards could not be dealt again: \(error)")
    }
    // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
    try? round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    if keepsBankroll { _bankroll = _bankroll + round.net }
    _state = .lone(round, sideBets: [])
    return round.summary
  }
}
