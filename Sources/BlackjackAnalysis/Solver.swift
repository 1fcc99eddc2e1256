import BlackjackEngine
import CardKit

/// How the player plays hands inside the recursion.
enum PlayMode: Sendable {
  /// Composition-dependent optimal play, split hands played by the given convention.
  case optimal(PostSplitPolicy)
  /// The total-dependent chart, with fallbacks resolved against the legal actions.
  case chart(BasicStrategy)
}

/// How hands are played in one context.
enum ContextPlay: Sendable {
  /// The best action for the context's own shoe.
  case best
  /// The action that is best for the same cards in another context, among those legal here (CDZ- plays a split
  /// hand by the initial context, CDP1 by the first split context).
  case bestIn(context: Int)
  /// The chart's action.
  case chart
}

/// One family of hands evaluated against the same shoe: the unsplit hand, or split hands with a given number of
/// extra pair cards gone. A plain value (no references), so reading it costs no reference counting; the memo of
/// each context is kept apart in ``Solver/memos``.
struct SolverContext: Sendable {
  /// The shoe before the hand's own cards are taken out.
  var base: SIMD16<Int32>
  /// How many cards `base` holds.
  var baseTotal: Int32
  /// The situation flags the rules see for hands in this context.
  var isSplit: Bool
  var isSplitAces: Bool
  var handCount: Int
  /// How hands here are played.
  var play: ContextPlay
}

/// The dealer-probability cache key: a shoe's counts (12 bits each) and the up card.
struct DealerKey: Hashable, Sendable {
  var low: UInt64
  var high: UInt64
}

/// The exact-analysis engine: dealer probabilities and hand values by recursion over the remaining cards,
/// memoised on shoe composition. A value type; one instance serves one computation.
struct Solver: Sendable {
  let rules: Rules
  let mode: PlayMode
  let infinite: Bool
  /// Draw probabilities of an infinite deck, by points.
  let infiniteProbabilities: SIMD16<Double>
  /// Whether the dealer stands on a value, indexed by `hardTotal * 2 + (hasAce ? 1 : 0)`.
  let dealerStands: [Bool]
  /// The player's net for standing on each total 0…21 (index) against each dealer outcome.
  let standNet: [DealerOutcomeVector]
  /// For each total, which dealer outcomes the player wins, pushes and loses against (1 or 0).
  let standWin: [DealerOutcomeVector]
  let standPush: [DealerOutcomeVector]
  let standLoss: [DealerOutcomeVector]
  /// The player's net for a busted hand.
  let bustNet: Double

  /// Dealer outcome probabilities by shoe and up card (blackjack included).
  var dealerMemo: KeyedCache<DealerOutcomeVector>

  // Per up card state.
  var up: Int = 0
  var upRank: Rank = .two
  /// Whether the dealer has peeked: values are then taken over the no-blackjack event only.
  var peeked = false
  /// The card completing a dealer blackjack with this up card, or 0.
  var blackjackCard = 0
  /// The contexts of this up card: ``initialContext`` first, then split contexts as they are needed.
  var contexts: [SolverContext] = []
  /// Evaluated hands by key, one table per context.
  var memos: [KeyedCache<HandEV>] = []
  /// The dealer's probabilities for the shoes of this up card, from the initial context's shoe; made on first use.
  var dealerMoments: DealerMoments?
  /// Split contexts by `pair * 16 + removed`.
  var splitContextIndex: [Int: Int] = [:]
  /// The joint distributions of split hands' nets and the dealer's outcome by context and hand key, for the
  /// outcomes of split rounds (see ``joint(_:_:)``).
  var jointMemos: [Int: [UInt64: HandJoint]] = [:]
  /// Whether some line of play needed a card from an empty shoe (a tiny shoe at the end of a deal): the values then
  /// leave out the paths on which the dealer would have to reshuffle, and are not exact.
  var ranDry = false

  init(rules: Rules, mode: PlayMode, infinite: Bool, dealerCapacity: Int = 4096) {
    dealerMemo = KeyedCache(capacity: dealerCapacity)
    self.rules = rules
    self.mode = mode
    self.infinite = infinite
    var probabilities = SIMD16<Double>(repeating: 0)
    for points in 1...9 { probabilities[points] = 1.0 / 13.0 }
    probabilities[10] = 4.0 / 13.0
    infiniteProbabilities = probabilities
    dealerStands = DealerHandTable.dealerStands(rules)
    let table = (0...21).map { total in
      DealerOutcomeVector { dealer in
        rules.netRatio(
          for: rules.outcome(
            player: HandValue(hardTotal: total, hasAce: false), playerBlackjack: false, surrendered: false,
            dealer: dealer.value, dealerBlackjack: dealer == .blackjack))
      }
    }
    standNet = table
    standWin = table.map { row in DealerOutcomeVector { row[$0] > 0 ? 1 : 0 } }
    standPush = table.map { row in DealerOutcomeVector { row[$0] == 0 ? 1 : 0 } }
    standLoss = table.map { row in DealerOutcomeVector { row[$0] < 0 ? 1 : 0 } }
    bustNet = rules.netRatio(
      for: rules.outcome(
        player: HandValue(hardTotal: 22, hasAce: false), playerBlackjack: false, surrendered: false,
        dealer: HandValue(hardTotal: 20, hasAce: false), dealerBlackjack: false))
  }

