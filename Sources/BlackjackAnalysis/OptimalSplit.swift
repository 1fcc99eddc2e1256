import BlackjackEngine

/// The value of splitting a pair when every split hand and every resplit is played best, knowing every card
/// seen: an exhaustive enumeration of the split's hands, for shoes small enough.
///
/// In a shoe large enough that no line of play can leave the dealer short of cards
/// (``Solver/splitMayRunShort(_:pair:hands:newHands:)`` says so), a finished hand is settled when it finishes, at
/// its value against the dealer drawing from the shoe left then: the dealer's outcome probabilities given the shoe
/// are a martingale as the player draws (removing an unseen card changes no expectation), so later hands' play,
/// whatever it is, leaves that value unchanged on average. The state is then only the shoe, the hand being played,
/// and how many hands there are and are waiting for a second card.
///
/// In a smaller shoe that argument fails, and the finished hands are carried (``FinishedHands``) until no line of
/// play from there can leave the dealer short, or to the end of the round, and settled against the shoe left then. A
/// line of play on which the cards run out (a hand must draw from an empty shoe, or the dealer could draw every card
/// left and still have to hit, on some order of them) is impossible to choose, and is worth −∞: the player's best
/// play avoids every such line, and a split that cannot avoid them is worth −∞. This is the convention of Farmer's
/// optimal-split solver (`blackjack_split`), whatever the player's hands hold (even all busted) and whatever the hole
/// card.
///
/// Values are over the no-blackjack event when the dealer has peeked, like the solver's.
struct OptimalSplit {
  let pair: Int
  /// The most states to enumerate before giving up.
  let budget: Int
  /// The most hands the split may make (counting its own hands only): the rules' limit, or fewer for the value of
  /// splitting to at most that many hands.
  let handLimit: Int
  /// How many hands the player held before this split.
  let handCount: Int
  /// Whether finished hands are carried to the end of the round (a shoe in which some line of play may leave the
  /// dealer short of cards) rather than settled as they finish.
  let settlesAtRoundEnd: Bool
  private var waitingMemo = KeyedCache<Double>(capacity: 4096)
  private var handMemo = KeyedCache<Double>(capacity: 4096)
  /// The shoe at the split, from which every state's removed cards are counted.
  private let start: SIMD16<Int32>
  /// Set when the enumeration went over its budget (the value is then meaningless).
  private(set) var overBudget = false
  /// Set when some line of play runs out of cards (only looked for when settling at the round's end).
  private(set) var someLineRunsOut = false

  init(
    pair: Int, start: SIMD16<Int32>, budget: Int, handLimit: Int, handCount: Int, settlesAtRoundEnd: Bool
  ) {
    self.pair = pair
    self.start = start
    self.budget = budget
    self.handLimit = handLimit
    self.handCount = handCount
    self.settlesAtRoundEnd = settlesAtRoundEnd
  }

  /// The value of the split's hands: `hands` hands after the split, `waiting` of them (each holding one pair
  /// card) still to get a second card, from `shoe` (the pair cards out), the hands in `finished` done.
  mutating func value(
    _ solver: inout Solver, shoe: SIMD16<Int32>, hands: Int, waiting: Int, finished: FinishedHands = FinishedHands()
  ) -> Double {
    if overBudget { return 0 }
    if waiting == 0 { return settlesAtRoundEnd ? roundValue(&solver, shoe: shoe, finished: finished) : 0 }
    let key = stateKey(shoe, hands: hands, waiting: waiting)
    if let known = waitingMemo[key, finished.packed] { return known }
    let total = shoe.wrappedSum()
    if !solver.infinite && total <= 0 {
      if settlesAtRoundEnd { return runsOut() }
      solver.ranDry = true
    }
    var sum = 0.0
    for card in 1...10 {
      let p = solver.probability(card, shoe, total)
      if p == 0 { continue }
      var after = shoe
      if !solver.infinite { after[card] -= 1 }
      let hand = HandState(points: [pair, card])
      var best = handValue(&solver, hand, shoe: after, hands: hands, waiting: waiting - 1, finished: finished)
      if card == pair && canResplit(solver, hands: hands) {
        // Resplit: this hand waits again for a second card, and so does the new one.
        best = max(best, value(&solver, shoe: after, hands: hands + 1, waiting: waiting + 1, finished: finished))
      }
      sum += p * best
    }
    waitingMemo.insert(sum, low: key, high: finished.packed)
    checkBudget()
    return sum
  }

