import BlackjackEngine

// Splits are valued for a fixed strategy that plays each split hand by its own cards only (CDZ-, or a chart).
// With such a strategy the cards other hands take are unseen by this hand, so a hand's value depends only on how
// many pair cards and how many non-pair cards are known to be gone. The value of a hand with `b` unknown
// non-pair cards removed follows from the identity F(shoe) = Σ P(card) F(shoe − card) (removing an unseen card
// changes no expectation), solved for the non-pair branch:
//   F(a, b) = (F(a, b − 1) − w · F(a + 1, b − 1)) / (1 − w),  w = P(the removed card is a pair card).
// The resplitting itself is enumerated exactly as a sequence of pair / non-pair second cards.

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
    memos.append(KeyedCache(capacity: 32))
    contexts.append(
      SolverContext(
        base: base, baseTotal: base.wrappedSum(), isSplit: true, isSplitAces: pair == 1, handCount: 2,
        isFixed: true))
    splitContextIndex[id] = contexts.count - 1
    return contexts.count - 1
  }

  /// The value of splitting a pair worth `pair` points into up to `maxHands` hands (resplitting whenever a pair
  /// card comes as a second card), as the sum over all split hands, in the solver's convention (over the
  /// no-blackjack event when the dealer has peeked).
  mutating func splitValue(pair: Int, maxHands: Int) -> Value4 {
    let start = contexts[Solver.initialContext].base
    let pairLeft = Double(start[pair]) - 2
    let sizeLeft = Double(start.wrappedSum()) - 2
    var table = SplitTable(
      pair: pair, pairLeft: pairLeft, sizeLeft: sizeLeft, infinite: infinite,
      pairProbability: infiniteProbabilities[pair])
    var total = Value4()

    func walk(_ solver: inout Solver, hands: Int, pending: Int, a: Int, b: Int, probability: Double) {
      if probability == 0 { return }
      if hands == maxHands {
        var value = Double(pending) * table.x(&solver, maxHands - 2, b)
        if b > 0 { value += Double(b) * table.n(&solver, maxHands - 2, b - 1) }
        total += probability * value
        return
      }
      if pending == 0 {
        total += probability * Double(hands) * table.n(&solver, hands - 2, hands - 1)
        return
      }
      let remaining = sizeLeft - Double(a + b)
      if !solver.infinite && remaining <= 0 { solver.ranDry = true }
      let p = solver.infinite ? table.pairProbability : (remaining > 0 ? max(0, pairLeft - Double(a)) / remaining : 0)
      if p > 0 { walk(&solver, hands: hands + 1, pending: pending + 1, a: a + 1, b: b, probability: probability * p) }
      if p < 1 { walk(&solver, hands: hands, pending: pending - 1, a: a, b: b + 1, probability: probability * (1 - p)) }
    }
    walk(&self, hands: 2, pending: 2, a: 0, b: 0, probability: 1)
    return total
  }
}

/// The values of one split hand by how many extra pair cards (`a`) and unknown non-pair cards (`b`) are gone:
/// X with an unrestricted second card, P with a pair card second (played without resplitting), N with a
/// non-pair second card.
struct SplitTable {
  let pair: Int
  /// Pair cards and all cards left after the original pair is taken out.
  let pairLeft: Double
  let sizeLeft: Double
  let infinite: Bool
  let pairProbability: Double
  var xMemo: [Int: Value4] = [:]
  var pMemo: [Int: Value4] = [:]
  var baseMemo: [Int: (x: Value4, p: Value4)] = [:]

  init(pair: Int, pairLeft: Double, sizeLeft: Double, infinite: Bool, pairProbability: Double) {
    self.pair = pair
    self.pairLeft = pairLeft
    self.sizeLeft = sizeLeft
    self.infinite = infinite
    self.pairProbability = pairProbability
  }

  /// X and P with no non-pair cards removed, evaluated hand by hand in the split context.
  mutating func base(_ solver: inout Solver, _ a: Int) -> (x: Value4, p: Value4) {
    if let known = baseMemo[a] { return known }
    var result = (x: Value4(), p: Value4())
    if let context = solver.splitContext(pair: pair, removed: a) {
      let first = HandState(points: [pair])
      let shoe = solver.contexts[context].base &- first.counts
      let total = solver.contexts[context].baseTotal - 1
      if !solver.infinite && total <= 0 { solver.ranDry = true }
      for card in 1...10 {
        let probability = solver.probability(card, shoe, total)
        if probability == 0 { continue }
        let value = solver.evaluate(first.adding(card), context).value
        result.x += probability * value
        if card == pair { result.p = value }
      }
    }
    baseMemo[a] = result
    return result
  }

  /// The probability that an unseen card is a pair card, with `a` extra pair cards and `b` non-pair cards gone and
  /// `own` pair cards held by the hand.
  func pairChance(_ a: Int, _ b: Int, own: Int) -> Double {
    if infinite { return pairProbability }
    let pairs = pairLeft - Double(a + own - 1)
    let size = sizeLeft - Double(a + own - 1) - Double(b)
    return size > 0 ? max(0, pairs) / size : 0
  }

  /// Solves F(a, b) from F(a, b − 1) and F(a + 1, b − 1).
  static func remove(_ previous: Value4, _ pairRemoved: Value4, _ w: Double) -> Value4 {
    w < 1 ? (previous - w * pairRemoved) / (1 - w) : Value4()
  }

  mutating func x(_ solver: inout Solver, _ a: Int, _ b: Int) -> Value4 {
    if b == 0 { return base(&solver, a).x }
    let key = a * 64 + b
    if let known = xMemo[key] { return known }
    let w = pairChance(a, b - 1, own: 1)
    let value = Self.remove(x(&solver, a, b - 1), x(&solver, a + 1, b - 1), w)
    xMemo[key] = value
    return value
  }

  mutating func p(_ solver: inout Solver, _ a: Int, _ b: Int) -> Value4 {
    if b == 0 { return base(&solver, a).p }
    let key = a * 64 + b
    if let known = pMemo[key] { return known }
    let w = pairChance(a, b - 1, own: 2)
    let value = Self.remove(p(&solver, a, b - 1), p(&solver, a + 1, b - 1), w)
    pMemo[key] = value
    return value
  }

  /// N(a, b) from X = v · P + (1 − v) · N, v the chance that the second card is a pair card.
  mutating func n(_ solver: inout Solver, _ a: Int, _ b: Int) -> Value4 {
    let v = pairChance(a, b, own: 1)
    return Self.remove(x(&solver, a, b), p(&solver, a, b), v)
  }
}
