/// Where the cut card goes: after a percentage of the shoe (`PEN75`), after an exact fraction of it (`PEN5/6`), or
/// after a number of cards (`CUT260`).
///
/// A percentage or a fraction puts the cut card after that share of the shoe's cards rounded half up: `PEN83` in six
/// decks (312 cards) after 259 cards (258.96), `PEN5/6` after 260. A number of cards is exactly that many. The shoe
/// is reshuffled before the first round that starts with the cut card out.
///
/// Values are kept in lowest terms, so `PEN75` and `PEN3/4` are the same penetration, written `PEN75` (a fraction
/// whose denominator divides 100 is written as its percentage).
public struct Penetration: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The numerator of the fraction, or the number of cards.
  let numerator: UInt16
  /// The denominator of the fraction (in lowest terms), or 0 for a number of cards.
  let denominator: UInt16

  /// The cut card after `percent` per cent of the shoe (1 to 100).
  public static func percent(_ percent: Int) -> Penetration { fraction(percent, 100) }

  /// The cut card after `numerator`/`denominator` of the shoe.
  ///
  /// - Precondition: 0 < `numerator` ≤ `denominator` ≤ 10,000.
  public static func fraction(_ numerator: Int, _ denominator: Int) -> Penetration {
    precondition(numerator > 0 && numerator <= denominator && denominator <= 10_000, "a fraction of the shoe")
    var (a, b) = (numerator, denominator)
    while b != 0 { (a, b) = (b, a % b) }
    return Penetration(numerator: UInt16(numerator / a), denominator: UInt16(denominator / a))
  }

  /// The cut card after `count` cards (1 to 10,000).
  public static func cards(_ count: Int) -> Penetration {
    precondition((1...10_000).contains(count), "a number of cards")
    return Penetration(numerator: UInt16(count), denominator: 0)
  }

  /// A percentage of the shoe: `.cutCard(penetration: 75)`.
  public init(integerLiteral percent: Int) { self = .percent(percent) }

  private init(numerator: UInt16, denominator: UInt16) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The number of cards, for a penetration given as one (`CUT260`); `nil` for a share of the shoe.
  public var cardCount: Int? { denominator == 0 ? Int(numerator) : nil }

  /// The share of the shoe as a fraction in lowest terms (`(5, 6)`), or `nil` for a number of cards.
  public var fraction: (numerator: Int, denominator: Int)? {
    denominator == 0 ? nil : (Int(numerator), Int(denominator))
  }

  /// The whole percentage, for a share of the shoe that is one (`PEN75`); `nil` otherwise.
  public var percent: Int? {
    guard denominator != 0, 100 % Int(denominator) == 0 else { return nil }
    return Int(numerator) * (100 / Int(denominator))
  }

  /// How many cards are dealt before the cut card in a shoe of `cards` cards: a share rounded half up (exactly, in
  /// whole numbers), or the number of cards, at most the shoe.
  public func cutCardPosition(inShoeOf cards: Int) -> Int {
    guard denominator != 0 else { return min(Int(numerator), cards) }
    return (2 * cards * Int(numerator) + Int(denominator)) / (2 * Int(denominator))
  }

  /// The fraction of a shoe of `cards` cards dealt before the cut card, as a shoe takes it
  /// (CardKit's `Shoe(decks:penetration:)`): for a percentage the percentage over 100, as it always was; for
  /// a fraction or a number of cards the cut card's exact position over `cards` (which the shoe rounds back to it).
  public func shoeFraction(inShoeOf cards: Int) -> Double {
    if let percent { return Double(percent) / 100 }
    return Double(cutCardPosition(inShoeOf: cards)) / Double(cards)
  }

  /// As the rules write it: `PEN75`, `PEN5/6`, `CUT260`.
  public var description: String {
    if let cardCount { return "CUT\(cardCount)" }
    if let percent { return "PEN\(percent)" }
    return "PEN\(numerator)/\(denominator)"
  }
}
