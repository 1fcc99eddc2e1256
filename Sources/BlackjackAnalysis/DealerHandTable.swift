import BlackjackEngine

/// Every final dealer hand for one up card, as a multiset of drawn cards with the number of drawing orders that
/// reach it.
///
/// The probability of drawing a given multiset M in a given order depends only on the multiset:
/// P(outcome) = Σ orders(M) · Π_c n_c(n_c − 1)…(n_c − k_c + 1) / (N(N − 1)…(N − K + 1)) over the final hands M
/// of that outcome (k_c cards worth c, K cards in all, from a shoe of N cards holding n_c worth c).
/// ``DealerMoments`` turns these hands into the dealer's probabilities for every shoe the analysis meets.
struct DealerHandTable: Sendable {
  /// One final hand: the cards drawn after the up card (the hole card first), how the hand ends, and in how many
  /// orders the dealer can draw those cards.
  struct FinalHand: Sendable {
    /// How many cards of each points value (index 1…10) were drawn.
    var counts: SIMD16<Int32>
    /// How many cards were drawn.
    var cardCount: Int
    /// How the hand ends.
    var outcome: DealerOutcome
    /// The number of drawing orders that reach this multiset and stop there.
    var orders: Double
  }

  /// The up card's points.
  let upCard: Int
  /// The final hands, in no particular order.
  let hands: [FinalHand]
  /// The most cards of each points value in any final hand.
  let maxCount: SIMD16<Int32>
  /// The most cards drawn in any final hand.
  let maxCards: Int
  /// The sub-multisets of the final hands, for ``DealerMoments``.
  let parts: DealerHandParts

  /// Enumerates the dealer's final hands for `upCard` under `stands` (indexed `hardTotal * 2 + ace`), a hole card
  /// worth `blackjackCard` making a blackjack.
  init(upCard: Int, blackjackCard: Int, stands: [Bool]) {
    self.upCard = upCard
    var index = KeyedCache<Int32>(capacity: 4096)
    var hands: [FinalHand] = []
    func draw(_ value: HandValue, _ counts: SIMD16<Int32>, _ key: UInt64, _ cards: Int) {
      for card in 1...10 {
        let next = value.adding(points: card)
        var nextCounts = counts
        nextCounts[card] += 1
        let nextKey = key + (1 << UInt64(4 * (card - 1)))
        let outcome: DealerOutcome?
        if cards == 0 && card == blackjackCard {
          outcome = .blackjack
        } else if stands[next.hardTotal * 2 + (next.hasAce ? 1 : 0)] {
          outcome = DealerOutcome(standingOn: next)
        } else {
          outcome = nil
        }
        guard let outcome else {
          draw(next, nextCounts, nextKey, cards + 1)
          continue
        }
        if let known = index[nextKey, 0] {
          hands[Int(known)].orders += 1
        } else {
          index.insert(Int32(hands.count), low: nextKey, high: 0)
          hands.append(FinalHand(counts: nextCounts, cardCount: cards + 1, outcome: outcome, orders: 1))
        }
      }
    }
    draw(HandValue(hardTotal: upCard, hasAce: upCard == 1), SIMD16(repeating: 0), 0, 0)
    self.hands = hands
    maxCount = hands.reduce(SIMD16(repeating: 0)) { pointwiseMax($0, $1.counts) }
    maxCards = hands.reduce(0) { max($0, $1.cardCount) }
    parts = DealerHandParts(hands)
  }

  /// The drawing rules of a dealer who stands on soft 17 and of one who hits it.
  private static let standsOnSoft17 = dealerStands(Rules(dealerHitsSoft17: false))
  private static let hitsSoft17 = dealerStands(Rules(dealerHitsSoft17: true))

  /// The tables for those two rules, for up cards worth 1…10 in order, each enumerated once when first needed:
  /// they depend on the dealer's drawing rule and nothing else.
  private static let tablesStandingOnSoft17 = tables(stands: standsOnSoft17)
  private static let tablesHittingSoft17 = tables(stands: hitsSoft17)

  private static func tables(stands: [Bool]) -> [DealerHandTable] {
    (1...10).map { DealerHandTable(upCard: $0, blackjackCard: blackjackCard($0), stands: stands) }
  }

  /// The table for `upCard` under `stands`: a prebuilt one when the drawing rule is one of those, else a new one.
  static func table(upCard: Int, stands: [Bool]) -> DealerHandTable {
    if stands == standsOnSoft17 { return tablesStandingOnSoft17[upCard - 1] }
    if stands == hitsSoft17 { return tablesHittingSoft17[upCard - 1] }
    return DealerHandTable(upCard: upCard, blackjackCard: blackjackCard(upCard), stands: stands)
  }

  /// Whether a dealer under `rules` stands on each value, indexed by `hardTotal * 2 + (hasAce ? 1 : 0)`.
  static func dealerStands(_ rules: Rules) -> [Bool] {
    var stands: [Bool] = []
    for hard in 0..<40 {
      for ace in [false, true] { stands.append(!rules.dealerHits(HandValue(hardTotal: hard, hasAce: ace))) }
    }
    return stands
  }

