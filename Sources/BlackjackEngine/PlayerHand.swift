public import CardKit

/// One of the player's hands in a round: its cards, its bet and how it ended.
public struct PlayerHand: Sendable, Equatable {
  @usableFromInline package var _cards: HandCards
  @usableFromInline var _value: HandValue
  @usableFromInline var _bet: Money
  @usableFromInline var _flags: UInt8
  @usableFromInline var _outcome: HandOutcome?
  @usableFromInline var _net: Money

  @usableFromInline static let splitFlag: UInt8 = 1
  @usableFromInline static let splitAcesFlag: UInt8 = 2
  @usableFromInline static let doubledFlag: UInt8 = 4
  @usableFromInline static let surrenderedFlag: UInt8 = 8
  @usableFromInline static let finishedFlag: UInt8 = 16

  /// A hand with no cards yet and the given bet.
  @inlinable
  init(bet: Money) {
    _cards = HandCards()
    _value = .empty
    _bet = bet
    _flags = 0
    _outcome = nil
    _net = .zero
  }

  /// Empties the hand for a new round with the given bet, as `init(bet:)` would, without rewriting the card storage.
  @inlinable @inline(__always)
  mutating func reset(bet: Money) {
    _cards.removeAll()
    _value = .empty
    _bet = bet
    _flags = 0
    _outcome = nil
    _net = .zero
  }

  /// The cards, in the order dealt.
  @inlinable
  public var cards: HandCards { _cards }

  /// The hand's value.
  @inlinable
  public var value: HandValue { _value }

  /// The money on the hand (doubled after a double).
  @inlinable
  public var bet: Money { _bet }

  /// Whether the hand was made by splitting.
  @inlinable @inline(__always)
  public var isSplit: Bool { _flags & Self.splitFlag != 0 }

  /// Whether the hand was made by splitting aces.
  @inlinable @inline(__always)
  public var isSplitAces: Bool { _flags & Self.splitAcesFlag != 0 }

  /// Whether the bet was doubled.
  @inlinable @inline(__always)
  public var isDoubled: Bool { _flags & Self.doubledFlag != 0 }

  /// Whether the player surrendered the hand.
  @inlinable @inline(__always)
  public var isSurrendered: Bool { _flags & Self.surrenderedFlag != 0 }

  /// Whether the player can take no more decisions on this hand.
  @inlinable @inline(__always)
  public var isFinished: Bool { _flags & Self.finishedFlag != 0 }

  /// Whether the hand is a natural: an ace and a ten-valued card as the first two cards of an unsplit hand.
  @inlinable @inline(__always)
  public var isBlackjack: Bool { _value.isNatural(cardCount: Int(_cards.length), isSplit: isSplit) }

  /// The points of the first two cards when they make a pair (any two ten-valued cards do), otherwise `nil`.
  @inlinable @inline(__always)
  public var pairPoints: Int? {
    guard _cards.length == 2 else { return nil }
    let first = _cards.points(at: 0)
    return first == _cards.points(at: 1) ? first : nil
  }

  /// How the hand ended, once the round is settled.
  @inlinable
  public var outcome: HandOutcome? { _outcome }

  /// The player's net result on this hand once settled, in exact money (zero before).
  @inlinable
  public var net: Money { _net }

  /// Whether the hand still needs the dealer's hand to be decided (not busted, surrendered or a settled natural).
  @inlinable @inline(__always)
  var isLive: Bool {
    _outcome == nil && Self.isLive(value: _value, surrendered: isSurrendered, blackjack: isBlackjack)
  }

  /// Whether a hand worth `value` needs the dealer's final hand: not busted, not surrendered, not a natural.
  @inlinable @inline(__always)
  static func isLive(value: HandValue, surrendered: Bool, blackjack: Bool) -> Bool {
    !value.isBust && !surrendered && !blackjack
  }

  /// Whether a hand worth `value` waits for a decision: below 21. A natural never does: it is worth 21, so the
  /// total alone says so, and the hand's natural is not tested again (one test fewer in the simulator's round).
  @inlinable @inline(__always)
  static func awaitsDecision(value: HandValue) -> Bool { value.total < 21 }

  /// Whether a hand waits for a decision: below 21 (so not a natural, which is worth 21), and, for split aces,
  /// allowed more than to stand (no HSA, no resplit leaves them only that). `legal`, the rules' actions for the
  /// hand, is read only for split aces.
  @inlinable @inline(__always)
  static func awaitsDecision(value: HandValue, splitAces: Bool, legal: @autoclosure () -> ActionSet) -> Bool {
    awaitsDecision(value: value) && (!splitAces || legal() != .stand)
  }

  @inlinable @inline(__always)
  mutating func take(_ card: Card) {
    _cards.append(card)
    _value = _value.adding(card.rank)
  }

  @inlinable @inline(__always)
  mutating func set(_ flag: UInt8) { _flags |= flag }

  /// Ends the hand with `outcome`, paid on its bet by the rules.
  @inlinable @inline(__always)
  mutating func settle(_ outcome: HandOutcome, rules: Rules) {
    _outcome = outcome
    _net = rules.net(for: outcome, bet: _bet)
    set(Self.finishedFlag)
  }
}
