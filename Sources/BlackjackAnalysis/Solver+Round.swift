import BlackjackEngine

/// The values of every legal action on a hand at a decision, as fractions of the hand's initial bet.
struct DecisionValues: Sendable {
  /// Unconditional expected values (a dealer blackjack found by the peek counted as a loss of the initial bet).
  var values: [Action: Double] = [:]
  /// The legal actions.
  var legal: ActionSet = []
  /// The probability of a dealer blackjack given the cards seen.
  var dealerBlackjack: Double = 0
  /// Whether the dealer peeked, so the player acts knowing there is no dealer blackjack.
  var peeked = false
  /// Whether the hand is a natural, which is paid without a decision.
  var isNatural = false
  /// Per legal action, the value with the probabilities of winning, pushing and losing the hand (for a split, the
  /// expected numbers of hands), unconditional. Surrender counts as a loss.
  var outcomes: [Action: Value4] = [:]
  /// The values given that the dealer has no blackjack when the dealer has peeked (otherwise as ``values``).
  var conditional: [Action: Double] = [:]
  /// The value of the natural, or of the best action.
  var best: Double = 0
  /// The best action (stand for a natural).
  var bestAction: Action = .stand
}

extension Solver {
  /// The most hands a pair can be split into, counting from its own split when `handCount` hands are held.
  func maxSplitHands(pair: Int, handCount: Int) -> Int {
    var hands = handCount + 1
    let value = HandValue(hardTotal: 2 * pair, hasAce: pair == 1)
    while hands < Rules.handLimit
      && rules.legalActions(
        for: HandSituation(
          value: value, cardCount: 2, pairPoints: pair, isSplit: true, isSplitAces: pair == 1, handCount: hands)
      ).contains(.split)
    {
      hands += 1
    }
    return hands - handCount + 1
  }

  /// The player's net for a finished hand against a dealer blackjack.
  func netAgainstBlackjack(_ value: HandValue, natural: Bool, surrendered: Bool) -> Double {
    rules.netRatio(
      for: rules.outcome(
        player: value, playerBlackjack: natural, surrendered: surrendered, dealer: DealerOutcome.blackjack.value,
        dealerBlackjack: true))
  }

  /// The player's net for a hand when the dealer turns out to have no blackjack and finishes on 17.
  func netWithoutBlackjack(_ value: HandValue, natural: Bool, surrendered: Bool) -> Double {
    rules.netRatio(
      for: rules.outcome(
        player: value, playerBlackjack: natural, surrendered: surrendered, dealer: DealerOutcome.seventeen.value,
        dealerBlackjack: false))
  }

