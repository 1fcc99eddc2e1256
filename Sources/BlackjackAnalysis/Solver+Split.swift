import BlackjackEngine

// Splits are valued for a strategy that plays each split hand by its own cards and at most the number of pair
// cards gone (CDZ-, CDP1, CDP, or a chart). The cards other hands take are unseen by this hand, so a hand's value
// depends only on how many pair cards and how many non-pair cards are known to be gone. The value of a hand with `b` unknown
// non-pair cards gone follows from the identity F(shoe) = Σ P(card) F(shoe − card) (removing an unseen card
// changes no expectation), solved for the non-pair branch:
//   F(a, b) = (F(a, b − 1) − w · F(a + 1, b − 1)) / (1 − w),  w = P(the removed card is a pair card),
// with `a` the extra pair cards gone (beyond the original two). The resplitting itself is enumerated exactly as a
// sequence of pair / non-pair second cards.

extension Solver {
  /// The context of split hands of `pair` when `removed` extra pair cards (beyond the original two) are gone.
  mutating func splitContext(pair: Int, removed: Int) -> Int? {
    // An infinite deck does not change as cards go: every removal shares one context.
    let id = pair * 16 + (infinite ? 0 : removed)
    if let index = splitContextIndex[id] { return index }
    var base = contexts[Solver.initialContext].base
    if !infinite {
      base[pair] -= Int32(removed + 1)
      // The hand's own pair card must still be there.
      if base[pair] < 1 { return nil }
    }
    let play: ContextPlay
    switch mode {
    case .chart: play = .chart
    case .optimal(.cdzMinus): play = .bestIn(context: Solver.initialContext)
    case .optimal(.cdp): play = .best
    case .optimal(.cdp1):
      if removed == 0 || infinite {
        play = .best
      } else {
        guard let first = splitContext(pair: pair, removed: 0) else { return nil }
        play = .bestIn(context: first)
      }
    }
    memos.append(KeyedCache(capacity: infinite ? 32 : 128))
    contexts.append(
      SolverContext(
        base: base, baseTotal: base.wrappedSum(), isSplit: true, isSplitAces: pair == 1, handCount: 2, play: play))
    splitContextIndex[id] = contexts.count - 1
    return contexts.count - 1
  }

  /// Whether some line of play of a split of `pair` from `shoe`, with `hands` hands still to play (each holding its
  /// pair card) and up to `newHands` more to come by resplitting, could leave so few cards that the dealer might
  /// need every one of them: a bound, true for every shoe where that can happen and false for any real game's.
  ///
  /// Where it is false, no line of play runs out of cards, and removing an unseen card changes no expectation of
  /// the dealer's outcomes all through the split, as the split values' arguments need. The dealer needs the last of
  /// the cards left only if the others make a hard 16 or less with the up card, so only if the cards left add up to
  /// 26 or less with the up card; a split hand ends with at most 30 points (20 or less before its last card; a split
  /// ace that may not be hit, 11), its pair card among them, and a new hand draws its pair card too.
  func splitMayRunShort(_ shoe: SIMD16<Int32>, pair: Int, hands: Int, newHands: Int) -> Bool {
    if infinite { return false }
    let perHand = pair == 1 && !rules.hitSplitAces ? 11 : 30
    let most = hands * (perHand - pair) + min(newHands, Int(shoe[pair])) * perHand
    return up + Solver.points(shoe) - most <= 26
  }

  /// The value of splitting a pair worth `pair` points into up to `maxHands` hands (resplitting whenever a pair
  /// card comes as a second card), as the sum over all split hands, in the solver's convention (over the
  /// no-blackjack event when the dealer has peeked).
  mutating func splitValue(pair: Int, maxHands: Int) -> Value4 {
    let start = contexts[Solver.initialContext].base
    var afterPair = start
    afterPair[pair] -= 2
    // The values below are exact only where no line of play can leave the dealer short of cards.
    if splitMayRunShort(afterPair, pair: pair, hands: 2, newHands: maxHands - 2) { ranDry = true }
    let pairLeft = Double(start[pair]) - 2
    let sizeLeft = Double(start.wrappedSum()) - 2
    var table = SplitTable<Value4>(
      pair: pair, pairLeft: pairLeft, sizeLeft: sizeLeft, infinite: infinite,
      pairProbability: tables.infiniteProbabilities[pair])
    var total = Value4()
    forEachSplitEnding(pair: pair, maxHands: maxHands) { solver, probability, groups in
      var value = Value4()
      for group in groups {
        value +=
          Double(group.count)
          * table.value(
            group.second, &solver, pairCardsGone: group.pairCardsGone, otherCardsGone: group.otherCardsGone)
      }
      total += probability * value
    }
    return total
  }

