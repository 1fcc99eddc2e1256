public import CardKit

/// What the round reads and changes of the dealer's hand: its up card's rank, its value, how many cards it holds,
/// whether it is a natural, and a card taken.
///
/// The round (``Rules/proceed(hands:dealer:progress:decider:dealerPlay:from:)``) and the dealer's turn
/// (``DealerStrategy/playTurn(_:drawsToTotal:mayHoldNatural:rules:from:)``) are written once, generic over this:
/// a ``Round`` keeps every card of the dealer's (``DealerHand``), the simulator's charted rounds only the total
/// (``DealerTotal``), and the compiler specialises the one turn for each.
@usableFromInline
protocol DealerCards {
  /// The rank of the up card.
  var upRank: Rank { get }
  /// Whether the dealer holds a natural.
  var isBlackjack: Bool { get }
  /// The value of the dealer's cards.
  var value: HandValue { get }
  /// How many cards the dealer holds.
  var cardCount: Int { get }
  /// Takes a card.
  mutating func take(_ card: Card)
}

extension DealerHand: DealerCards {
  /// How many cards the dealer holds.
  @inlinable @inline(__always)
  var cardCount: Int { Int(_cards.length) }
}

/// The dealer's hand as the simulator's charted rounds keep it: the value and the number of cards, no cards.
@usableFromInline
struct DealerTotal: DealerCards {
  @usableFromInline let upRank: Rank
  @usableFromInline var value: HandValue
  @usableFromInline var cardCount: Int

  /// The up card alone, or the up card and the hole card.
  @inlinable @inline(__always)
  init(upCard: Rank, hole: Rank?) {
    upRank = upCard
    value = HandValue.empty.adding(upCard)
    cardCount = 1
    if let hole {
      value = value.adding(hole)
      cardCount = 2
    }
  }

  /// The up card and a hole card, which make `value` together (``DecisionTable/dealerStart(_:_:)``).
  @inlinable @inline(__always)
  init(upCard: Rank, value: HandValue) {
    upRank = upCard
    self.value = value
    cardCount = 2
  }

  /// Adds the card's points.
  @inlinable @inline(__always)
  mutating func take(_ card: Card) {
    let points = card.rank.points
    if !value.hasAce && points != 1 {
      // Without an ace the best total is the hard one (``HandValue``): both grow by the card's points.
      let added = UInt8(truncatingIfNeeded: points)
      value = HandValue(hard: value.hard &+ added, hasAce: false, best: value.best &+ added)
    } else {
      value = value.adding(points: points)
    }
    cardCount &+= 1
  }

  /// Whether the dealer holds a natural.
  @inlinable @inline(__always)
  var isBlackjack: Bool { value.isNatural(cardCount: cardCount) }
}
