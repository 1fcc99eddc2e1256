/// The rank of a card, ace through king.
///
/// The raw value is the rank's pip number: ace is 1, ten is 10, jack 11, queen 12, king 13.
/// Games decide what a rank is worth; ``Rank`` only orders and names them.
public enum Rank: UInt8, CaseIterable, Hashable, Sendable, Codable, Comparable {
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