  /// The context of the hand the round starts with (``begin(upCard:shoe:isSplit:isSplitAces:handCount:)`` sets
  /// it up; for a hint on a split hand it is that hand's own context).
  static let initialContext = 0

  // MARK: - Up card

  /// Prepares for hands against `upCard`, dealt from `shoe` (the up card already removed).
  mutating func begin(
    upCard: Int, shoe: SIMD16<Int32>, isSplit: Bool = false, isSplitAces: Bool = false,
    handCount: Int = 1
  ) {
    up = upCard
    upRank = Rank(blackjackPoints: upCard)
    peeked = rules.dealerPeeks(showing: upRank)
    blackjackCard = DealerHandTable.blackjackCard(upCard)
    if let moments = dealerMoments, moments.base != shoe || moments.table.upCard != upCard { dealerMoments = nil }
    let play: ContextPlay
    if case .chart = mode { play = .chart } else { play = .best }
    memos = [KeyedCache(capacity: infinite ? 256 : 4096)]
    contexts = [
      SolverContext(
        base: shoe, baseTotal: shoe.wrappedSum(), isSplit: isSplit, isSplitAces: isSplitAces, handCount: handCount,
        play: play)
    ]
    splitContextIndex = [:]
    jointMemos = [:]
  }

  // MARK: - Dealer

  /// The probability of drawing `points` from a shoe.
  @inline(__always)
  func probability(_ points: Int, _ shoe: SIMD16<Int32>, _ total: Int32) -> Double {
    infinite ? infiniteProbabilities[points] : (total > 0 ? Double(shoe[points]) / Double(total) : 0)
  }

  /// The probability that the hole card gives the dealer a blackjack.
  @inline(__always)
  func blackjackProbability(_ shoe: SIMD16<Int32>, _ total: Int32) -> Double {
    blackjackCard == 0 ? 0 : probability(blackjackCard, shoe, total)
  }

  /// Dealer outcome probabilities for the current up card and a shoe (the hole card still in it).
  mutating func dealer(_ shoe: SIMD16<Int32>, _ total: Int32) -> DealerOutcomeVector {
    var key = DealerKey(low: 0, high: UInt64(up) << 60)
    if !infinite {
      let c = SIMD16<UInt64>(truncatingIfNeeded: shoe) & 0xFFF
      key.low = c[1] | c[2] << 12 | c[3] << 24 | c[4] << 36 | c[5] << 48
      key.high |= c[6] | c[7] << 12 | c[8] << 24 | c[9] << 36 | c[10] << 48
    }
    if let cached = dealerMemo[key.low, key.high] { return cached }
    var result = DealerOutcomeVector()
    if infinite {
      var table = [DealerOutcomeVector?](repeating: nil, count: 80)
      result = infiniteDealer(HandValue(hardTotal: up, hasAce: up == 1), cards: 1, &table)
    } else {
      if dealerMoments == nil {
        dealerMoments = DealerMoments(
          table: DealerHandTable.table(upCard: up, stands: dealerStands), base: contexts[Solver.initialContext].base)
      }
      // Every shoe of this up card is the initial one with cards taken out; any other is worked out by recursion.
      // The `!` cannot fail: the moments were set just above when there were none.
      result = dealerMoments!.probabilities(of: shoe) ?? dealerByRecursion(shoe, total)
      // The outcomes of a dealer who can finish from this shoe add up to 1.
      if result.sum() < 1 - 1e-12 { ranDry = true }
    }
    dealerMemo.insert(result, low: key.low, high: key.high)
    return result
  }

  /// Dealer outcome probabilities by plain recursion over every drawing order: a slower second method (it checks
  /// ``DealerMoments``), and the way for a shoe that is not the initial one with cards taken out.
  func dealerByRecursion(_ shoe: SIMD16<Int32>, _ total: Int32) -> DealerOutcomeVector {
    var result = DealerOutcomeVector()
    var counts = shoe
    let start = HandValue(hardTotal: up, hasAce: up == 1)
    for card in 1...10 {
      let n = counts[card]
      if n == 0 { continue }
      let weight = Double(n) / Double(total)
      if card == blackjackCard {
        result[.blackjack] += weight
        continue
      }
      counts[card] = n - 1
      dealerDraw(&counts, total - 1, start.adding(points: card), weight, &result)
      counts[card] = n
    }
    return result
  }

