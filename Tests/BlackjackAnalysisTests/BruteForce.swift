import BlackjackAnalysis
import BlackjackEngine
import CardKit

/// A second method for tiny shoes: enumerates a round card by card in the real dealing order (the hole card comes
/// before the player's draws and, after a peek, is known not to make a blackjack), carrying the probability of each
/// possible hole card alongside the player's draws. Nothing here relies on the exchangeability arguments the exact
/// analysis uses; it only asks the engine for rules and outcomes.
///
/// Split hands are played by Farmer's post-split conventions, each read from its definition:
/// - CDZ-: the best action for the hand's cards as an unsplit hand (the shoe less those cards);
/// - CDP1: the best action for the hand's cards as a split hand against the shoe less those cards and the other
///   pair card, played on optimally as such a hand (no resplit);
/// - CDP: the same, against the shoe less every pair card of the split; to know them all, every split hand gets
///   its second card (resplitting as pairs come) before any is played.
struct BruteForce {
  let rules: Rules
  let up: Int
  /// The shoe after the up card is taken out, by points (index 1…10).
  let shoe: [Int]
  /// How split hands are played.
  let postSplit: PostSplitPolicy
  /// Whether split hands and resplits are instead played best, knowing every card seen (the optimal split).
  let optimalSplits: Bool
  /// A chart that instead plays every decision, resplits included.
  let chart: BasicStrategy?
  /// Set when some branch ran out of cards (the comparison is then meaningless).
  var exhausted = false
  private var decisionMemo: [[Int]: [Action: Double]] = [:]

  init(
    rules: Rules, up: Int, shoe: [Int], postSplit: PostSplitPolicy = .cdzMinus, optimalSplits: Bool = false,
    chart: BasicStrategy? = nil
  ) {
    self.rules = rules
    self.up = up
    self.shoe = shoe
    self.postSplit = postSplit
    self.optimalSplits = optimalSplits
    self.chart = chart
  }

  var upRank: Rank { Rank(rawValue: UInt8(up))! }

  static func value(_ cards: [Int]) -> HandValue {
    HandValue(hardTotal: cards.reduce(0, +), hasAce: cards.contains(1))
  }

  /// Hole-card weights for the unseen cards `unseen`: proportional to counts, without the blackjack card after a
  /// peek.
  func holeWeights(_ unseen: [Int]) -> [Double] {
    let peeked = rules.dealerPeeks(showing: upRank)
    let total = Double(unseen.reduce(0, +))
    return (0...10).map { h in
      guard h >= 1, unseen[h] > 0 else { return 0 }
      if peeked && Self.value([up, h]).total == 21 { return 0 }
      return Double(unseen[h]) / total
    }
  }

  /// The dealer's final hands from up + hole drawing from `deck`: (probability, value, blackjack).
  mutating func dealerFinals(hole: Int, deck: [Int]) -> [(Double, HandValue, Bool)] {
    var finals: [(Double, HandValue, Bool)] = []
    let start = Self.value([up, hole])
    if start.total == 21 { return [(1, start, true)] }
    var exhausted = false
    func draw(_ value: HandValue, _ deck: inout [Int], _ p: Double) {
      if !rules.dealerHits(value) {
        finals.append((p, value, false))
        return
      }
      let total = deck.reduce(0, +)
      if total == 0 {
        exhausted = true
        return
      }
      for c in 1...10 where deck[c] > 0 {
        let q = Double(deck[c]) / Double(total)
        deck[c] -= 1
        draw(value.adding(points: c), &deck, p * q)
        deck[c] += 1
      }
    }
    var d = deck
    draw(start, &d, 1)
    if exhausted { self.exhausted = true }
    return finals
  }

  /// Settles hands (cards, wager) with the dealer drawing from what is left: Σ_h weight(h) · E[net | h].
  mutating func settle(_ hands: [(cards: [Int], wager: Double)], unseen: [Int], weights: [Double]) -> Double {
    var sum = 0.0
    for h in 1...10 where weights[h] > 0 {
      var deck = unseen
      deck[h] -= 1
      for (p, dealer, blackjack) in dealerFinals(hole: h, deck: deck) {
        for hand in hands {
          let outcome = rules.outcome(
            player: Self.value(hand.cards), playerBlackjack: false, surrendered: false, dealer: dealer,
            dealerBlackjack: blackjack)
          sum += weights[h] * p * hand.wager * rules.netRatio(for: outcome)
        }
      }
    }
    return sum
  }

