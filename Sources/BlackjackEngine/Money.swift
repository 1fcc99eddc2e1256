import BlackjackText

/// An exact amount of money in integer cents; never floating point.
///
/// Blackjack payouts are computed exactly and rounded down to the cent, as casinos do:
/// 3:2 on 5.00 pays 7.50, 6:5 on 5.00 pays 6.00.
public struct Money: Hashable, Comparable, Sendable, AdditiveArithmetic {
  /// The amount in cents; negative for a loss.
  public var cents: Int

  /// Creates an amount from cents.
  @inlinable @inline(__always)
  public init(cents: Int) { self.cents = cents }

  /// Creates an amount from whole units (dollars).
  @inlinable
  public init(units: Int) { self.cents = units * 100 }

  /// Nothing.
  @inlinable public static var zero: Money { Money(cents: 0) }

  /// The sum.
  @inlinable @inline(__always)
  public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }

  /// The difference.
  @inlinable @inline(__always)
  public static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }

  /// The amount times a whole number.
  @inlinable @inline(__always)
  public static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }

  /// The negated amount.
  @inlinable
  public static prefix func - (amount: Money) -> Money { Money(cents: -amount.cents) }

  /// Orders amounts by value.
  @inlinable @inline(__always)
  public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

  /// The amount times `numerator / denominator` (`denominator` positive), rounded down to the cent: a gain is
  /// rounded toward zero and a loss away from it, both in the house's favour.
  @inlinable @inline(__always)
  public func scaled(by numerator: Int, over denominator: Int) -> Money {
    if denominator == 1 { return Money(cents: cents * numerator) }
    let product = cents * numerator
    let quotient = product / denominator
    return Money(cents: product % denominator < 0 ? quotient - 1 : quotient)
  }

  /// Parses a non-negative amount such as `"10"`, `"10.5"` or `"1012.50"` (at most two decimals).
  ///
  /// Signs, exponents, separators and more than two decimals are rejected, as is anything over a billion.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.count <= 10, whole.allSatisfy(\.isASCIIDigit),
      let units = Int(whole)
    else { return nil }
    var cents = units * 100
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...2).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit), let value = Int(fraction) else {
        return nil
      }
      cents += fraction.count == 1 ? value * 10 : value
    }
    guard cents <= Self.largestParsed.cents else { return nil }
    self.cents = cents
  }

  /// The largest amount ``init(_:)`` reads: a billion.
  public static let largestParsed = Money(cents: 100_000_000_000)
}

extension Money: CustomStringConvertible {
  /// The amount with two decimals: "1012.50", "-7.50".
  public var description: String { DecimalFormat.fixed(scaled: cents, digits: 2) }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