  /// Adds the outcome probabilities of a dealer hand holding `value`, reached with probability `weight`.
  func dealerDraw(
    _ counts: inout SIMD16<Int32>, _ total: Int32, _ value: HandValue, _ weight: Double,
    _ result: inout DealerOutcomeVector
  ) {
    if dealerStands[value.hardTotal &* 2 &+ (value.hasAce ? 1 : 0)] {
      result[DealerOutcome(standingOn: value)] += weight
      return
    }
    // An exhausted shoe cannot finish the hand; such shoes are far smaller than any real game.
    if total <= 0 { return }
    let scale = weight / Double(total)
    for card in 1...10 {
      let n = counts[card]
      if n == 0 { continue }
      let next = value.adding(points: card)
      let w = Double(n) * scale
      if dealerStands[next.hardTotal &* 2 &+ (next.hasAce ? 1 : 0)] {
        result[DealerOutcome(standingOn: next)] += w
      } else {
        counts[card] = n - 1
        dealerDraw(&counts, total - 1, next, w, &result)
        counts[card] = n
      }
    }
  }

  /// Whether the dealer, holding the up card and drawing from `shoe` (the hole card among its cards), could draw
  /// every card on some order of them and still have to hit: a shoe the dealer may run out of (Farmer's test, made
  /// whatever the hole card and the player's hands).
  func dealerCouldRunOut(_ shoe: SIMD16<Int32>) -> Bool {
    if infinite { return false }
    // Having drawn every card, the dealer hits only on a hard total of 16 or less.
    if up + Solver.points(shoe) > 16 { return false }
    var counts = shoe
    return couldDrawEvery(&counts, left: shoe.wrappedSum(), HandValue(hardTotal: up, hasAce: up == 1))
  }

  /// Whether a dealer hand holding `value` could draw all `left` cards of `counts`, in some order, and still hit.
  private func couldDrawEvery(_ counts: inout SIMD16<Int32>, left: Int32, _ value: HandValue) -> Bool {
    if dealerStands[value.hardTotal &* 2 &+ (value.hasAce ? 1 : 0)] { return false }
    if left == 0 { return true }
    for card in 1...10 where counts[card] > 0 {
      counts[card] -= 1
      let found = couldDrawEvery(&counts, left: left - 1, value.adding(points: card))
      counts[card] += 1
      if found { return true }
    }
    return false
  }

