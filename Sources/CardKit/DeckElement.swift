/// What a ``CardDeck`` can deal: ``Card`` for a ``Deck``, ``CardOrJoker`` for a ``JokerDeck``.
///
/// A deck asks little of its cards: to be values it can compare and hash, a code to save each one as
/// (``asciiDescription``), a parser that reads the code back (``init(_:)``), and a long form to print it
/// (`description`). Adopt `DeckElement` for a card type of your own, such as a tarot card, and a `CardDeck` of it
/// draws, deals, cuts, shuffles with the pinned Fisher–Yates and encodes like any other deck:
///
/// ```swift
/// struct TarotTrump: DeckElement {
///   var number: Int  // 0 to 21
///   var asciiDescription: String { "T\(number)" }
///   var description: String { "Trump \(number)" }
///   init(number: Int) { self.number = number }
///   init?(_ text: some StringProtocol) {
///     guard text.first == "T", let number = Int(text.dropFirst()), (0...21).contains(number) else { return nil }
///     self.number = number
///   }
/// }
/// var trumps = CardDeck(cards: (0...21).map(TarotTrump.init(number:)))
/// ```
///
/// The decoding messages, ``deckTypeName`` and ``rejection(of:in:)``, have defaults.
public protocol DeckElement: Hashable, Sendable, CustomStringConvertible {
  /// The code a deck encodes the element as, ASCII and without spaces: "AS", "10H", "RJ".
  var asciiDescription: String { get }

  /// Reads an element from its code, as ``asciiDescription`` writes it, or from any other form the type reads;
  /// `nil` for anything else.
  init?(_ text: some StringProtocol)

  /// The name of a deck of these elements in decoding errors: "Deck" for cards, "JokerDeck" for cards and jokers.
  static var deckTypeName: String { get }

  /// Why `code`, which ``init(_:)`` does not read, cannot be in a `typeName`, for a decoding error that begins
  /// "card 2, 'XX', ".
  ///
  /// - Parameters:
  ///   - code: The code that is not an element.
  ///   - typeName: The type being decoded: a deck's ``deckTypeName``, or "Shoe" for a ``Shoe``'s cards.
  static func rejection(of code: Substring, in typeName: String) -> String
}

extension DeckElement {
  /// The name of the generic deck type: "CardDeck<TarotTrump>" for a `CardDeck` of `TarotTrump`.
  public static var deckTypeName: String { "CardDeck<\(Self.self)>" }

  /// "is not a TarotTrump" for an element type named `TarotTrump`, whatever the code and the type decoded.
  public static func rejection(of code: Substring, in typeName: String) -> String {
    "is not a \(Self.self)"
  }
}
