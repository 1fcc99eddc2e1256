import BlackjackEngine

// A round is won, pushed or lost by the sign of its net. Without a split the round is its one hand, whose outcome
// probabilities the values carry. A split round's net is the sum of its hands' nets, and the hands share the
// dealer: each split hand's net is worked out jointly with the dealer's outcome (exactly, by the split tables'
// identity), and the hands are combined as independent given the dealer's outcome (an approximation: the cards one
// hand takes change the others' cards a little), with the number of hands from the resplit probabilities.

extension HandJoint: SplitHandVector {
  static func of(_ hand: HandState, in context: Int, _ solver: inout Solver) -> HandJoint {
    solver.joint(hand, context)
  }
}

extension Solver {
  /// The action a hand of two or more cards is played with in a context: the context's fixed play, or the best of
  /// its values as ``evaluate(_:_:)`` chooses it.
  mutating func playedAction(_ hand: HandState, _ context: Int) -> Action {
    let legal = legal(hand, context)
    if let action = fixedAction(hand, context, legal) { return action }
    return evaluate(hand, context).bestAction(legal)
  }

  /// The joint distribution of a hand's net and the dealer's outcome, the hand (two or more cards) played on in a
  /// context as ``evaluate(_:_:)`` values it.
  mutating func joint(_ hand: HandState, _ context: Int) -> HandJoint {
    let key = memoKey(hand)
    if let known = jointMemos[context]?[key] { return known }
    let shoe = contexts[context].base &- hand.counts
    let total = contexts[context].baseTotal - Int32(hand.cardCount)
    var result = HandJoint()
    switch playedAction(hand, context) {
    case .hit:
      for card in 1...10 {
        let p = probability(card, shoe, total)
        if p == 0 { continue }
        let next = hand.adding(card)
        if next.value.isBust {
          var after = shoe
          if !infinite { after[card] -= 1 }
          result.add(net: -1, p, dealerCounted(after, total - 1))
        } else {
          result += p * joint(next, context)
        }
      }
    case .double:
      let stake = rules.doubledStake
      for card in 1...10 {
        let p = probability(card, shoe, total)
        if p == 0 { continue }
        let next = hand.value.adding(points: card)
        var after = shoe
        if !infinite { after[card] -= 1 }
        result += p * standingJoint(next, stake: stake, after, total - 1)
      }
    default:
      result = standingJoint(hand.value, stake: 1, shoe, total)
    }
    jointMemos[context, default: [:]][key] = result
    return result
  }

  /// The dealer's outcome probabilities from a shoe over the events the values count (a blackjack found by the
  /// peek left out).
  mutating func dealerCounted(_ shoe: SIMD16<Int32>, _ total: Int32) -> DealerOutcomeVector {
    var outcomes = dealer(shoe, total)
    if peeked { outcomes[.blackjack] = 0 }
    return outcomes
  }

  /// The joint distribution of the net of a hand finished on `value` with `stake` initial bets and the dealer's
  /// outcome from `shoe`.
  mutating func standingJoint(_ value: HandValue, stake: Int, _ shoe: SIMD16<Int32>, _ total: Int32) -> HandJoint {
    let dealer = dealerCounted(shoe, total)
    var result = HandJoint()
    if value.isBust {
      result.add(net: -stake, 1, dealer)
      return result
    }
    let net = tables.standNet[value.total]
    for outcome in DealerOutcome.allCases where dealer[outcome] > 0 {
      let sign = net[outcome] > 0 ? 1 : (net[outcome] == 0 ? 0 : -1)
      result[net: sign * stake][outcome] += dealer[outcome]
    }
    return result
  }

