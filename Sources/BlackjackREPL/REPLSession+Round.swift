import BlackjackEngine
import BlackjackProfile
import CardKit

extension REPLSession {
  /// Deals a round for `amount` and the side bets beside it; the table reshuffles first when the rules call for it.
  mutating func placeBet(_ amount: Money, sideBets: [SideBetStake] = []) {
    // The last bet, repeated by Enter or `deal`, may come from a session at other limits (a resumed profile).
    guard withinLimits(amount) else { return }
    guard !hasSeveralPositions else { return placeTableBet(amount, sideBets: sideBets) }
    let grade = gradeBet(amount, spots: 1)
    let shufflesBefore = table.shoe.midRoundShuffleCount
    let start = table.snapshot
    do {
      try table.deal(bet: amount, sideBets: sideBets)
    } catch {
      refuse(describe(error))
      return
    }
    noteMidRoundShuffle(since: shufflesBefore)
    noteShuffle()
    if table.didShuffle && rules.shuffling != .continuous { say("The cut card is out: the shoe is shuffled.") }
    bets.last = amount
    numbering.dealtAlone()
    bets.sideBets.lastStakes = sideBets
    recordDeal(from: start, bet: amount, sideBets: sideBets)
    guard let round = table.round else { return }
    say("Bet \(amount).")
    noteBet(grade)
    say(screen.renderer.dealLines(round))
    say(sideBetDealLines(round))
    bets.sideBets.dealt = round
    continueRound(round)
  }

  /// Plays an action on the active hand.
  mutating func play(_ action: Action) {
    guard let before = round else {
      let again = repeatBet.map { ", or press Enter to bet \($0.bet)" } ?? ""
      refuse("no hand in play; start a round with 'bet N'\(again)")
      return
    }
    let decision = before.phase == .playerTurn ? currentDecision(before) : nil
    let counter = decision.flatMap { counterPlay($0) }
    let values = before.legalActions.contains(action) ? exactValues(before) : nil
    let index = before.activeHandIndex
    let spot = currentSpot
    let accepted = perform({ table throws(TableError) in try table.act(action) })
    var record: DecisionRecord?
    if accepted, let decision {
      let basic = basicStrategy().action(for: decision)
      // The values are per unit bet on the hand decided, as it stood before the decision (a later double or an
      // earlier hand's double does not change it).
      let cost = values.flatMap { v in v.values[v.best].flatMap { best in v.values[action].map { best - $0 } } }
      let stake = Double(before.hand(at: index).bet.cents) / 100
      stats.recordDecision(followedStrategy: basic == action, evCost: cost.map { $0 * stake })
      noteDecision(decision, chose: action, basic: basic, cost: cost, stake: stake, counter: counter)
      record = decisionRecord(
        before, hand: index, choice: action.name, basic: basic.name, evCost: cost.map { $0 * stake })
    }
    if accepted || table.round != before { recordRequest(.action(action), decision: record) }
    guard accepted else { return }
    // At a table of several positions the table may have moved on to another spot: the round acted on is the
    // spot's.
    guard let round = spot.flatMap(spotRound) ?? table.round else { return }
    let number = handNumber(index)
    switch action {
    case .split:
      numbering.split(at: index, spot: spot)
    case .stand:
      let named = round.handCount > 1 || numbering.namesSpots
      say("\(named ? "Hand \(number) stands" : "You stand") on \(round.hand(at: index).value).")
    case .surrender:
      say("You surrender half the bet.")
    case .hit, .double:
      break
    }
    // The table after every action that changed a hand's cards, and whenever play moves on to another hand.
    if spot != nil {
      let movesOn = table.isRoundInProgress && table.round?.phase == .playerTurn
      if action != .stand && action != .surrender || movesOn { say(positionLines(showingSeats: false)) }
    } else if action != .stand && action != .surrender || round.phase == .playerTurn {
      say(screen.renderer.tableLines(round, numbers: handNumbers, hidingHoleCard: true))
    }
    continueRound(round)
  }

  /// Asks the table for something; returns whether it was done.
  ///
  /// A refusal is said and leaves the table unchanged. Running out of cards voids and settles the round, which is
  /// then shown; that also returns `false`.
  mutating func perform(_ request: (inout Table<Xoshiro256StarStar>) throws(TableError) -> Void) -> Bool {
    let shufflesBefore = table.shoe.midRoundShuffleCount
    do {
      try request(&table)
      noteMidRoundShuffle(since: shufflesBefore)
      return true
    } catch {
      noteMidRoundShuffle(since: shufflesBefore)
      guard case .round(.outOfCards) = error, let round = table.round else {
        refuse(describe(error))
        return false
      }
      continueRound(round)
      return false
    }
  }

