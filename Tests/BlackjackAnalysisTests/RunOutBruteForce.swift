import BlackjackAnalysis
import BlackjackEngine
import CardKit

/// A second method for the optimal split in a shoe so small that the cards can run out: every card dealt in the
/// real order (the hole card first, then each split hand's second card as its turn comes and its draws, then the
/// dealer's cards), every choice the player has taken best, and Farmer's convention for a line on which the cards
/// run out: a hand that must draw when only the hole card is left, or a round whose dealer, holding any hole card
/// left possible, could draw every card left in some order and still have to hit, is worth −∞ (impossible to
/// choose), even when every hand has busted.
///
/// The state is the unseen cards (the hole card among them, equally likely any of them but the blackjack card after
/// a peek), the finished hands' totals and stakes, the hand being played and how many hands wait for a second card;
/// values are expectations given the cards seen, kept in a dictionary. Nothing here comes from the exact analysis:
/// only the rules' legal actions, the dealer's hitting rule and the outcome of a hand are asked of the engine.
struct RunOutBruteForce {
  let rules: Rules
  let up: Int
  let pair: Int
  /// Whether the dealer has peeked, so the hole card is known not to make a blackjack.
  let peeked: Bool
  /// Set when some line of play runs out of cards.
  private(set) var someLineRunsOut = false
  /// The most hands the split may make (the rules' limit when larger).
  let handLimit: Int
  private var memo: [State.Key: Double] = [:]
  /// The dealer's outcomes by unseen cards (empty when the dealer could run out of cards).
  private var dealerMemo: [UInt64: [Int: Double]] = [:]

  /// A moment of the split between two cards.
  struct State: Hashable {
    /// The unseen cards by points (index 1…10), the hole card among them.
    var unseen: [Int]
    /// The finished hands, sorted: total (22 for a bust) times 4 plus the stake.
    var finished: [Int]
    /// The cards of the hand being played, sorted; empty between hands.
    var hand: [Int]
    /// The hands holding only their pair card.
    var waiting: Int
    /// The hands the player holds.
    var hands: Int

    /// The state packed for the memo: counts 5 bits a value, finished hands 7 bits each.
    struct Key: Hashable {
      var unseen: UInt64
      var hand: UInt64
      var rest: UInt64
    }

    static func packed(_ counts: [Int]) -> UInt64 {
      (1...10).reduce(0) { $0 | UInt64(counts[$1]) << UInt64(5 * ($1 - 1)) }
    }

    var key: Key {
      var handCounts = Array(repeating: 0, count: 11)
      for card in hand { handCounts[card] += 1 }
      let done = finished.reduce(UInt64(0)) { $0 << 7 | UInt64($1) }
      return Key(
        unseen: Self.packed(unseen), hand: Self.packed(handCounts), rest: done << 6 | UInt64(waiting << 3 | hands))
    }
  }

  init(rules: Rules, up: Int, pair: Int, handLimit: Int = 4) {
    self.rules = rules
    self.up = up
    self.pair = pair
    self.handLimit = handLimit
    peeked = rules.dealerPeeks(showing: Rank(rawValue: UInt8(up))!)
  }

  /// The value of splitting, per initial bet, given no dealer blackjack after a peek; −∞ when every play runs out
  /// of cards. `unseen`: the cards after the pair and the up card are dealt, by points (index 1…10).
  mutating func splitValue(unseen: [Int]) -> Double {
    value(State(unseen: unseen, finished: [], hand: [], waiting: 2, hands: 2))
  }

  static func value(_ cards: [Int]) -> HandValue {
    HandValue(hardTotal: cards.reduce(0, +), hasAce: cards.contains(1))
  }

  /// The chance of each hole card given the unseen cards.
  func holeChances(_ unseen: [Int]) -> [Double] {
    let possible = (0...10).map { h in
      h >= 1 && !(peeked && Self.value([up, h]).total == 21) ? Double(unseen[h]) : 0
    }
    let total = possible.reduce(0, +)
    return possible.map { total > 0 ? $0 / total : 0 }
  }

  /// The chance that the next card the player draws is each value (the hole card is not among those left to
  /// draw), or `nil` when only the hole card is left.
  func drawChances(_ unseen: [Int]) -> [Double]? {
    let left = unseen.reduce(0, +) - 1
    if left <= 0 { return nil }
    let holes = holeChances(unseen)
    return (0...10).map { c in
      c == 0 ? 0 : (1...10).reduce(0.0) { $0 + holes[$1] * Double(unseen[c] - ($1 == c ? 1 : 0)) / Double(left) }
    }
  }

  mutating func value(_ state: State) -> Double {
    let key = state.key
    if let known = memo[key] { return known }
    let result: Double
    if !state.hand.isEmpty {
      result = playValue(state)
    } else if state.waiting > 0 {
      result = secondCardValue(state)
    } else {
      result = roundValue(state)
    }
    memo[key] = result
    return result
  }

