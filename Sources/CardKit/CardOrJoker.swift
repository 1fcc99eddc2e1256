/// A card of a deck that may hold jokers: a standard ``Card`` or a ``Joker``.
///
/// This is the element of a ``JokerDeck``. Keeping it apart from `Card` is deliberate: `Card` stays a two-byte
/// (rank, suit) value whose rank and suit are never missing, so blackjack, poker or bridge code written against
/// ``Deck`` and `Card` never has to ask "what if this is a joker?", while a game with jokers switches over the two
/// cases once. A `CardOrJoker` is itself two bytes.
///
/// ```swift
/// switch try deck.draw() {
/// case .card(let card): print("dealt the \(card)")
/// case .joker(let joker): print("dealt the \(joker), wild")
/// }
/// ```
public enum CardOrJoker: Hashable, Sendable {
  /// A standard card.
  case card(Card)
  /// A joker.
  case joker(Joker)

  /// The standard card, or `nil` for a joker.
  @inlinable
  public var card: Card? {
    if case .card(let card) = self { card } else { nil }
  }

  /// The joker, or `nil` for a standard card.
  @inlinable
  public var joker: Joker? {
    if case .joker(let joker) = self { joker } else { nil }
  }

  /// Whether this is a joker.
  @inlinable
  public var isJoker: Bool { joker != nil }

  /// The short form: the card's ("A♠", "10♥") or the joker's symbol ("🃏", "🂿").
  public var shortDescription: String {
    switch self {
    case .card(let card): card.shortDescription
    case .joker(let joker): joker.symbol
    }
  }

  /// The ASCII code: the card's ("AS", "10H") or the joker's ("BJ", "RJ").
  public var asciiDescription: String {
    switch self {
    case .card(let card): card.asciiDescription
    case .joker(let joker): joker.asciiDescription
    }
  }
}

extension CardOrJoker: CustomStringConvertible {
  /// The long English form: "Ace of Spades" or "Red Joker".
  public var description: String {
    switch self {
    case .card(let card): card.description
    case .joker(let joker): joker.description
    }
  }
}