  /// Says so when the shoe ran out in the middle of the round since it had `count` mid-round shuffles.
  mutating func noteMidRoundShuffle(since count: Int) {
    guard table.shoe.midRoundShuffleCount != count else { return }
    say("The shoe ran out mid-round: the discards are shuffled back in; the cards on the table stay out of it.")
  }

  /// The decision the active hand faces, for basic strategy.
  func currentDecision(_ round: Round) -> Decision {
    Decision(hand: round.situation, upCard: round.upCard.rank, legal: round.legalActions, rules: round.rules)
  }

  /// Answers the insurance (or even-money) question.
  mutating func answerInsurance(_ take: Bool) {
    guard let before = round, before.phase == .insurance else {
      refuse("no insurance is offered now; it is offered when the dealer shows an ace, before you play")
      return
    }
    let holdsBlackjack = before.hand(at: 0).isBlackjack
    let strategyTakes = basicStrategy().takesInsurance(hand: before.situation, rules: rules)
    let spot = currentSpot
    guard perform({ table throws(TableError) in try table.resolveInsurance(take) }) else { return }
    stats.recordDecision(followedStrategy: strategyTakes == take)
    noteInsurance(took: take, strategyTakes: strategyTakes, evenMoney: holdsBlackjack)
    let words = { (yes: Bool) in yes ? "insurance yes" : "insurance no" }
    recordRequest(
      .insurance(take),
      decision: decisionRecord(before, hand: 0, choice: words(take), basic: words(strategyTakes), evCost: nil))
    guard let round = spot.flatMap(spotRound) ?? table.round else { return }
    let hand = numbering.namesSpots ? " on hand \(handNumber(0))" : ""
    if holdsBlackjack {
      say(take ? "You take even money\(hand)." : "You decline even money\(hand).")
    } else {
      say(take ? "You take insurance for \(round.insurance)\(hand)." : "No insurance\(hand).")
    }
    insuranceAnswered()
    continueRound(round)
  }

  /// The insurance question the bankroll cannot cover is not asked: it is declined for the player, said in one line,
  /// and not counted as a decision.
  mutating func declineUnaffordableInsurance(_ round: Round) {
    let cost = rules.insuranceBet(for: round.hand(at: 0).bet)
    let which = numbering.namesSpots ? " on hand \(handNumber(0))" : ""
    let free = table.available
    let spot = currentSpot
    guard perform({ table throws(TableError) in try table.resolveInsurance(false) }) else { return }
    recordRequest(.insurance(false), decision: nil)
    say(
      "The dealer shows an ace. Insurance\(which) would cost \(cost) and \(free) of the bankroll is free, so it is not"
        + " offered.")
    guard let next = spot.flatMap(spotRound) ?? table.round else { return }
    insuranceAnswered()
    continueRound(next)
  }

  /// After an insurance answer, once no spot still faces the question: names each AI seat that took insurance, says
  /// that the dealer checked and has no blackjack (a blackjack shows in the settlement; nothing without a peek), and
  /// at a table with AI seats draws the table again as it stands, so that the seats that play before the player's
  /// spot are seen with every card they drew before the player's move.
  mutating func insuranceAnswered() {
    guard let current = table.round, current.phase != .insurance else { return }
    if hasSeveralPositions, let positions = table.positions {
      for (index, style) in seatStyles.enumerated() {
        guard let style, positions[index].insurance > .zero else { continue }
        say("Seat \(index + 1) (\(style.rawValue)) takes insurance for \(positions[index].insurance).")
      }
    }
    if rules.holeCard == .peek, !current.dealer.isBlackjack {
      say("The dealer checks for blackjack: none. The round goes on.")
    }
    if seatStyles.contains(where: { $0 != nil }), table.isRoundInProgress, current.phase == .playerTurn {
      say(positionLines(showingSeats: true))
    }
  }