  /// Values every legal action on a hand (cards by points) against the current up card, dealt from the initial
  /// context; of the actions in `only`, when given.
  mutating func decide(
    _ cards: [Int], handCount: Int = 1, isSplit: Bool = false, isSplitAces: Bool = false, only: ActionSet? = nil
  ) -> DecisionValues {
    let hand = HandState(points: cards)
    let shoe = contexts[Solver.initialContext].base &- hand.counts
    let total = contexts[Solver.initialContext].baseTotal - Int32(hand.cardCount)
    var result = DecisionValues()
    result.peeked = peeked
    let pBlackjack = blackjackProbability(shoe, total)
    result.dealerBlackjack = pBlackjack
    let value = hand.value
    let situationForNatural = HandSituation(
      value: value, cardCount: cards.count, pairPoints: nil, isSplit: isSplit, handCount: handCount)
    if situationForNatural.isNatural {
      result.isNatural = true
      result.best =
        pBlackjack * netAgainstBlackjack(value, natural: true, surrendered: false) + (1 - pBlackjack)
        * netWithoutBlackjack(value, natural: true, surrendered: false)
      result.legal = .stand
      result.values[.stand] = result.best
      result.outcomes[.stand] = Value4(net: 0, won: 1 - pBlackjack, pushed: pBlackjack, lost: 0)
      result.conditional[.stand] =
        peeked ? netWithoutBlackjack(value, natural: true, surrendered: false) : result.best
      return result
    }
    let pair = cards.count == 2 && cards[0] == cards[1] ? cards[0] : nil
    let legal = rules.legalActions(
      for: HandSituation(
        value: value, cardCount: cards.count, pairPoints: pair, isSplit: isSplit, isSplitAces: isSplitAces,
        handCount: handCount))
    result.legal = legal
    let wanted = only.map { ActionSet(rawValue: legal.rawValue & $0.rawValue) } ?? legal
    // With a peek the dealer's blackjack is settled before any decision: only the initial bet is lost to it.
    let offset = peeked ? pBlackjack * netAgainstBlackjack(value, natural: false, surrendered: false) : 0
    // The dealer's blackjack found by the peek: a loss of the initial bet for every action but surrender.
    let blackjackOutcome = peeked ? Value4(net: offset, won: 0, pushed: 0, lost: pBlackjack) : Value4()
    var vectors: [Action: Value4] = [:]
    if wanted.contains(.stand) { vectors[.stand] = stand(value, shoe, total) + blackjackOutcome }
    if wanted.contains(.hit) { vectors[.hit] = hit(hand, Solver.initialContext, shoe, total) + blackjackOutcome }
    if wanted.contains(.double) { vectors[.double] = double(hand, shoe, total) + blackjackOutcome }
    if wanted.contains(.split), let pair {
      vectors[.split] =
        splitValue(pair: pair, maxHands: maxSplitHands(pair: pair, handCount: handCount)) + blackjackOutcome
    }
    for (action, vector) in vectors {
      result.values[action] = vector.net
      result.outcomes[action] = vector
    }
    if wanted.contains(.surrender) {
      // Early surrender, and any surrender without a peek, is decided before a dealer blackjack is known.
      let beforeBlackjackKnown = !peeked || rules.surrenderPrecedesPeek
      let noBlackjack = (1 - pBlackjack) * netWithoutBlackjack(value, natural: false, surrendered: true)
      let surrender =
        beforeBlackjackKnown
        ? pBlackjack * netAgainstBlackjack(value, natural: false, surrendered: true) + noBlackjack
        : offset + noBlackjack
      result.values[.surrender] = surrender
      result.outcomes[.surrender] = Value4(net: surrender, won: 0, pushed: 0, lost: 1)
    }
    for (action, v) in result.values {
      if !peeked {
        result.conditional[action] = v
      } else if action == .surrender {
        result.conditional[action] = netWithoutBlackjack(value, natural: false, surrendered: true)
      } else {
        result.conditional[action] = pBlackjack < 1 ? (v - offset) / (1 - pBlackjack) : 0
      }
    }
    result.best = -.infinity
    for action in Action.allCases {
      if let v = result.values[action], v > result.best {
        result.best = v
        result.bestAction = action
      }
    }
    return result
  }

  /// The value of the action a chart takes on an initial hand, computing only that action, with the probabilities
  /// that the round ends won, pushed or lost when `withRoundOutcome` (those of the hand otherwise, which for a
  /// split count its hands; see ``roundOutcome(_:_:action:)``).
  mutating func chartValue(_ cards: [Int], chart: BasicStrategy, withRoundOutcome: Bool = false) -> Value4 {
    let hand = HandState(points: cards)
    let value = hand.value
    if HandSituation(value: value, cardCount: 2, pairPoints: nil).isNatural {
      let decision = decide(cards)
      var outcome = decision.outcomes[.stand] ?? Value4()
      outcome.net = decision.best
      return outcome
    }
    let pair = cards[0] == cards[1] ? cards[0] : nil
    let situation = HandSituation(value: value, cardCount: 2, pairPoints: pair)
    let legal = rules.legalActions(for: situation)
    let action = chart.action(for: Decision(hand: situation, upCard: upRank, legal: legal, rules: rules))
    if action == .surrender {
      let decision = decide(cards)
      return decision.outcomes[.surrender] ?? decision.outcomes[decision.bestAction]
        ?? Value4(net: decision.best, won: 0, pushed: 0, lost: 0)
    }
    let shoe = contexts[Solver.initialContext].base &- hand.counts
    let total = contexts[Solver.initialContext].baseTotal - Int32(hand.cardCount)
    let pBlackjack = blackjackProbability(shoe, total)
    let offset = peeked ? pBlackjack * netAgainstBlackjack(value, natural: false, surrendered: false) : 0
    let blackjackOutcome = Value4(net: offset, won: 0, pushed: 0, lost: peeked ? pBlackjack : 0)
    switch action {
    case .hit: return hit(hand, Solver.initialContext, shoe, total) + blackjackOutcome
    case .double: return double(hand, shoe, total) + blackjackOutcome
    case .split:
      // Cannot fail: legalActions offers a split only for a pair (pairPoints not nil), and the chart answers a legal
      // action.
      let maxHands = maxSplitHands(pair: pair!, handCount: 1)
      let split = splitValue(pair: pair!, maxHands: maxHands) + blackjackOutcome
      guard withRoundOutcome else { return split }
      return splitRound(pair: pair!, maxHands: maxHands, dealerBlackjack: peeked ? pBlackjack : 0, net: split.net)
    default: return stand(value, shoe, total) + blackjackOutcome
    }
  }
}