  /// Calls `body` with every way the second cards of a split of `pair` into up to `maxHands` hands can fall (in
  /// order, a pair card making a new hand while the rules allow): with its probability and the finished hands, in
  /// groups of hands valued alike. The probabilities add up to 1.
  mutating func forEachSplitEnding(
    pair: Int, maxHands: Int, _ body: (inout Solver, Double, [SplitHandGroup]) -> Void
  ) {
    let start = contexts[Solver.initialContext].base
    let pairLeft = Double(start[pair]) - 2
    let sizeLeft = Double(start.wrappedSum()) - 2
    let pairProbability = tables.infiniteProbabilities[pair]

    // Deals second cards in order: `hands` hands so far, `pending` of them still waiting for a second card, after
    // `pairCards` extra pair cards and `otherCards` non-pair second cards.
    func deal(
      _ solver: inout Solver, hands: Int, pending: Int, pairCards: Int, otherCards: Int, probability: Double
    ) {
      if probability == 0 { return }
      if hands == maxHands {
        // No more resplits: the pending hands take any second card, the others hold a non-pair one.
        var groups = [
          SplitHandGroup(
            second: .anySecondCard, pairCardsGone: maxHands - 2, otherCardsGone: otherCards, count: pending)
        ]
        if otherCards > 0 {
          groups.append(
            SplitHandGroup(
              second: .otherSecondCard, pairCardsGone: maxHands - 2, otherCardsGone: otherCards - 1,
              count: otherCards))
        }
        body(&solver, probability, groups)
        return
      }
      if pending == 0 {
        // Every hand holds a non-pair second card; each sees the other hands' second cards gone.
        body(
          &solver, probability,
          [SplitHandGroup(second: .otherSecondCard, pairCardsGone: hands - 2, otherCardsGone: hands - 1, count: hands)])
        return
      }
      let remaining = sizeLeft - Double(pairCards + otherCards)
      if !solver.infinite && remaining <= 0 { solver.ranDry = true }
      let p =
        solver.infinite
        ? pairProbability : (remaining > 0 ? max(0, pairLeft - Double(pairCards)) / remaining : 0)
      if p > 0 {
        deal(
          &solver, hands: hands + 1, pending: pending + 1, pairCards: pairCards + 1, otherCards: otherCards,
          probability: probability * p)
      }
      if p < 1 {
        deal(
          &solver, hands: hands, pending: pending - 1, pairCards: pairCards, otherCards: otherCards + 1,
          probability: probability * (1 - p))
      }
    }
    deal(&self, hands: 2, pending: 2, pairCards: 0, otherCards: 0, probability: 1)
  }
}

/// Hands at the end of a split that are valued alike: how many, what is known of their second card, and how many
/// extra pair cards and unknown non-pair cards each sees gone.
struct SplitHandGroup {
  var second: SplitSecondCard
  var pairCardsGone: Int
  var otherCardsGone: Int
  var count: Int
}

/// What a split table holds for a split hand: its value with the outcome counts (``Value4``), or the joint
/// distribution of its net and the dealer's outcome (``HandJoint``). Expectations both, so that removing an unseen
/// card changes neither on average (the identity ``SplitTable`` rests on).
protocol SplitHandVector: Sendable {
  /// Zero.
  init()
  static func + (left: Self, right: Self) -> Self
  static func += (left: inout Self, right: Self)
  static func - (left: Self, right: Self) -> Self
  static func * (scale: Double, vector: Self) -> Self
  static func / (vector: Self, divisor: Double) -> Self
  /// The vector of a hand of two or more cards played in a context of `solver`.
  static func of(_ hand: HandState, in context: Int, _ solver: inout Solver) -> Self
}

extension Value4: SplitHandVector {
  static func of(_ hand: HandState, in context: Int, _ solver: inout Solver) -> Value4 {
    solver.evaluate(hand, context).value
  }
}

/// What is known of a split hand's second card.
enum SplitSecondCard: Int {
  /// Any card (the hand is not resplit, whatever comes).
  case anySecondCard
  /// A pair card, played as a hand without resplitting.
  case pairSecondCard
  /// A card other than a pair card.
  case otherSecondCard
}

/// The values of one split hand of a pair, by its second card and by how many extra pair cards and unknown
/// non-pair cards are gone from the shoe it is dealt from.
struct SplitTable<Vector: SplitHandVector> {
  /// What is known of a split hand's second card.
  typealias SecondCard = SplitSecondCard

