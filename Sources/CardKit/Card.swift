/// A playing card: a rank and a suit.
///
/// A `Card` is a two-byte value type. Its ``description`` is the long English form ("Ace of Spades");
/// ``shortDescription`` uses the suit symbol ("A♠") and ``asciiDescription`` the suit letter ("AS").
/// ``init(_:)`` parses all three forms, and a card encodes as its ASCII form (see ``encode(to:)``).
///
/// `Card` is not `Comparable`, because games disagree about the ace: sort or compare with ``aceLow(_:_:)`` or
/// ``aceHigh(_:_:)``. A card is always a standard card; jokers are ``Joker`` values, held with cards in a
/// ``JokerDeck`` as ``CardOrJoker``, so games without jokers never meet one.
public struct Card: Hashable, Sendable {
  /// The card's rank.
  public let rank: Rank
  /// The card's suit.
  public let suit: Suit

  /// Creates the card of the given rank and suit.
  @inlinable
  public init(_ rank: Rank, of suit: Suit) {
    self.rank = rank
    self.suit = suit
  }

  /// Creates the card of the given rank and suit.
  @inlinable
  public init(rank: Rank, suit: Suit) {
    self.rank = rank
    self.suit = suit
  }

  /// The short form with the suit symbol, as printed on a card's corner: "A♠", "10♥".
  public var shortDescription: String { rank.symbol + suit.symbol }

  /// The ASCII form with the suit letter: "AS", "10H".
  public var asciiDescription: String { rank.symbol + suit.letter }
}
