/// One of the four French suits.
///
/// Cases are declared in new-deck order: a fresh ``Deck`` holds spades, then hearts, then diamonds, then clubs.
public enum Suit: UInt8, CaseIterable, Hashable, Sendable, Codable {
  /// ♠
  case spades
  /// ♥
  case hearts
  /// ♦
  case diamonds
  /// ♣
  case clubs

  /// The suit's English name, capitalised and plural: "Spades".
  public var name: String {
    switch self {
    case .spades: "Spades"
    case .hearts: "Hearts"
    case .diamonds: "Diamonds"
    case .clubs: "Clubs"
    }
  }

  /// The suit's Unicode symbol: "♠", "♥", "♦" or "♣".
  public var symbol: String {
    switch self {
    case .spades: "♠"
    case .hearts: "♥"
    case .diamonds: "♦"
    case .clubs: "♣"
    }
  }

  /// The suit's ASCII letter: "S", "H", "D" or "C".
  public var letter: String {
    switch self {
    case .spades: "S"
    case .hearts: "H"
    case .diamonds: "D"
    case .clubs: "C"
    }
  }

  /// Whether the suit is printed in red (hearts and diamonds).
  @inlinable
  public var isRed: Bool { self == .hearts || self == .diamonds }
}
