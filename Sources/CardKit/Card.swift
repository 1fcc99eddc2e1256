/// A playing card: a rank and a suit.
///
/// A `Card` is a two-byte value type. Its ``description`` is the long English form ("Ace of Spades");
/// ``shortDescription`` uses the suit symbol ("A♠") and ``asciiDescription`` the suit letter ("AS").
/// `Card(_:)` parses all three forms (see `Card+Parsing.swift`).
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

extension Card: CustomStringConvertible {
  /// The long English form: "Ace of Spades".
  public var description: String { "\(rank.name) of \(suit.name)" }
}

extension Card: Codable {
  /// Decodes a card from a single string in any form ``Card/init(_:)`` accepts ("AS", "A♠", "Ace of Spades").
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the string is not a card.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let card = Card(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a card; expected a form like AS, 10H, A♠ or Ace of Spades")
    }
    self = card
  }

  /// Encodes the card as its ASCII form, a single string such as "AS".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(asciiDescription)
  }
}