  /// Says what comes next in the round: the insurance question, the player's move, or the dealer's play and the
  /// settlement (the table has already played the dealer and paid the bankroll).
  ///
  /// At a table of several positions, `round` may be a spot the table has moved on from: what comes next is the
  /// question of the spot the table is at, or, once every position is done, the whole table's settlement.
  mutating func continueRound(_ round: Round) {
    var round = round
    if hasSeveralPositions {
      guard table.isRoundInProgress, let current = table.round, let spot = currentSpot else {
        return positionsSettled()
      }
      round = current
      numbering.decide(spot: spot)
    }
    let named = numbering.namesSpots
    switch round.phase {
    case .insurance:
      if round.hand(at: 0).isBlackjack {
        let who = named ? "Hand \(handNumber(0)) has" : "You have"
        say("\(who) blackjack and the dealer shows an ace: take even money? (insurance yes|no)")
      } else if rules.insuranceBet(for: round.hand(at: 0).bet) > table.available {
        declineUnaffordableInsurance(round)
      } else {
        let cost = rules.insuranceBet(for: round.hand(at: 0).bet)
        let which = named ? " on hand \(handNumber(0))" : ""
        say(
          "The dealer shows an ace. Insurance\(which) costs \(cost) and \(TableRenderer.insurancePays) if the"
            + " dealer has blackjack."
            + " (insurance yes|no)")
      }
    case .playerTurn:
      say(screen.renderer.moveLine(round, actions: table.affordableActions, numbers: handNumbers, naming: named))
    case .dealerTurn, .settled:
      // The table plays the dealer as soon as the player is done, so a round seen here is settled.
      settled(round)
    }
  }

  /// Shows the dealer's play and the settlement of a finished round, records it, and ends the session when the
  /// bankroll can no longer cover the minimum bet.
  mutating func settled(_ round: Round) {
    if round.isVoid {
      say("The shoe ran out of cards: the round is void and every bet is returned.")
    } else {
      say(screen.renderer.dealerPlayLines(round))
    }
    say(screen.renderer.settlementLines(round, numbers: handNumbers))
    if let dealt = bets.sideBets.dealt { say(sideBetSettlementLines(dealt: dealt)) }
    bets.sideBets.dealt = nil
    if round.handCount > 1 || !table.sideBets.isEmpty {
      say(roundNetLine(table.roundNet ?? round.net + table.sideBetNet))
    }
    stats.recordRound(
      outcomes: round.hands.compactMap(\.outcome), net: table.roundNet ?? round.net,
      blackjacks: round.hands.first?.isBlackjack == true ? 1 : 0, sideBets: (table.sideBets.count, table.sideBetNet))
    noteShuffle()
    seen.cards += round.hands.flatMap(\.cards) + round.dealer.cards
    recordSettlement(round)
    endOfRound()
  }

  /// The last line of a round whose money is told in several lines (a split's hands, several spots, side bets):
  /// the round's net, every hand, insurance and side bet together, "Round: +15.00".
  func roundNetLine(_ net: Money) -> String { "Round: \(screen.renderer.signed(net))" }

  /// The end of every round: the bankroll, and the end of the session when it can no longer cover the minimum bet.
  mutating func endOfRound() {
    say("Bankroll: \(bankroll)")
    if bankroll >= tableMinimum { coach.countPlay?.roundSettled() }
    if bankroll < tableMinimum && !keeper.isGuest {
      if !isFinished { say(brokeLine) }
    } else if bankroll < tableMinimum && !isFinished {
      endSession(reason: "Your bankroll of \(bankroll) cannot cover the minimum bet of \(tableMinimum).")
    }
  }

  /// Forgets the cards seen when the table has shuffled since they were counted.
  mutating func noteShuffle() {
    if table.shoe.shuffleCount != seen.shuffles {
      seen.shuffles = table.shoe.shuffleCount
      seen.cards = []
    }
  }

  /// A table refusal in the REPL's words: the engine's reason, and for money the amounts involved.
  func describe(_ error: TableError) -> String {
    switch error {
    case .insufficientFunds(let needed, let available):
      if let round { return "not enough money: that needs \(needed) and \(available) is free; \(waitingFor(round))" }
      return "not enough money: that needs \(needed) and your bankroll is \(available)"
    case .round(.wrongPhase(let request, _)):
      guard let round else { return "cannot \(request) now: no round in progress" }
      return round.phase == .insurance
        ? "cannot \(request) now: the insurance question is open; \(waitingFor(round))"
        : "cannot \(request) now; \(waitingFor(round))"
    case .round(let refusal): return refusal.description
    case .roundInProgress, .noRound, .sideBetRefused: return error.description
    }
  }

  /// The cards of the current round the player can see: every player card (at a table of several positions, every
  /// position's), the up card, and the dealer's other cards once revealed.
  func visibleCards(_ round: Round) -> [Card] {
    let dealer = round.isHoleCardRevealed ? Array(round.dealer.cards) : [round.upCard]
    let positions = table.positions ?? []
    let others = positions.indices.filter { $0 != table.currentPosition }.flatMap {
      positions[$0].hands.flatMap(\.cards)
    }
    return round.hands.flatMap(\.cards) + others + dealer
  }
}