  /// The weights after the player draws `card` from the unseen cards (the hole card is not among those drawn).
  func drawing(_ card: Int, unseen: [Int], weights: [Double]) -> [Double] {
    let total = Double(unseen.reduce(0, +) - 1)
    return (0...10).map { h in
      guard h >= 1, weights[h] > 0 else { return 0 }
      let left = unseen[card] - (h == card ? 1 : 0)
      return left > 0 && total > 0 ? weights[h] * Double(left) / total : 0
    }
  }

  /// Unnormalised values of stand, hit (then optimal) and double for one hand.
  mutating func handValues(_ cards: [Int], unseen: [Int], weights: [Double], legal: ActionSet) -> [Action: Double] {
    var values: [Action: Double] = [:]
    values[.stand] = settle([(cards, 1)], unseen: unseen, weights: weights)
    for action in [Action.hit, .double] where legal.contains(action) {
      var sum = 0.0
      for c in 1...10 where unseen[c] > 0 {
        let w = drawing(c, unseen: unseen, weights: weights)
        if w.reduce(0, +) == 0 { continue }
        var rest = unseen
        rest[c] -= 1
        let next = cards + [c]
        let wager = action == .double ? 2.0 : 1.0
        if Self.value(next).isBust {
          sum -= wager * w.reduce(0, +)
        } else if action == .double {
          sum += settle([(next, 2)], unseen: rest, weights: w)
        } else {
          let nextLegal = rules.legalActions(
            for: HandSituation(value: Self.value(next), cardCount: next.count, pairPoints: nil))
          sum += handValues(next, unseen: rest, weights: w, legal: nextLegal).values.max()!
        }
      }
      values[action] = sum
    }
    return values
  }

  /// Conditional EVs (given no dealer blackjack after a peek) of stand, hit and double on an unsplit hand.
  mutating func unsplitValues(_ cards: [Int]) -> [Action: Double] {
    if let known = decisionMemo[cards.sorted()] { return known }
    var unseen = shoe
    for c in cards { unseen[c] -= 1 }
    let weights = holeWeights(unseen)
    let mass = weights.reduce(0, +)
    let legal = rules.legalActions(
      for: HandSituation(value: Self.value(cards), cardCount: cards.count, pairPoints: nil))
    let values = handValues(cards, unseen: unseen, weights: weights, legal: legal).mapValues { $0 / mass }
    decisionMemo[cards.sorted()] = values
    return values
  }

  /// Conditional EVs of stand, hit and double on a hand of a split of `cards[0]`, played on optimally as a split
  /// hand (no resplit) against the shoe less its cards and `1 + extraPairCards` more pair cards.
  mutating func splitHandValues(_ cards: [Int], extraPairCards: Int) -> [Action: Double] {
    let key = cards.sorted() + [-1 - extraPairCards]
    if let known = decisionMemo[key] { return known }
    var unseen = shoe
    for c in cards { unseen[c] -= 1 }
    unseen[cards[0]] -= 1 + extraPairCards
    let weights = holeWeights(unseen)
    let mass = weights.reduce(0, +)
    let legal = rules.legalActions(
      for: HandSituation(
        value: Self.value(cards), cardCount: cards.count, pairPoints: nil, isSplit: true,
        isSplitAces: cards[0] == 1, handCount: 2))
    let values = handValues(cards, unseen: unseen, weights: weights, legal: legal).mapValues { $0 / mass }
    decisionMemo[key] = values
    return values
  }

  /// The action for a split hand by the post-split convention, among those legal here, when `hands` hands are
  /// held after `extraPairCards` resplits.
  mutating func splitHandAction(_ cards: [Int], hands: Int, extraPairCards: Int) -> Action {
    let situation = HandSituation(
      value: Self.value(cards), cardCount: cards.count, pairPoints: nil, isSplit: true,
      isSplitAces: cards[0] == 1, handCount: hands)
    let legal = rules.legalActions(for: situation)
    if let chart { return chart.action(for: Decision(hand: situation, upCard: upRank, legal: legal, rules: rules)) }
    let values: [Action: Double]
    switch postSplit {
    case .cdzMinus: values = unsplitValues(cards)
    case .cdp1: values = splitHandValues(cards, extraPairCards: 0)
    case .cdp: values = splitHandValues(cards, extraPairCards: extraPairCards)
    }
    var best = Action.stand
    for action in [Action.hit, .double] where legal.contains(action) {
      if values[action]! > values[best]! { best = action }
    }
    return best
  }

