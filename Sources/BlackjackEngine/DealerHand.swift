public import CardKit

/// The dealer's hand: the up card, the hole card, and whatever the dealer draws.
public struct DealerHand: Sendable, Equatable {
  @usableFromInline package var _cards: HandCards
  @usableFromInline var _value: HandValue
  /// The rank of the up card, kept apart so that the round's decisions do not unpack it from the cards.
  @usableFromInline var _upRank: Rank

  @inlinable
  init() {
    _cards = HandCards()
    _value = .empty
    _upRank = .ace
  }

  /// Every card the dealer holds, the hole card included even while it is face down.
  @inlinable
  public var cards: HandCards { _cards }

  /// Empties the hand for a new round, without rewriting the card storage.
  @inlinable @inline(__always)
  mutating func reset() {
    _cards.removeAll()
    _value = .empty
    _upRank = .ace
  }

  /// The face-up card.
  @inlinable @inline(__always)
  public var upCard: Card { HandCards.unpack(_cards.storage[0]) }

  /// The rank of the face-up card.
  @inlinable @inline(__always)
  public var upRank: Rank { _upRank }

  /// The value of all the dealer's cards (the hole card included).
  @inlinable
  public var value: HandValue { _value }

  /// Whether the dealer holds a natural (an ace and a ten-valued card as its first two cards).
  @inlinable @inline(__always)
  public var isBlackjack: Bool { _value.isNatural(cardCount: Int(_cards.length)) }

  /// Takes the first card, face up.
  @inlinable @inline(__always)
  mutating func takeUpCard(_ card: Card) {
    _upRank = card.rank
    take(card)
  }

  @inlinable @inline(__always)
  mutating func take(_ card: Card) {
    _cards.append(card)
    _value = _value.adding(card.rank)
  }
}