  /// The card that completes a dealer blackjack with an up card worth `upCard` points, or 0.
  static func blackjackCard(_ upCard: Int) -> Int {
    (1...10).first { HandValue(hardTotal: upCard + $0, hasAce: upCard == 1 || $0 == 1).isNatural(cardCount: 2) } ?? 0
  }
}

/// Every sub-multiset ("part") of the dealer's final hands, with each final hand's parts: the structure of the sums
/// ``DealerMoments`` takes, which depends on the hands only (not on the shoe).
struct DealerHandParts: Sendable {
  /// One part: its cards, and where its rows (one per number of cards K of the final hands containing it) start.
  struct Part: Sendable {
    /// How many cards of each points value (index 1…10) the part holds.
    var counts: SIMD16<Int32>
    /// The index of its first row: the row for ``smallestCardCount`` cards.
    var firstRow: Int32
    /// The fewest cards in a final hand holding this part.
    var smallestCardCount: Int32
    /// The number of rows: card counts from ``smallestCardCount`` up to the most cards in a final hand holding it.
    var rowCount: Int32
  }

  /// One final hand holding one part: the final hand, the row of the part for that hand's card count, and the
  /// product over points values c of k_c (k_c − 1) … (k_c − e_c + 1) (k_c of c in the hand, e_c in the part).
  struct Term: Sendable {
    var hand: Int32
    var row: Int32
    var weight: Double
  }

  /// The parts, the empty part first.
  let parts: [Part]
  /// Each part's index in ``parts`` by its packed key (4 bits per points value, aces in the lowest bits).
  let index: KeyedCache<Int32>
  /// The terms, for every final hand and every part of it.
  let terms: [Term]
  /// The number of rows over all parts.
  let rowCount: Int
  /// For each part and points value, at `part * 16 + points`: the part with one more card of that value, or −1
  /// when no final hand holds it. The parts are closed under taking cards out, so these links reach every part.
  let grown: [Int32]

  /// The parts of `hands`.
  init(_ hands: [DealerHandTable.FinalHand]) {
    // First the parts and the range of card counts of the hands holding each, then the terms.
    var index = KeyedCache<Int32>(capacity: 4096)
    var parts: [Part] = []
    var largest: [Int32] = []
    var membership: [(hand: Int, part: Int, weight: Double)] = []
    for (handIndex, hand) in hands.enumerated() {
      Self.forEachPart(of: hand.counts) { key, counts, weight in
        let cards = Int32(hand.cardCount)
        let part: Int
        if let known = index[key, 0] {
          part = Int(known)
          parts[part].smallestCardCount = min(parts[part].smallestCardCount, cards)
          largest[part] = max(largest[part], cards)
        } else {
          part = parts.count
          index.insert(Int32(part), low: key, high: 0)
          parts.append(Part(counts: counts, firstRow: 0, smallestCardCount: cards, rowCount: 0))
          largest.append(cards)
        }
        membership.append((handIndex, part, weight))
      }
    }
    var row: Int32 = 0
    for part in parts.indices {
      parts[part].firstRow = row
      parts[part].rowCount = largest[part] - parts[part].smallestCardCount + 1
      row += parts[part].rowCount
    }
    terms = membership.map { member in
      let part = parts[member.part]
      return Term(
        hand: Int32(member.hand),
        row: part.firstRow + Int32(hands[member.hand].cardCount) - part.smallestCardCount, weight: member.weight)
    }
    self.parts = parts
    self.index = index
    rowCount = Int(row)
    var grown = [Int32](repeating: -1, count: parts.count * 16)
    for (part, entry) in parts.enumerated() {
      let key = Self.key(entry.counts)
      for points in 1...10 where entry.counts[points] < 15 {
        grown[part * 16 + points] = index[key + (1 << UInt64(4 * (points - 1))), 0] ?? -1
      }
    }
    self.grown = grown
  }

  /// The packed key of a part with `counts`.
  @inline(__always)
  static func key(_ counts: SIMD16<Int32>) -> UInt64 {
    var key: UInt64 = 0
    for points in 1...10 { key |= UInt64(counts[points]) << UInt64(4 * (points - 1)) }
    return key
  }

  /// Calls `body` with every sub-multiset e of `counts` (the empty one first): its key, its counts and
  /// Π_c k_c (k_c − 1) … (k_c − e_c + 1).
  static func forEachPart(of counts: SIMD16<Int32>, _ body: (UInt64, SIMD16<Int32>, Double) -> Void) {
    var part = SIMD16<Int32>(repeating: 0)
    var key: UInt64 = 0
    // The weight, and each value's own factor k_c (k_c − 1) … (k_c − e_c + 1) in it (exact integers).
    var weight = 1.0
    var factors = SIMD16<Double>(repeating: 1)
    while true {
      body(key, part, weight)
      // The next part, with aces counting fastest.
      var points = 1
      while points <= 10 {
        let count = part[points]
        if count < counts[points] {
          let factor = factors[points] * Double(counts[points] - count)
          weight = weight / factors[points] * factor
          factors[points] = factor
          part[points] = count + 1
          key += 1 << UInt64(4 * (points - 1))
          break
        }
        if count > 0 {
          weight /= factors[points]
          factors[points] = 1
          key -= UInt64(count) << UInt64(4 * (points - 1))
          part[points] = 0
        }
        points += 1
      }
      if points > 10 { return }
    }
  }
}