  /// The conditional EV of splitting the pair `pair`: hands are completed one after another in dealing order,
  /// a pair card dealt as a second card is resplit while the rules allow.
  mutating func splitValue(pair: Int) -> Double {
    var unseen = shoe
    unseen[pair] -= 2
    let weights = holeWeights(unseen)
    let mass = weights.reduce(0, +)
    let hands: [(cards: [Int], wager: Double)] = [([pair], 1), ([pair], 1)]
    return play(hands, index: 0, unseen: unseen, weights: weights) / mass
  }

  /// Plays hand `index` onwards, then settles.
  mutating func play(_ hands: [(cards: [Int], wager: Double)], index: Int, unseen: [Int], weights: [Double])
    -> Double
  {
    if weights.reduce(0, +) == 0 { return 0 }
    if postSplit == .cdp, let waiting = hands.firstIndex(where: { $0.cards.count == 1 }) {
      return dealSecondCard(to: waiting, hands, index: index, unseen: unseen, weights: weights)
    }
    if index == hands.count { return settle(hands, unseen: unseen, weights: weights) }
    let cards = hands[index].cards
    if cards.count == 1 { return dealSecondCard(to: index, hands, index: index, unseen: unseen, weights: weights) }
    if unseen.reduce(0, +) <= 1 {
      exhausted = true
      return 0
    }
    if optimalSplits {
      let legal = rules.legalActions(
        for: HandSituation(
          value: Self.value(cards), cardCount: cards.count, pairPoints: nil, isSplit: true,
          isSplitAces: cards[0] == 1, handCount: hands.count))
      return [Action.stand, .hit, .double].filter { legal.contains($0) }.map {
        playHand(taking: $0, hands, index: index, unseen: unseen, weights: weights)
      }.max()!
    }
    let action = splitHandAction(cards, hands: hands.count, extraPairCards: hands.count - 2)
    return playHand(taking: action, hands, index: index, unseen: unseen, weights: weights)
  }

  /// Plays hand `index` by taking `action`, then on.
  mutating func playHand(
    taking action: Action, _ hands: [(cards: [Int], wager: Double)], index: Int, unseen: [Int], weights: [Double]
  ) -> Double {
    if action == .stand { return play(hands, index: index + 1, unseen: unseen, weights: weights) }
    var sum = 0.0
    for c in 1...10 where unseen[c] > 0 {
      let w = drawing(c, unseen: unseen, weights: weights)
      var rest = unseen
      rest[c] -= 1
      var next = hands
      next[index].cards.append(c)
      if action == .double { next[index].wager = 2 }
      let value = Self.value(next[index].cards)
      if value.isBust {
        // The busted hand loses whatever the dealer holds.
        sum -= next[index].wager * w.reduce(0, +)
        next[index].wager = 0
        sum += play(next, index: index + 1, unseen: rest, weights: w)
      } else if action == .double {
        sum += play(next, index: index + 1, unseen: rest, weights: w)
      } else {
        sum += play(next, index: index, unseen: rest, weights: w)
      }
    }
    return sum
  }

  /// Deals the second card of hand `waiting` (a pair card may start another hand), then plays on from hand `index`.
  mutating func dealSecondCard(
    to waiting: Int, _ hands: [(cards: [Int], wager: Double)], index: Int, unseen: [Int], weights: [Double]
  ) -> Double {
    if unseen.reduce(0, +) <= 1 {
      exhausted = true
      return 0
    }
    let first = hands[waiting].cards[0]
    var sum = 0.0
    for c in 1...10 where unseen[c] > 0 {
      let w = drawing(c, unseen: unseen, weights: weights)
      var rest = unseen
      rest[c] -= 1
      var next = hands
      let pairHand = HandSituation(
        value: Self.value([first, c]), cardCount: 2, pairPoints: c == first ? c : nil, isSplit: true,
        isSplitAces: first == 1, handCount: hands.count)
      if c == first && rules.legalActions(for: pairHand).contains(.split) && optimalSplits {
        // Resplitting or keeping the pair, whichever is worth more.
        var kept = next
        kept[waiting].cards.append(c)
        next.append(([c], 1))
        sum += max(
          play(next, index: index, unseen: rest, weights: w), play(kept, index: index, unseen: rest, weights: w))
        continue
      }
      if let chart, c == first {
        let legal = rules.legalActions(for: pairHand)
        if chart.action(for: Decision(hand: pairHand, upCard: upRank, legal: legal, rules: rules)) == .split {
          next.append(([c], 1))
        } else {
          next[waiting].cards.append(c)
        }
      } else if c == first && rules.legalActions(for: pairHand).contains(.split) {
        next.append(([c], 1))
      } else {
        next[waiting].cards.append(c)
      }
      sum += play(next, index: index, unseen: rest, weights: w)
    }
    return sum
  }
}
