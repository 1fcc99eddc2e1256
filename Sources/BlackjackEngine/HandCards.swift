public import CardKit

/// The cards of one hand, stored inline (no heap allocation), in the order they were dealt.
///
/// A blackjack hand never needs more than 21 cards: every card is worth at least 1, and nobody draws to a hard 21.
public struct HandCards: RandomAccessCollection, Sendable {
  /// The most cards a hand can hold.
  public static let capacity = 21

  @usableFromInline var storage: InlineArray<21, Card>
  @usableFromInline var length: UInt8

  /// An empty hand.
  @inlinable
  public init() {
    storage = InlineArray(repeating: Card(.ace, of: .spades))
    length = 0
  }

  /// The position of the first card: 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the position of the last card.
  @inlinable
  public var endIndex: Int { Int(length) }

  /// The card at a position.
  @inlinable
  public subscript(position: Int) -> Card {
    precondition(position >= 0 && position < Int(length), "card index out of range")
    return storage[position]
  }

  /// Adds a card at the end.
  @inlinable
  mutating func append(_ card: Card) {
    storage[Int(length)] = card
    length &+= 1
  }

  /// Removes and returns the last card.
  @inlinable
  mutating func removeLast() -> Card {
    length &-= 1
    return storage[Int(length)]
  }
}

extension HandCards: Equatable {
  /// Whether both hold the same cards in the same order.
  @inlinable
  public static func == (lhs: HandCards, rhs: HandCards) -> Bool { lhs.elementsEqual(rhs) }
}
