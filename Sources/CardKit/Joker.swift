/// One of the two jokers of a 54-card deck: the black (or small) joker and the red (or big) joker.
///
/// Jokers are a type of their own rather than a kind of ``Card``, so that a `Card` always has a ``Card/rank`` and a
/// ``Card/suit`` and games without jokers (blackjack, bridge, poker) cannot be dealt one. Games with jokers hold
/// cards and jokers together as ``CardOrJoker`` in a ``JokerDeck``.
public enum Joker: CaseIterable, Hashable, Sendable {
  /// The black joker, the small joker of games such as Dou Dizhu.
  case black
  /// The red joker, the big joker of games such as Dou Dizhu.
  case red

  /// The joker's English name: "Black Joker" or "Red Joker".
  public var name: String {
    switch self {
    case .black: "Black Joker"
    case .red: "Red Joker"
    }
  }

  /// The joker's Unicode playing-card character: "🃏" (U+1F0CF) for black, "🂿" (U+1F0BF) for red.
  public var symbol: String {
    switch self {
    case .black: "\u{1F0CF}"
    case .red: "\u{1F0BF}"
    }
  }

  /// The joker's two-letter ASCII code, in the notation of the card codes ("AS", "10H"): "BJ" or "RJ".
  ///
  /// Neither code can be read as a card, because "J" is not a suit letter.
  public var asciiDescription: String {
    switch self {
    case .black: "BJ"
    case .red: "RJ"
    }
  }

  /// Whether this is the red joker.
  @inlinable
  public var isRed: Bool { self == .red }
}

extension Joker: CustomStringConvertible {
  /// The joker's ``name``: "Black Joker" or "Red Joker".
  public var description: String { name }
}
