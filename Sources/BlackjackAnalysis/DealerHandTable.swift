import BlackjackEngine

/// Every final dealer hand for one up card, as a multiset of drawn cards with the number of drawing orders that
/// reach it, so that the dealer's probabilities for any shoe are a sum of products.
///
/// The probability of drawing a given multiset in a given order depends only on the multiset:
/// P(outcome) = Σ orders(M) · Π_c n_c(n_c − 1)…(n_c − k_c + 1) / (N(N − 1)…(N − K + 1)) over the final hands M of
/// that outcome. The multisets are stored as a trie in canonical order (ten-valued cards first, aces last), so that each
/// product costs one multiplication per trie node. This is far cheaper than recursing over drawing orders.
struct DealerHandTable: Sendable {
  /// Each trie node's parent (nodes are in preorder, so parents come first; the root's parent is itself).
  var parent: [Int32] = []
  /// Each node's last card as `points * 16 + k`: the `k`-th card worth `points` on the path.
  var step: [UInt8] = []
  /// For final hands, ``finalCode(_:cards:)`` of the outcome and the number of cards drawn; otherwise 255.
  var final: [UInt8] = []
  /// The number of drawing orders of each final hand (0 for other nodes).
  var orders: [Double] = []
  /// Each node packed for the evaluation loop: parent index in the low 32 bits, `step` in bits 32–39 and `final`
  /// in bits 40–47.
  var packed: [UInt64] = []
  /// The most cards of each points value in any final hand, and the most cards drawn.
  var maxCount = SIMD16<Int32>(repeating: 0)
  var maxCards = 0

  /// The order of points values along trie paths.
  static let canonicalOrder = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]

  /// Enumerates the dealer's final hands for `upCard` under `stands` (indexed `hardTotal * 2 + ace`).
  init(upCard: Int, blackjackCard: Int, stands: [Bool]) {
    var found: [UInt64: (outcome: DealerOutcome, orders: Double, cards: Int)] = [:]
    func draw(_ value: HandValue, _ key: UInt64, _ cards: Int) {
      for card in 1...10 {
        let next = value.adding(points: card)
        let nextKey = key + (1 << UInt64(4 * (card - 1)))
        let outcome: DealerOutcome?
        if cards == 0 && card == blackjackCard {
          outcome = .blackjack
        } else if stands[next.hardTotal * 2 + (next.hasAce ? 1 : 0)] {
          outcome = DealerOutcome(standingOn: next)
        } else {
          outcome = nil
        }
        if let outcome {
          found[nextKey, default: (outcome, 0, cards + 1)].orders += 1
        } else {
          draw(next, nextKey, cards + 1)
        }
      }
    }
    draw(HandValue(hardTotal: upCard, hasAce: upCard == 1), 0, 0)
    // Build the trie: a node per distinct canonical prefix, in preorder (sorted keys in canonical order).
    func cardsOf(_ key: UInt64) -> [Int] {
      var cards: [Int] = []
      for points in Self.canonicalOrder {
        let count = Int((key >> UInt64(4 * (points - 1))) & 15)
        cards += repeatElement(points, count: count)
      }
      return cards
    }
    var rank = [Int](repeating: 0, count: 11)
    for (position, points) in Self.canonicalOrder.enumerated() { rank[points] = position }
    let hands = found.keys.map { cardsOf($0) }.sorted {
      $0.map { rank[$0] }.lexicographicallyPrecedes($1.map { rank[$0] })
    }
    var nodeOfPrefix: [[Int]: Int32] = [[]: 0]
    parent = [0]
    step = [0]
    final = [255]
    orders = [0]
    for cards in hands {
      var prefix: [Int] = []
      var node: Int32 = 0
      var run = 0
      for (index, card) in cards.enumerated() {
        run = index > 0 && cards[index - 1] == card ? run + 1 : 1
        prefix.append(card)
        if let existing = nodeOfPrefix[prefix] {
          node = existing
          continue
        }
        parent.append(node)
        step.append(UInt8(card * 16 + run))
        final.append(255)
        orders.append(0)
        node = Int32(parent.count - 1)
        nodeOfPrefix[prefix] = node
        maxCount[card] = max(maxCount[card], Int32(run))
      }
      var key: UInt64 = 0
      for card in cards { key += 1 << UInt64(4 * (card - 1)) }
      let hand = found[key]!
      final[Int(node)] = Self.finalCode(hand.outcome, cards: hand.cards)
      orders[Int(node)] = hand.orders
      maxCards = max(maxCards, hand.cards)
    }
    packed = parent.indices.map { UInt64(UInt32(parent[$0])) | UInt64(step[$0]) << 32 | UInt64(final[$0]) << 40 }
  }

  /// The code of a final hand: `outcome * 16 + cards`, which is also its slot among the sums by outcome and card
  /// count in ``probabilities(_:_:scratch:)``.
  static func finalCode(_ outcome: DealerOutcome, cards: Int) -> UInt8 { UInt8(outcome.rawValue * 16 + cards) }

  /// The outcome probabilities for a shoe holding `shoe` cards (`total` in all).
  ///
  /// `scratch` is working space reused between calls (resized on first use).
  func probabilities(_ shoe: SIMD16<Int32>, _ total: Int32, scratch: inout [Double]) -> DealerOutcomeVector {
    // Layout of the scratch space: 176 factors, 128 sums by outcome and card count, then one product per node.
    let productBase = 176 + 128
    if scratch.count < productBase + parent.count {
      scratch = Array(repeating: 0, count: productBase + parent.count)
    }
    var result = DealerOutcomeVector()
    scratch.withUnsafeMutableBufferPointer { scratch in
      let base = scratch.baseAddress!
      // The factor for the k-th card worth `points`: n − k + 1.
      for points in 1...10 where maxCount[points] > 0 {
        let n = Int(shoe[points])
        for k in 1...Int(maxCount[points]) { base[points &* 16 &+ k] = Double(max(0, n &- k &+ 1)) }
      }
      let sums = base + 176
      for index in 0..<128 { sums[index] = 0 }
      let product = base + productBase
      product[0] = 1
      packed.withUnsafeBufferPointer { packed in
        orders.withUnsafeBufferPointer { orders in
          for node in 1..<packed.count {
            let entry = packed[node]
            let p = product[Int(entry & 0xFFFF_FFFF)] * base[Int((entry >> 32) & 0xFF)]
            product[node] = p
            let f = Int(entry >> 40)
            if f != 255 { sums[f] += orders[node] * p }
          }
        }
      }
      var denominator = 1.0
      for cards in 1...maxCards {
        denominator *= Double(max(0, Int(total) &- cards &+ 1))
        let inverse = denominator > 0 ? 1 / denominator : 0
        for outcome in DealerOutcome.allCases {
          result[outcome] += sums[Int(Self.finalCode(outcome, cards: cards))] * inverse
        }
      }
    }
    return result
  }
}
