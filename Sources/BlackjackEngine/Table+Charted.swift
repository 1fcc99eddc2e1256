public import CardKit

extension Table {
  /// Plays a whole round with a chart strategy whose decisions are looked up in `decisions`, settles it and
  /// returns its summary: the simulator's fastest driver.
  ///
  /// The round goes through the same steps, in the same order, as ``Round`` does (player, up card, player, hole
  /// card under PEEK; the insurance question; the peek; the decisions; the dealer; the settlement), deciding each
  /// with the same rule functions — ``Rules/dealerPeeks(showing:)``, the hand's liveness and whether it awaits a
  /// decision (as ``PlayerHand`` states them),
  /// ``Rules/dealerTakesTurn(showing:hasHoleCard:anyLive:insured:anyBlackjack:anySurrendered:)``,
  /// ``DealerStrategy/drawsAgain(_:cardCount:rules:)``,
  /// ``Rules/outcome(player:playerBlackjack:surrendered:dealer:dealerBlackjack:)``, ``Rules/net(for:bet:)`` — but
  /// keeps only the totals rather than a ``Round``'s hands. A round it does not decide
  /// (a split, insurance or even money taken) is played from its dealt cards through ``Round`` itself, as are all
  /// rounds when `decisions` does not cover the rules (see ``DecisionTable/coversRules``). The cards dealt and the
  /// results are those of ``playRound(bet:strategy:observe:)`` for the same shoe, card for card (a differential
  /// test plays a million seeded rounds through both).
  ///
  /// Afterwards ``round`` is `nil` unless the round was played through ``Round``.
  ///
  /// - Precondition: no round is in progress, `bet` is positive, and `decisions` was worked out for the table's
  ///   rules from `strategy`.
  @inlinable
  public mutating func playCharted<Player: ChartStrategy>(
    bet: Money, strategy: Player, decisions: DecisionTable
  ) -> RoundSummary {
    _didShuffle = _shoe.prepareForRound(rules: rules)
    var strategy = strategy
    return playPreparedCharted(bet: bet, strategy: &strategy, decisions: decisions) { _, _, _, _ in 0 }
  }

