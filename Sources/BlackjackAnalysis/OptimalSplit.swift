import BlackjackEngine

/// The value of splitting a pair when every split hand and every resplit is played best, knowing every card
/// seen: an exhaustive enumeration of the split's hands, for shoes small enough.
///
/// A finished hand is settled when it finishes, at its value against the dealer drawing from the shoe left then:
/// the dealer's outcome probabilities given the shoe are a martingale as the player draws (removing an unseen
/// card changes no expectation), so later hands' play, whatever it is, leaves that value unchanged on average.
/// The state is then only the shoe, the hand being played, and how many hands there are and are waiting for a
/// second card. Values are over the no-blackjack event when the dealer has peeked, like the solver's.
struct OptimalSplit {
  let pair: Int
  /// The most states to enumerate before giving up.
  let budget: Int
  private var waitingMemo = KeyedCache<Double>(capacity: 4096)
  private var handMemo = KeyedCache<Double>(capacity: 4096)
  /// The shoe at the split, from which every state's removed cards are counted.
  private let start: SIMD16<Int32>
  /// Set when the enumeration went over its budget (the value is then meaningless).
  private(set) var overBudget = false

  init(pair: Int, start: SIMD16<Int32>, budget: Int) {
    self.pair = pair
    self.start = start
    self.budget = budget
  }

  /// The value of the split's hands: `hands` hands after the split, `waiting` of them (each holding one pair
  /// card) still to get a second card, from `shoe` (the pair cards out).
  mutating func value(_ solver: inout Solver, shoe: SIMD16<Int32>, hands: Int, waiting: Int) -> Double {
    if waiting == 0 || overBudget { return 0 }
    let key = stateKey(shoe, hands: hands, waiting: waiting)
    if let known = waitingMemo[key, 0] { return known }
    let total = shoe.wrappedSum()
    if !solver.infinite && total <= 0 { solver.ranDry = true }
    var sum = 0.0
    for card in 1...10 {
      let p = solver.probability(card, shoe, total)
      if p == 0 { continue }
      var after = shoe
      if !solver.infinite { after[card] -= 1 }
      let hand = HandState(points: [pair, card])
      var best = handValue(&solver, hand, shoe: after, hands: hands, waiting: waiting - 1)
      if card == pair && canResplit(solver, hands: hands) {
        // Resplit: this hand waits again for a second card, and so does the new one.
        best = max(best, value(&solver, shoe: after, hands: hands + 1, waiting: waiting + 1))
      }
      sum += p * best
    }
    waitingMemo.insert(sum, low: key, high: 0)
    checkBudget()
    return sum
  }

  /// The value of playing `hand` (two or more cards) best, then the `waiting` hands after it.
  private mutating func handValue(
    _ solver: inout Solver, _ hand: HandState, shoe: SIMD16<Int32>, hands: Int, waiting: Int
  )
    -> Double
  {
    if overBudget { return 0 }
    let key = stateKey(shoe, hands: hands, waiting: waiting)
    if let known = handMemo[key, hand.key] { return known }
    let total = shoe.wrappedSum()
    let legal = solver.rules.legalActions(
      for: HandSituation(
        value: hand.value, cardCount: hand.cardCount, pairPoints: nil, isSplit: true, isSplitAces: pair == 1,
        handCount: hands))
    var best = solver.stand(hand.value, shoe, total).net + value(&solver, shoe: shoe, hands: hands, waiting: waiting)
    if legal.contains(.hit) || legal.contains(.double) {
      if !solver.infinite && total <= 0 { solver.ranDry = true }
      var hit = 0.0
      var double = 0.0
      for card in 1...10 {
        let p = solver.probability(card, shoe, total)
        if p == 0 { continue }
        var after = shoe
        if !solver.infinite { after[card] -= 1 }
        let next = hand.adding(card)
        let settled = next.value.isBust ? solver.bust(after, total - 1) : solver.stand(next.value, after, total - 1)
        let following = value(&solver, shoe: after, hands: hands, waiting: waiting)
        if legal.contains(.hit) {
          hit +=
            p
            * (next.value.isBust
              ? settled.net + following : handValue(&solver, next, shoe: after, hands: hands, waiting: waiting))
        }
        double += p * (Double(solver.rules.doubledStake) * settled.net + following)
      }
      if legal.contains(.hit) { best = max(best, hit) }
      if legal.contains(.double) { best = max(best, double) }
    }
    handMemo.insert(best, low: key, high: hand.key)
    checkBudget()
    return best
  }

  private func canResplit(_ solver: Solver, hands: Int) -> Bool {
    solver.rules.legalActions(
      for: HandSituation(
        value: HandValue(hardTotal: 2 * pair, hasAce: pair == 1), cardCount: 2, pairPoints: pair, isSplit: true,
        isSplitAces: pair == 1, handCount: hands)
    ).contains(.split)
  }

  /// The cards taken out since the split (5 bits per points value), the hands and the hands waiting.
  private mutating func stateKey(_ shoe: SIMD16<Int32>, hands: Int, waiting: Int) -> UInt64 {
    let removed = start &- shoe
    // More than 31 cards of a value out of one split is far beyond any budget; the key could not hold it.
    if any(removed .> 31) { overBudget = true }
    let counts = SIMD16<UInt64>(truncatingIfNeeded: removed) & 31
    var key = UInt64(hands) << 56 | UInt64(waiting) << 60
    for points in 1...10 { key |= counts[points] << UInt64(5 * (points - 1)) }
    return key
  }

  private mutating func checkBudget() {
    if waitingMemo.count + handMemo.count > budget { overBudget = true }
  }
}
