/// One of the four French suits.
///
/// Cases are declared in new-deck order: a fresh ``Deck`` holds spades, then hearts, then diamonds, then clubs.
public enum Suit: UInt8, CaseIterable, Hashable, Sendable {
  /// ♠
  case spades
  /// ♥
  case hearts
  /// ♦
  case diamonds
  /// ♣
  case clubs

  /// The suit with the given raw value (0 spades, 1 hearts, 2 diamonds, 3 clubs), or `nil` for any other number.
  ///
  /// Written out (rather than synthesized) so that it is inlinable into other modules' hot paths.
  @inlinable
  public init?(rawValue: UInt8) {
    switch rawValue {
    case 0: self = .spades
    case 1: self = .hearts
    case 2: self = .diamonds
    case 3: self = .clubs
    default: return nil
    }
  }

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