  /// Plays a whole round as ``playCharted(bet:strategy:decisions:)`` does, on a shoe already prepared with
  /// ``prepareShoe()``, by the page of `decisions` that `page` chooses once the player's two cards and the up card
  /// are dealt: a counter's decisions at the count it sees then.
  ///
  /// `page` may also change `strategy` (the counter's count), which plays the round if it is handed to ``Round``.
  ///
  /// - Precondition: no round is in progress, `bet` is positive, `decisions` was worked out for the table's rules,
  ///   page by page from `strategy` as `page` changes it, and `page` returns a page of `decisions`.
  @inlinable
  public mutating func playPreparedCharted<Player: ChartStrategy>(
    bet: Money, strategy: inout Player, decisions: DecisionTable,
    page: (_ first: Card, _ second: Card, _ upCard: Card, _ strategy: inout Player) -> Int
  ) -> RoundSummary {
    guard decisions.coversRules else {
      startRound(bet: bet)
      let hand = _round.hand(at: 0).cards
      _ = page(hand[0], hand[1], _round.upCard, &strategy)
      // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
      try? _round.play(strategy, dealer: StandardDealer(), from: &_shoe)
      _bankroll = _bankroll + _round.net
      return _round.summary
    }
    precondition(!_hasRound || _round.phase == .settled, "a round is in progress")
    precondition(bet > .zero, "a bet must be positive")
    // No side bets ride on these rounds: ``sideBets`` is empty while ``round`` is nil, and a replay clears them.
    let rules = self.rules
    let first = chartedDraw()
    let up = chartedDraw()
    let second = chartedDraw()
    let hole = rules.holeCard == .peek ? chartedDraw() : nil
    let chosen = page(first, second, up, &strategy)
    precondition(chosen >= 0 && chosen < decisions.pageCount, "no such page of decisions")
    let start = chosen &* DecisionTable.pageSize
    let entry = decisions.first(first.rank, second.rank, upCard: up.rank, page: start)
    if entry == DecisionTable.replay {
      return replay(bet: bet, strategy: strategy, dealt: DealtCards(first, up, second, hole))
    }
    _hasRound = false

    let upRank = up.rank
    var player = HandValue.empty.adding(first.rank).adding(second.rank)
    let playerBlackjack = player.isNatural(cardCount: 2)
    var dealer = HandValue.empty.adding(upRank)
    var dealerCards = 1
    if let hole {
      dealer = dealer.adding(hole.rank)
      dealerCards = 2
    }
    var stake = bet
    var doubled = false
    var surrendered = false
    // Insurance is declined (the table replays a round whose strategy takes it); the peek settles a blackjack.
    if !(rules.dealerPeeks(showing: upRank) && dealer.isNatural(cardCount: dealerCards)) {
      var action = Action(rawValue: entry).unsafelyUnwrapped
      var cardCount = 2
      decisions: while PlayerHand.awaitsDecision(value: player, blackjack: playerBlackjack) {
        if cardCount > 2 { action = decisions.later(player, upCard: upRank, page: start) }
        switch action {
        case .hit:
          player = player.adding(chartedDraw().rank)
          cardCount &+= 1
        case .double:
          stake = bet * rules.doubledStake
          doubled = true
          player = player.adding(chartedDraw().rank)
          break decisions
        case .surrender:
          surrendered = true
          break decisions
        case .stand, .split:
          break decisions
        }
      }
      let live = PlayerHand.isLive(value: player, surrendered: surrendered, blackjack: playerBlackjack)
      let takesTurn = rules.dealerTakesTurn(
        showing: upRank, hasHoleCard: dealerCards > 1, anyLive: live, insured: false, anyBlackjack: playerBlackjack,
        anySurrendered: surrendered)
      if takesTurn {
        if dealerCards == 1 {
          dealer = dealer.adding(chartedDraw().rank)
          dealerCards = 2
        }
        if live && !dealer.isNatural(cardCount: dealerCards) {
          let standard = StandardDealer()
          while standard.drawsAgain(dealer, cardCount: dealerCards, rules: rules) {
            dealer = dealer.adding(chartedDraw().rank)
            dealerCards &+= 1
          }
        }
      }
    }
    let dealerBlackjack = dealer.isNatural(cardCount: dealerCards)
    let outcome = rules.outcome(
      player: player, playerBlackjack: playerBlackjack, surrendered: surrendered, dealer: dealer,
      dealerBlackjack: dealerBlackjack)
    let net = rules.net(for: outcome, bet: stake)
    _bankroll = _bankroll + net
    var tally = RoundTally()
    tally.count(blackjack: playerBlackjack, bust: player.isBust, doubled: doubled, surrendered: surrendered)
    return RoundSummary(
      net: net, handCount: 1, tally: tally, dealerBlackjack: dealerBlackjack, dealerBust: dealer.isBust,
      isVoid: false)
  }

  /// Plays a round whose first cards are dealt through ``Round``: the dealt cards first, then the shoe.
  @inlinable @inline(never)
  mutating func replay<Player: ChartStrategy>(bet: Money, strategy: Player, dealt: DealtCards) -> RoundSummary {
    var dealt = dealt
    _hasRound = true
    if !_sideBets.isEmpty { _sideBets = [] }
    do {
      try _round.redeal(bet: bet, from: &dealt)
    } catch {
      preconditionFailure("the dealt cards could not be dealt again: \(error)")
    }
    // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
    try? _round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    _bankroll = _bankroll + _round.net
    return _round.summary
  }

  /// Draws a card for ``playCharted(bet:strategy:decisions:)``.
  ///
  /// A dealing shoe cannot run dry in such a round: it reshuffles its discards when the cards behind the cut card
  /// run out, and a round without a split uses at most 23 of a deck's 52 cards (11 to make 21 from four aces,
  /// four twos and three threes, and at most 10 for the dealer).
  @inlinable @inline(__always)
  mutating func chartedDraw() -> Card {
    do {
      return try _shoe.draw()
    } catch {
      preconditionFailure("a round without a split ran a shoe dry: \(error)")
    }
  }
}