  /// The next waiting hand takes its second card; a pair card may be resplit.
  mutating func secondCardValue(_ state: State) -> Double {
    guard let chances = drawChances(state.unseen) else { return runsOut() }
    var sum = 0.0
    for c in 1...10 where chances[c] > 0 {
      var next = state
      next.unseen[c] -= 1
      next.waiting -= 1
      next.hand = [pair, c].sorted()
      var best = value(next)
      let pairHand = HandSituation(
        value: Self.value([pair, c]), cardCount: 2, pairPoints: c == pair ? c : nil, isSplit: true,
        isSplitAces: pair == 1, handCount: state.hands)
      if c == pair && state.hands < handLimit && rules.legalActions(for: pairHand).contains(.split) {
        var resplit = state
        resplit.unseen[c] -= 1
        resplit.waiting += 1
        resplit.hands += 1
        best = max(best, value(resplit))
      }
      sum += chances[c] * best
    }
    return sum
  }

  /// The hand being played stands, hits or doubles, whichever is worth most.
  mutating func playValue(_ state: State) -> Double {
    let cards = state.hand
    let legal = rules.legalActions(
      for: HandSituation(
        value: Self.value(cards), cardCount: cards.count, pairPoints: nil, isSplit: true, isSplitAces: pair == 1,
        handCount: state.hands))
    var best = value(finishing(state, cards: cards, stake: 1))
    for action in [Action.hit, .double] where legal.contains(action) {
      guard let chances = drawChances(state.unseen) else {
        best = max(best, runsOut())
        continue
      }
      var sum = 0.0
      for c in 1...10 where chances[c] > 0 {
        var next = state
        next.unseen[c] -= 1
        let drawn = (cards + [c]).sorted()
        if action == .double {
          next = finishing(next, cards: drawn, stake: rules.doubledStake)
        } else if Self.value(drawn).isBust {
          next = finishing(next, cards: drawn, stake: 1)
        } else {
          next.hand = drawn
        }
        sum += chances[c] * value(next)
      }
      best = max(best, sum)
    }
    return best
  }

  /// The state after the hand being played finishes holding `cards` with `stake` bets.
  func finishing(_ state: State, cards: [Int], stake: Int) -> State {
    var next = state
    let value = Self.value(cards)
    next.finished = (next.finished + [(value.isBust ? 22 : value.total) * 4 + stake]).sorted()
    next.hand = []
    return next
  }

  /// Every hand done: the dealer turns the hole card and draws.
  mutating func roundValue(_ state: State) -> Double {
    guard let dealer = dealerOutcomes(state.unseen) else { return runsOut() }
    var sum = 0.0
    for (key, chance) in dealer {
      for code in state.finished {
        let outcome = rules.outcome(
          player: HandValue(hardTotal: code / 4, hasAce: false), playerBlackjack: false, surrendered: false,
          dealer: HandValue(hardTotal: key / 2, hasAce: false), dealerBlackjack: key % 2 == 1)
        sum += chance * Double(code % 4) * rules.netRatio(for: outcome)
      }
    }
    return sum
  }

  /// The chance of each dealer result (its total times 2, plus 1 for a blackjack) over the hole cards possible and
  /// every order of drawing from the rest of `unseen`, or `nil` when on some order the dealer must hit with no
  /// card left.
  mutating func dealerOutcomes(_ unseen: [Int]) -> [Int: Double]? {
    let key = State.packed(unseen)
    if let known = dealerMemo[key] { return known.isEmpty ? nil : known }
    var outcomes: [Int: Double] = [:]
    let holes = holeChances(unseen)
    // No hole card to be had: the dealer has run out already.
    if holes.allSatisfy({ $0 == 0 }) { return nil }
    for h in 1...10 where holes[h] > 0 {
      var deck = unseen
      deck[h] -= 1
      guard let finals = dealerFinals(Self.value([up, h]), deck: deck, cards: 2) else {
        dealerMemo[key] = [:]
        return nil
      }
      for (chance, value, blackjack) in finals {
        outcomes[min(value.total, 22) * 2 + (blackjack ? 1 : 0), default: 0] += holes[h] * chance
      }
    }
    dealerMemo[key] = outcomes
    return outcomes
  }

  /// The dealer's final hands (chance, value, blackjack) from `value` drawing from `deck`, or `nil` when the dealer
  /// could have to hit with no card left.
  func dealerFinals(_ value: HandValue, deck: [Int], cards: Int) -> [(Double, HandValue, Bool)]? {
    if cards == 2 && value.total == 21 { return [(1, value, true)] }
    if !rules.dealerHits(value) { return [(1, value, false)] }
    let total = deck.reduce(0, +)
    if total == 0 { return nil }
    var finals: [(Double, HandValue, Bool)] = []
    for c in 1...10 where deck[c] > 0 {
      var rest = deck
      rest[c] -= 1
      guard let after = dealerFinals(value.adding(points: c), deck: rest, cards: cards + 1) else { return nil }
      let chance = Double(deck[c]) / Double(total)
      finals += after.map { (chance * $0.0, $0.1, $0.2) }
    }
    return finals
  }

  /// The value of a line on which the cards run out.
  mutating func runsOut() -> Double {
    someLineRunsOut = true
    return -.infinity
  }
}
