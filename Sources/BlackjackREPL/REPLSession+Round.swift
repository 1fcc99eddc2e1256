import BlackjackEngine
import CardKit

extension REPLSession {
  /// The bankroll not already on the table.
  func freeMoney(_ round: Round) -> Money { bankroll - round.totalWagered }

  /// The extra money an action puts on the table: the hand's bet for a double or a split, nothing otherwise.
  func extraStake(for action: Action, in round: Round) -> Money {
    switch action {
    case .double, .split: round.hand(at: round.activeHandIndex).bet
    default: .zero
    }
  }

  /// The legal actions the bankroll can pay for: the engine's legal actions without a double or split that
  /// needs more money than is free.
  func availableActions(_ round: Round) -> ActionSet {
    var actions = round.legalActions
    for action in [Action.double, .split] where extraStake(for: action, in: round) > freeMoney(round) {
      actions.remove(ActionSet(action))
    }
    return actions
  }

  /// Shuffles when the cut card has come out (or before every round with a continuous shuffler), then deals.
  mutating func placeBet(_ amount: Money) {
    if rules.shuffling == .continuous {
      shoe.shuffle(using: &generator)
      seenCards = []
    } else if shoe.needsShuffle {
      shoe.shuffle(using: &generator)
      seenCards = []
      say("The cut card is out: the shoe is shuffled.")
    }
    let round: Round
    do {
      round = try Round(rules: rules, bet: amount, dealingFrom: &shoe)
    } catch {
      say(error.description)
      return
    }
    lastBet = amount
    self.round = round
    say("Bet \(amount).")
    say(renderer.tableLines(round))
    continueRound()
  }

  /// Plays an action on the active hand.
  mutating func play(_ action: Action) {
    guard var round else {
      let again = lastBet.map { ", or press Enter to bet \($0) again" } ?? ""
      say("no hand in play; start a round with 'bet N'\(again)")
      return
    }
    let legal = round.legalActions
    if round.phase == .playerTurn, legal.contains(action), extraStake(for: action, in: round) > freeMoney(round) {
      say(
        "cannot \(action.name): it needs \(extraStake(for: action, in: round)) more and only \(freeMoney(round)) of"
          + " the bankroll is free; legal now: \(availableActions(round))")
      return
    }
    let decision = round.phase == .playerTurn ? currentDecision(round) : nil
    let index = round.activeHandIndex
    do {
      try round.apply(action, from: &shoe)
    } catch {
      guard case .outOfCards = error else {
        say(error.description)
        return
      }
    }
    if let decision { stats.recordDecision(followedStrategy: strategy.action(for: decision) == action) }
    self.round = round
    let renderer = self.renderer
    let label = { (position: Int) in renderer.label(position, of: round.handCount) }
    switch action {
    case .hit, .double:
      say(renderer.handLine(round.hand(at: index), label: label(index)))
    case .split:
      say(renderer.handLine(round.hand(at: index), label: label(index)))
      say(renderer.handLine(round.hand(at: index + 1), label: label(index + 1)))
    case .stand:
      say("\(round.handCount > 1 ? "Hand \(index + 1) stands" : "You stand") on \(round.hand(at: index).value).")
    case .surrender:
      say("You surrender half the bet.")
    }
    if round.phase == .playerTurn, round.activeHandIndex != index, action != .split {
      let next = round.activeHandIndex
      say(renderer.handLine(round.hand(at: next), label: label(next)))
    }
    continueRound()
  }

  /// The decision the active hand faces, for basic strategy.
  func currentDecision(_ round: Round) -> Decision {
    Decision(hand: round.situation, upCard: round.upCard.rank, legal: round.legalActions, rules: round.rules)
  }

  /// Answers the insurance (or even-money) question.
  mutating func answerInsurance(_ take: Bool) {
    guard var round, round.phase == .insurance else {
      say("no insurance is offered now; it is offered when the dealer shows an ace, before you play")
      return
    }
    let holdsBlackjack = round.hand(at: 0).isBlackjack
    let cost = holdsBlackjack ? Money.zero : rules.insuranceBet(for: round.hand(at: 0).bet)
    if take && cost > freeMoney(round) {
      say("cannot take insurance: it costs \(cost) and only \(freeMoney(round)) is free; answer 'insurance no'")
      return
    }
    let strategyTakes = strategy.takesInsurance(hand: round.situation, rules: rules)
    do {
      try round.resolveInsurance(take, from: &shoe)
    } catch {
      guard case .outOfCards = error else {
        say(error.description)
        return
      }
    }
    stats.recordDecision(followedStrategy: strategyTakes == take)
    self.round = round
    if holdsBlackjack {
      say(take ? "You take even money." : "You decline even money.")
    } else {
      say(take ? "You take insurance for \(cost)." : "No insurance.")
    }
    continueRound()
  }

  /// Moves the round along after a change: asks the next question, plays the dealer, or settles.
  mutating func continueRound() {
    guard var round else { return }
    switch round.phase {
    case .insurance:
      if round.hand(at: 0).isBlackjack {
        say("You have blackjack and the dealer shows an ace: take even money? (insurance yes|no)")
      } else {
        let cost = rules.insuranceBet(for: round.hand(at: 0).bet)
        say(
          "The dealer shows an ace. Insurance costs \(cost) and pays 2:1 if the dealer has blackjack."
            + " (insurance yes|no)")
      }
    case .playerTurn:
      say(renderer.moveLine(round, actions: availableActions(round)))
    case .dealerTurn:
      do {
        try round.playDealer(from: &shoe)
      } catch {
        // Only running out of cards can happen here; the round is then void and settled.
      }
      self.round = round
      say(renderer.dealerPlayLines(round))
      settle(round)
    case .settled:
      if !round.isVoid { say(renderer.dealerPlayLines(round)) }
      settle(round)
    }
  }

  /// Pays a settled round, records it and checks that the bankroll can still cover the minimum bet.
  mutating func settle(_ round: Round) {
    if round.isVoid { say("The shoe ran out of cards: the round is void and every bet is returned.") }
    say(renderer.settlementLines(round))
    bankroll += round.net
    stats.recordRound(
      outcomes: round.hands.compactMap(\.outcome), net: round.net,
      playerHadBlackjack: round.hands.first?.isBlackjack ?? false)
    seenCards += round.hands.flatMap(\.cards) + round.dealer.cards
    self.round = nil
    say("Bankroll: \(bankroll)")
    if bankroll < Self.minimumBet {
      endSession(reason: "Your bankroll of \(bankroll) cannot cover the minimum bet of \(Self.minimumBet).")
    }
  }

  /// The cards of the current round the player can see: every player card, the up card, and the dealer's other
  /// cards once revealed.
  func visibleCards(_ round: Round) -> [Card] {
    let dealer = round.isHoleCardRevealed ? Array(round.dealer.cards) : [round.upCard]
    return round.hands.flatMap(\.cards) + dealer
  }
}
