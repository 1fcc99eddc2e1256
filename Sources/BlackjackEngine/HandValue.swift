public import CardKit

/// The blackjack value of a set of cards: a hard total with aces counted as 1, and whether an ace is present.
///
/// One ace counts 11 whenever that does not bust the hand, which makes the hand *soft*: A,6 is soft 17,
/// A,A,9 is soft 21, A,6,10 is hard 17. Blackjack (two cards, unsplit) is a property of a hand, not of its value.
public struct HandValue: Hashable, Sendable {
  /// The total with every ace counted as 1, stored compactly.
  @usableFromInline let hard: UInt8
  /// Whether any card is an ace.
  public let hasAce: Bool
  /// The best total, worked out once when the value is made: every decision, the dealer's rule and settlement read it.
  @usableFromInline let best: UInt8

  /// The total with every ace counted as 1.
  @inlinable @inline(__always)
  public var hardTotal: Int { Int(hard) }

  /// The value of no cards.
  @inlinable public static var empty: HandValue { HandValue(hardTotal: 0, hasAce: false) }

  /// Creates the value with a hard total (aces as 1) and whether an ace is present.
  @inlinable @inline(__always)
  public init(hardTotal: Int, hasAce: Bool) {
    let hard = UInt8(truncatingIfNeeded: hardTotal)
    self.hard = hard
    self.hasAce = hasAce
    self.best = hasAce && hard <= 11 ? hard &+ 10 : hard
  }

  /// A value from its three bytes as `PlayerTotal` keeps them (`best` as `init(hardTotal:hasAce:)` works it out).
  @inlinable @inline(__always)
  init(hard: UInt8, hasAce: Bool, best: UInt8) {
    self.hard = hard
    self.hasAce = hasAce
    self.best = best
  }

  /// The value of the given cards.
  @inlinable
  public init(_ cards: some Sequence<Card>) {
    var value = HandValue.empty
    for card in cards { value = value.adding(card.rank) }
    self = value
  }

  /// Whether an ace is counted as 11 (the hand cannot bust by taking one more card worth up to ten).
  @inlinable @inline(__always)
  public var isSoft: Bool { best != hard }

  /// The best total: the hard total plus 10 when soft.
  @inlinable @inline(__always)
  public var total: Int { Int(best) }

  /// Whether the total is over 21.
  @inlinable @inline(__always)
  public var isBust: Bool { hard > 21 }

  /// Whether cards of this value make a natural blackjack: an ace and a ten-valued card as the first two cards of a
  /// hand not made by splitting. The one statement of what a natural is, for the player's hands and the dealer's.
  ///
  /// - Parameters:
  ///   - cardCount: how many cards the hand holds.
  ///   - isSplit: whether the hand was made by splitting (21 on a split hand is not a blackjack).
  @inlinable @inline(__always)
  public func isNatural(cardCount: Int, isSplit: Bool = false) -> Bool {
    cardCount == 2 && !isSplit && best == 21
  }

  /// The value after taking a card of the given rank.
  @inlinable @inline(__always)
  public func adding(_ rank: Rank) -> HandValue { adding(points: rank.points) }

  /// The value after taking a card worth `points` (1 for an ace, 2…10 otherwise).
  @inlinable @inline(__always)
  public func adding(points: Int) -> HandValue {
    HandValue(hardTotal: hardTotal + points, hasAce: hasAce || points == 1)
  }
}

extension HandValue: CustomStringConvertible {
  /// "soft 17", "12" (a hard total is just its number), "bust (25)".
  public var description: String {
    if isBust { return "bust (\(hardTotal))" }
    return isSoft ? "soft \(total)" : "\(total)"
  }
}