  /// The points a shoe's cards add up to, aces counted as 1.
  static func points(_ shoe: SIMD16<Int32>) -> Int {
    Int((shoe &* SIMD16<Int32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0, 0, 0)).wrappedSum())
  }

  /// Dealer outcome probabilities from `value` with an infinite deck; `cards` is the dealer's card count.
  func infiniteDealer(_ value: HandValue, cards: Int, _ table: inout [DealerOutcomeVector?]) -> DealerOutcomeVector {
    if cards >= 2 && dealerStands[value.hardTotal * 2 + (value.hasAce ? 1 : 0)] {
      var certain = DealerOutcomeVector()
      certain[DealerOutcome(standingOn: value)] = 1
      return certain
    }
    let index = value.hardTotal * 2 + (value.hasAce ? 1 : 0)
    if cards >= 2, let known = table[index] { return known }
    var outcomes = DealerOutcomeVector()
    for card in 1...10 {
      let p = infiniteProbabilities[card]
      if cards == 1 && card == blackjackCard {
        outcomes[.blackjack] += p
        continue
      }
      outcomes += p * infiniteDealer(value.adding(points: card), cards: cards + 1, &table)
    }
    if cards >= 2 { table[index] = outcomes }
    return outcomes
  }

  // MARK: - Hand values

  /// The value of standing with `value` against the dealer drawing from `shoe`, over the events that count.
  @inline(__always)
  mutating func stand(_ value: HandValue, _ shoe: SIMD16<Int32>, _ total: Int32) -> Value4 {
    var outcomes = dealer(shoe, total)
    if peeked { outcomes[.blackjack] = 0 }
    let t = value.total
    return Value4(
      net: outcomes.dot(standNet[t]), won: outcomes.dot(standWin[t]), pushed: outcomes.dot(standPush[t]),
      lost: outcomes.dot(standLoss[t]))
  }

  /// The value of a busted hand (one bet) when the shoe left is `shoe`.
  @inline(__always)
  func bust(_ shoe: SIMD16<Int32>, _ total: Int32) -> Value4 {
    let counted = peeked ? 1 - blackjackProbability(shoe, total) : 1
    return Value4(net: bustNet * counted, won: 0, pushed: 0, lost: counted)
  }

  /// The memo key of a hand: its cards, or for an infinite deck only what its value depends on.
  @inline(__always)
  func memoKey(_ hand: HandState) -> UInt64 {
    infinite
      ? UInt64(hand.value.hardTotal) | (hand.value.hasAce ? 64 : 0) | UInt64(min(hand.cardCount, 3)) << 7
      : hand.key
  }

  /// The legal actions for a hand of two or more cards in a context, without split and surrender.
  @inline(__always)
  func legal(_ hand: HandState, _ context: Int) -> ActionSet {
    let situation = HandSituation(
      value: hand.value, cardCount: hand.cardCount, pairPoints: nil, isSplit: contexts[context].isSplit,
      isSplitAces: contexts[context].isSplitAces, handCount: contexts[context].handCount)
    return ActionSet(
      rawValue: rules.legalActions(for: situation).rawValue
        & (ActionSet.hit.rawValue
          | ActionSet.stand.rawValue | ActionSet.double.rawValue))
  }

  /// Evaluates a hand of two or more cards in a context.
  mutating func evaluate(_ hand: HandState, _ context: Int) -> HandEV {
    let key = memoKey(hand)
    if let known = memos[context][key, 0] { return known }
    let shoe = contexts[context].base &- hand.counts
    let total = contexts[context].baseTotal - Int32(hand.cardCount)
    let legal = legal(hand, context)
    var ev = HandEV()
    if let action = fixedAction(hand, context, legal) {
      switch action {
      case .hit: ev.value = hit(hand, context, shoe, total)
      case .double: ev.value = double(hand, shoe, total)
      default: ev.value = stand(hand.value, shoe, total)
      }
    } else {
      // Below 17 with no card able to bust the hand, hitting (then standing at worst) is never worse than
      // standing: removing an unseen card leaves the dealer's bust chance unchanged on average, and a higher total
      // loses to no more dealer hands. The stand value is then not needed for the hand's value.
      let hitDominates = legal.contains(.hit) && hand.value.hardTotal <= 11 && hand.value.total <= 16
      ev.value = hitDominates ? Value4(net: -.infinity, won: 0, pushed: 0, lost: 0) : stand(hand.value, shoe, total)
      ev.stand = ev.value.net
      if legal.contains(.hit) {
        let hit = hit(hand, context, shoe, total)
        ev.hit = hit.net
        if hit.net > ev.value.net { ev.value = hit }
      }
      if legal.contains(.double) {
        let double = double(hand, shoe, total)
        ev.double = double.net
        if double.net > ev.value.net { ev.value = double }
      }
    }
    memos[context].insert(ev, low: key, high: 0)
    return ev
  }

  /// The action a context's fixed play takes on a hand (the chart's, or the best one for the same cards in the
  /// context it follows, among the actions legal here), or `nil` when the context plays its own best.
  mutating func fixedAction(_ hand: HandState, _ context: Int, _ legal: ActionSet) -> Action? {
    switch contexts[context].play {
    case .best:
      return nil
    case .chart:
      guard case .chart(let chart) = mode else { return nil }
      let situation = HandSituation(
        value: hand.value, cardCount: hand.cardCount, pairPoints: nil, isSplit: contexts[context].isSplit,
        isSplitAces: contexts[context].isSplitAces, handCount: contexts[context].handCount)
      return chart.action(for: Decision(hand: situation, upCard: upRank, legal: legal, rules: rules))
    case .bestIn(let reference):
      return evaluate(hand, reference).bestAction(legal)
    }
  }

  /// The value of hitting, then playing on by the context's strategy.
  mutating func hit(_ hand: HandState, _ context: Int, _ shoe: SIMD16<Int32>, _ total: Int32) -> Value4 {
    if !infinite && total <= 0 { ranDry = true }
    var sum = Value4()
    for card in 1...10 {
      let p = probability(card, shoe, total)
      if p == 0 { continue }
      let next = hand.adding(card)
      if next.value.isBust {
        var after = shoe
        after[card] -= 1
        sum += p * bust(after, total - 1)
      } else {
        sum += p * evaluate(next, context).value
      }
    }
    return sum
  }

  /// The value of doubling: the doubled stake (``Rules/doubledStake``), one more card, then standing.
  mutating func double(_ hand: HandState, _ shoe: SIMD16<Int32>, _ total: Int32) -> Value4 {
    if !infinite && total <= 0 { ranDry = true }
    var sum = Value4()
    for card in 1...10 {
      let p = probability(card, shoe, total)
      if p == 0 { continue }
      let next = hand.value.adding(points: card)
      var after = shoe
      if !infinite { after[card] -= 1 }
      sum += p * (next.isBust ? bust(after, total - 1) : stand(next, after, total - 1))
    }
    // The doubled stake rides on the outcome; the outcome counts are not multiplied.
    sum.net *= Double(rules.doubledStake)
    return sum
  }
}
