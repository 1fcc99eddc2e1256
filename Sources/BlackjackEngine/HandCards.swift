public import CardKit

/// The cards of one hand, stored inline (no heap allocation), in the order they were dealt.
///
/// A blackjack hand never needs more than 21 cards: every card is worth at least 1, and nobody draws to a hard 21.
public struct HandCards: RandomAccessCollection, Sendable {
  /// The most cards a hand can hold.
  public static let capacity = 21

  /// Each card packed in a byte: rank raw value × 4 + suit raw value.
  @usableFromInline package var storage: InlineArray<21, UInt8>
  @usableFromInline package var length: UInt8

  /// An empty hand.
  @inlinable
  public init() {
    storage = InlineArray(repeating: 0)
    length = 0
  }

  @inlinable @inline(__always)
  static func pack(_ card: Card) -> UInt8 { card.rank.rawValue &<< 2 | card.suit.rawValue }

  @inlinable @inline(__always)
  static func unpack(_ code: UInt8) -> Card {
    Card(Rank(rawValue: code &>> 2).unsafelyUnwrapped, of: Suit(rawValue: code & 3).unsafelyUnwrapped)
  }

  /// The blackjack points of the card at a position (ace 1, tens and faces 10).
  @inlinable @inline(__always)
  func points(at position: Int) -> Int { Rank.points(rawValue: storage[position] &>> 2) }

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
    return Self.unpack(storage[position])
  }

  /// Adds a card at the end.
  @inlinable @inline(__always)
  mutating func append(_ card: Card) {
    storage[Int(length)] = Self.pack(card)
    length &+= 1
  }

  /// Removes every card (the storage is left as it is; only the first `length` bytes are ever read).
  @inlinable @inline(__always)
  mutating func removeAll() { length = 0 }

  /// Removes and returns the last card.
  @inlinable
  mutating func removeLast() -> Card {
    length &-= 1
    return Self.unpack(storage[Int(length)])
  }
}

extension HandCards: Equatable {
  /// Whether both hold the same cards in the same order.
  @inlinable
  public static func == (lhs: HandCards, rhs: HandCards) -> Bool { lhs.elementsEqual(rhs) }
}