  /// The value of playing `hand` (two or more cards) best, then the `waiting` hands after it.
  private mutating func handValue(
    _ solver: inout Solver, _ hand: HandState, shoe: SIMD16<Int32>, hands: Int, waiting: Int,
    finished: FinishedHands
  )
    -> Double
  {
    if overBudget { return 0 }
    let key = stateKey(shoe, hands: hands, waiting: waiting)
    let handKey = hand.key | finished.packed << 50
    if let known = handMemo[key, handKey] { return known }
    let total = shoe.wrappedSum()
    let legal = solver.rules.legalActions(
      for: HandSituation(
        value: hand.value, cardCount: hand.cardCount, pairPoints: nil, isSplit: true, isSplitAces: pair == 1,
        handCount: hands))
    var best = finish(
      &solver, hand.value, stake: 1, shoe: shoe, total: total, hands: hands, waiting: waiting, finished: finished)
    if (legal.contains(.hit) || legal.contains(.double)) && !solver.infinite && total <= 0 {
      // Nothing left to draw: hitting or doubling would run out of cards.
      if settlesAtRoundEnd { someLineRunsOut = true } else { solver.ranDry = true }
    } else if legal.contains(.hit) || legal.contains(.double) {
      var hit = 0.0
      var double = 0.0
      let doubled = solver.rules.doubledStake
      for card in 1...10 {
        let p = solver.probability(card, shoe, total)
        if p == 0 { continue }
        var after = shoe
        if !solver.infinite { after[card] -= 1 }
        let next = hand.adding(card)
        if legal.contains(.hit) {
          hit +=
            p
            * (next.value.isBust
              ? finish(
                &solver, next.value, stake: 1, shoe: after, total: total - 1, hands: hands, waiting: waiting,
                finished: finished)
              : handValue(&solver, next, shoe: after, hands: hands, waiting: waiting, finished: finished))
        }
        if legal.contains(.double) {
          double +=
            p
            * finish(
              &solver, next.value, stake: doubled, shoe: after, total: total - 1, hands: hands, waiting: waiting,
              finished: finished)
        }
      }
      if legal.contains(.hit) { best = max(best, hit) }
      if legal.contains(.double) { best = max(best, double) }
    }
    handMemo.insert(best, low: key, high: handKey)
    checkBudget()
    return best
  }

  /// The value of finishing the hand being played on `value` (bust or not) with `stake` bets, then playing the
  /// `waiting` hands: settled now against `shoe`, or carried to the end of the round.
  private mutating func finish(
    _ solver: inout Solver, _ value: HandValue, stake: Int, shoe: SIMD16<Int32>, total: Int32, hands: Int,
    waiting: Int, finished: FinishedHands
  ) -> Double {
    let settled: Double
    if settlesAtRoundEnd {
      let done = finished.adding(value, stake: stake)
      // Once no line of play from here can leave the dealer short, the hands done are settled as in a big shoe.
      let newHands = canResplit(solver, hands: hands) ? handLimit - (hands - handCount + 1) : 0
      if solver.splitMayRunShort(shoe, pair: pair, hands: waiting, newHands: newHands) {
        return self.value(&solver, shoe: shoe, hands: hands, waiting: waiting, finished: done)
      }
      settled = settle(&solver, done, shoe: shoe, total: total)
    } else {
      settled = Double(stake) * (value.isBust ? solver.bust(shoe, total) : solver.stand(value, shoe, total)).net
    }
    return settled + self.value(&solver, shoe: shoe, hands: hands, waiting: waiting)
  }

  /// The value of the finished hands against the dealer drawing from `shoe`.
  private func settle(_ solver: inout Solver, _ finished: FinishedHands, shoe: SIMD16<Int32>, total: Int32) -> Double {
    var sum = 0.0
    finished.forEach(doubledStake: solver.rules.doubledStake) { value, stake in
      sum += Double(stake) * (value.isBust ? solver.bust(shoe, total) : solver.stand(value, shoe, total)).net
    }
    return sum
  }

  /// The value of the finished hands against the dealer drawing from `shoe`, or −∞ when the dealer could run out
  /// of cards.
  private mutating func roundValue(_ solver: inout Solver, shoe: SIMD16<Int32>, finished: FinishedHands) -> Double {
    solver.dealerCouldRunOut(shoe) ? runsOut() : settle(&solver, finished, shoe: shoe, total: shoe.wrappedSum())
  }

  /// The value of a line on which the cards run out: impossible to choose.
  private mutating func runsOut() -> Double {
    someLineRunsOut = true
    return -.infinity
  }

  private func canResplit(_ solver: Solver, hands: Int) -> Bool {
    hands - handCount + 1 < handLimit
      && solver.rules.legalActions(
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

/// The hands of a split finished before the round ends, as far as settling them goes: each hand's total (any total
/// below 17 settles alike, as does any bust) and its stake, packed 4 bits a hand in descending order so that the
/// same hands pack the same whatever order they finished in. Up to three hands fit the memo keys (a split has at
/// most four hands, one of them still being played while its state is remembered).
struct FinishedHands: Sendable {
  /// The hands' codes, 4 bits each, largest first; 0 ends the list.
  private(set) var packed: UInt64 = 0

  /// The same hands and one more finished on `value` with `stake` bets (1, or the doubled stake).
  func adding(_ value: HandValue, stake: Int) -> FinishedHands {
    // Results 0 (16 or less), 1…5 (17…21), 6 (bust); the code is 1 + 2 · result, plus 1 when doubled.
    let result = value.isBust ? 6 : max(0, value.total - 16)
    let code = UInt64(1 + 2 * result + (stake > 1 ? 1 : 0))
    var next = FinishedHands()
    var shift: UInt64 = 0
    var rest = packed
    var placed = false
    while rest != 0 {
      let old = rest & 15
      if !placed && code >= old {
        next.packed |= code << shift
        shift += 4
        placed = true
      }
      next.packed |= old << shift
      shift += 4
      rest >>= 4
    }
    if !placed { next.packed |= code << shift }
    return next
  }

  /// Calls `body` with each hand's value (16 for any total below 17, 22 for a bust) and stake, `doubledStake`
  /// for a doubled hand.
  func forEach(doubledStake: Int, _ body: (HandValue, Int) -> Void) {
    var rest = packed
    while rest != 0 {
      let code = Int(rest & 15) - 1
      let result = code / 2
      body(HandValue(hardTotal: result == 6 ? 22 : 16 + result, hasAce: false), code % 2 == 1 ? doubledStake : 1)
      rest >>= 4
    }
  }
}