  /// The probabilities that a round in which a pair worth `pair` points is split into up to `maxHands` hands ends
  /// won, pushed or lost by its net (the sum of its hands' nets), over the events the values count: given no dealer
  /// blackjack when the dealer has peeked, and so adding up to 1.
  ///
  /// Each hand's net is exact jointly with the dealer's outcome; the hands are combined as independent given the
  /// dealer's outcome, which is how the figures are approximate. `net` is the expected net of the split hands (the
  /// split's value, as ``splitValue(pair:maxHands:)`` without the conditioning).
  mutating func splitRoundOutcome(pair: Int, maxHands: Int) -> Value4 {
    // The exactness of the analysis is that of its values: the dealer's outcomes looked up here for hands that bust
    // may need cards a tiny shoe lacks, which the values never ask for.
    let ranDryBefore = ranDry
    defer { ranDry = ranDryBefore }
    let start = contexts[Solver.initialContext].base
    var table = SplitTable<HandJoint>(
      pair: pair, pairLeft: Double(start[pair]) - 2, sizeLeft: Double(start.wrappedSum()) - 2, infinite: infinite,
      pairProbability: tables.infiniteProbabilities[pair])
    var result = Value4()
    forEachSplitEnding(pair: pair, maxHands: maxHands) { solver, probability, groups in
      var joints: [(joint: HandJoint, dealer: DealerOutcomeVector, count: Int)] = []
      var dealer = DealerOutcomeVector()
      var net = 0.0
      for group in groups where group.count > 0 {
        let joint = table.value(
          group.second, &solver, pairCardsGone: group.pairCardsGone, otherCardsGone: group.otherCardsGone)
        let marginal = joint.dealer
        joints.append((joint, marginal, group.count))
        dealer += Double(group.count) * marginal
        for hand in -HandJoint.largestNet...HandJoint.largestNet {
          net += Double(group.count * hand) * joint[net: hand].sum()
        }
      }
      let mass = dealer.sum()
      guard mass > 0 else { return }
      var outcome = Value4(net: net, won: 0, pushed: 0, lost: 0)
      for dealerOutcome in DealerOutcome.allCases where dealer[dealerOutcome] > 0 {
        let sums = Self.netDistribution(joints, given: dealerOutcome)
        let weight = dealer[dealerOutcome] / mass
        let middle = sums.count / 2
        outcome.won += weight * sums[(middle + 1)...].reduce(0, +)
        outcome.pushed += weight * sums[middle]
        outcome.lost += weight * sums[..<middle].reduce(0, +)
      }
      result += probability * outcome
    }
    return result
  }

  /// The distribution of the sum of the hands' nets given the dealer's outcome, each hand's net independent of the
  /// others' given it: the probabilities of the sums −2n…2n (n the number of hands) in that order.
  static func netDistribution(
    _ hands: [(joint: HandJoint, dealer: DealerOutcomeVector, count: Int)], given outcome: DealerOutcome
  ) -> [Double] {
    let largest = HandJoint.largestNet
    var sums = [1.0]
    for hand in hands {
      // The hand's nets given the outcome; a hand that never sees this outcome (only in a tiny shoe) by its nets
      // over all outcomes.
      var nets = (-largest...largest).map { max(0, hand.dealer[outcome] > 0 ? hand.joint[net: $0][outcome] : 0) }
      if nets.reduce(0, +) <= 0 { nets = (-largest...largest).map { max(0, hand.joint[net: $0].sum()) } }
      let total = nets.reduce(0, +)
      guard total > 0 else { continue }
      nets = nets.map { $0 / total }
      for _ in 0..<hand.count {
        var next = [Double](repeating: 0, count: sums.count + 2 * largest)
        for (i, p) in sums.enumerated() where p > 0 {
          for (j, q) in nets.enumerated() { next[i + j] += p * q }
        }
        sums = next
      }
    }
    // Hands skipped above leave the sums narrower: centre them in the full width.
    let width = 4 * largest * hands.reduce(0) { $0 + $1.count } + 1
    let pad = (width - sums.count) / 2
    return [Double](repeating: 0, count: pad) + sums + [Double](repeating: 0, count: pad)
  }

  /// The probabilities that the round of an initial two-card hand, decided as `decision` values it, ends won,
  /// pushed or lost when the player takes `action`; `net` is the action's value. Without a split they are the
  /// hand's own; a split round's are approximate (see ``splitRoundOutcome(pair:maxHands:)``).
  mutating func roundOutcome(_ cards: [Int], _ decision: DecisionValues, action: Action) -> Value4 {
    guard action == .split, cards.count == 2, cards[0] == cards[1], let value = decision.values[.split] else {
      return decision.outcomes[action] ?? Value4()
    }
    return splitRound(
      pair: cards[0], maxHands: maxSplitHands(pair: cards[0], handCount: 1),
      dealerBlackjack: decision.peeked ? decision.dealerBlackjack : 0, net: value)
  }

  /// The outcome probabilities of a round split into up to `maxHands` hands of `pair` from the initial hand, with
  /// `dealerBlackjack` the chance of a dealer blackjack found by the peek (0 without one), which loses the round
  /// before the split; `net` is the split's value.
  mutating func splitRound(pair: Int, maxHands: Int, dealerBlackjack: Double, net: Double) -> Value4 {
    var round = (1 - dealerBlackjack) * splitRoundOutcome(pair: pair, maxHands: maxHands)
    round.lost += dealerBlackjack
    round.net = net
    return round
  }
}