  let pair: Int
  /// Pair cards and all cards left after the original pair is taken out.
  let pairLeft: Double
  let sizeLeft: Double
  let infinite: Bool
  let pairProbability: Double
  /// Values already worked out, by ``key(_:_:_:)``.
  private var memo: [Int: Vector] = [:]
  /// The values with no unknown card gone, by the number of extra pair cards gone.
  private var evaluated: [Int: (any: Vector, pair: Vector)] = [:]

  init(pair: Int, pairLeft: Double, sizeLeft: Double, infinite: Bool, pairProbability: Double) {
    self.pair = pair
    self.pairLeft = pairLeft
    self.sizeLeft = sizeLeft
    self.infinite = infinite
    self.pairProbability = pairProbability
  }

  /// The value of one split hand with this `second` card when `pairCardsGone` extra pair cards and
  /// `otherCardsGone` unknown non-pair cards are gone.
  mutating func value(
    _ second: SecondCard, _ solver: inout Solver, pairCardsGone: Int, otherCardsGone: Int
  ) -> Vector {
    switch second {
    case .otherSecondCard:
      // From X = v · P + (1 − v) · N, v the chance that the second card is a pair card.
      let v = pairCardChance(pairCardsGone: pairCardsGone, otherCardsGone: otherCardsGone, pairCardsHeld: 1)
      return Self.removingOtherCard(
        value(.anySecondCard, &solver, pairCardsGone: pairCardsGone, otherCardsGone: otherCardsGone),
        whenPairCardRemoved: value(
          .pairSecondCard, &solver, pairCardsGone: pairCardsGone, otherCardsGone: otherCardsGone),
        pairChance: v)
    case .anySecondCard, .pairSecondCard:
      if otherCardsGone == 0 {
        let values = evaluatedValues(&solver, pairCardsGone: pairCardsGone)
        return second == .anySecondCard ? values.any : values.pair
      }
      let key = Self.key(second, pairCardsGone, otherCardsGone)
      if let known = memo[key] { return known }
      // The removed unknown card is a pair card with chance w.
      let w = pairCardChance(
        pairCardsGone: pairCardsGone, otherCardsGone: otherCardsGone - 1,
        pairCardsHeld: second == .anySecondCard ? 1 : 2)
      let result = Self.removingOtherCard(
        value(second, &solver, pairCardsGone: pairCardsGone, otherCardsGone: otherCardsGone - 1),
        whenPairCardRemoved: value(
          second, &solver, pairCardsGone: pairCardsGone + 1, otherCardsGone: otherCardsGone - 1),
        pairChance: w)
      memo[key] = result
      return result
    }
  }

  /// The memo key of a value.
  private static func key(_ second: SecondCard, _ pairCardsGone: Int, _ otherCardsGone: Int) -> Int {
    (second.rawValue * 64 + pairCardsGone) * 64 + otherCardsGone
  }

  /// The values with an unrestricted and with a pair second card when no unknown card is gone, evaluated hand by
  /// hand in the split context.
  private mutating func evaluatedValues(_ solver: inout Solver, pairCardsGone: Int) -> (any: Vector, pair: Vector) {
    if let known = evaluated[pairCardsGone] { return known }
    var result = (any: Vector(), pair: Vector())
    if let context = solver.splitContext(pair: pair, removed: pairCardsGone) {
      let first = HandState(points: [pair])
      let shoe = solver.contexts[context].base &- first.counts
      let total = solver.contexts[context].baseTotal - 1
      if !solver.infinite && total <= 0 { solver.ranDry = true }
      for card in 1...10 {
        let probability = solver.probability(card, shoe, total)
        if probability == 0 { continue }
        let value = Vector.of(first.adding(card), in: context, &solver)
        result.any += probability * value
        if card == pair { result.pair = value }
      }
    }
    evaluated[pairCardsGone] = result
    return result
  }

  /// The probability that an unseen card is a pair card when `pairCardsGone` extra pair cards and `otherCardsGone`
  /// non-pair cards are gone and the hand holds `pairCardsHeld` pair cards.
  func pairCardChance(pairCardsGone: Int, otherCardsGone: Int, pairCardsHeld: Int) -> Double {
    if infinite { return pairProbability }
    let pairs = pairLeft - Double(pairCardsGone + pairCardsHeld - 1)
    let size = sizeLeft - Double(pairCardsGone + pairCardsHeld - 1) - Double(otherCardsGone)
    return size > 0 ? max(0, pairs) / size : 0
  }

  /// F(a, b) from F(a, b − 1) (`value`) and F(a + 1, b − 1) (`pairRemoved`), where the card removed between them is
  /// a pair card with chance `w`.
  static func removingOtherCard(_ value: Vector, whenPairCardRemoved pairRemoved: Vector, pairChance w: Double)
    -> Vector
  {
    w < 1 ? (value - w * pairRemoved) / (1 - w) : Vector()
  }
}
