/// The rank of a card, ace through king.
///
/// The raw value is the rank's pip number: ace is 1, ten is 10, jack 11, queen 12, king 13.
/// Games decide what a rank is worth; ``Rank`` only orders and names them.
public enum Rank: UInt8, CaseIterable, Hashable, Sendable, Comparable {
  /// Ace (raw value 1).
  case ace = 1
  /// Two.
  case two
  /// Three.
  case three
  /// Four.
  case four
  /// Five.
  case five
  /// Six.
  case six
  /// Seven.
  case seven
  /// Eight.
  case eight
  /// Nine.
  case nine
  /// Ten.
  case ten
  /// Jack.
  case jack
  /// Queen.
  case queen
  /// King.
  case king

  /// The rank with the given pip number (1 for ace … 13 for king), or `nil` for any other number.
  ///
  /// Written out (rather than synthesized) so that it is inlinable into other modules' hot paths.
  @inlinable
  public init?(rawValue: UInt8) {
    switch rawValue {
    case 1: self = .ace
    case 2: self = .two
    case 3: self = .three
    case 4: self = .four
    case 5: self = .five
    case 6: self = .six
    case 7: self = .seven
    case 8: self = .eight
    case 9: self = .nine
    case 10: self = .ten
    case 11: self = .jack
    case 12: self = .queen
    case 13: self = .king
    default: return nil
    }
  }

  /// The rank's English name, capitalised: "Ace", "Two", …, "Ten", "Jack", "Queen", "King".
  public var name: String {
    switch self {
    case .ace: "Ace"
    case .two: "Two"
    case .three: "Three"
    case .four: "Four"
    case .five: "Five"
    case .six: "Six"
    case .seven: "Seven"
    case .eight: "Eight"
    case .nine: "Nine"
    case .ten: "Ten"
    case .jack: "Jack"
    case .queen: "Queen"
    case .king: "King"
    }
  }

  /// The rank as printed in a card's corner: "A", "2", …, "10", "J", "Q", "K".
  public var symbol: String {
    switch self {
    case .ace: "A"
    case .jack: "J"
    case .queen: "Q"
    case .king: "K"
    default: String(rawValue)
    }
  }

  /// Whether this is a jack, queen or king.
  @inlinable
  public var isFace: Bool { rawValue >= Rank.jack.rawValue }

  /// Orders ranks by their raw value: ace lowest, king highest.
  @inlinable
  public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}
