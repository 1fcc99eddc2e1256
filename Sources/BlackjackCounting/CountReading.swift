/// How a counter turns a running count into the whole number it bets and plays by: a balanced system's true count
/// (the running count per deck unseen, the decks read as ``estimate``, rounded by ``rounding``), or an unbalanced
/// system's running count itself, rounded.
///
/// The simulator gives the most common readings (``flooredExactTrueCount``, ``flooredRunningCount``) loops of their
/// own in which the reading is a constant, so that neither switch below is taken at run time; the rule is this one.
public struct CountReading: Hashable, Sendable {
  /// Whether the count is read as a true count (a balanced system) rather than as a running count.
  public var isBalanced: Bool
  /// How finely the decks unseen are read (a true count only).
  public var estimate: DeckEstimate
  /// How the count is rounded to a whole number.
  public var rounding: TrueCountRounding

  /// A reading of a count of a balanced or unbalanced system. An unbalanced system's reading ignores `estimate`,
  /// which is then kept as ``DeckEstimate/exact``, so that equal readings compare equal.
  @inlinable
  public init(isBalanced: Bool, estimate: DeckEstimate, rounding: TrueCountRounding) {
    self.isBalanced = isBalanced
    self.estimate = isBalanced ? estimate : .exact
    self.rounding = rounding
  }

  /// A balanced system's true count on the exact cards unseen, rounded down: a counter's default.
  @inlinable
  public static var flooredExactTrueCount: CountReading {
    CountReading(isBalanced: true, estimate: .exact, rounding: .floor)
  }

  /// An unbalanced system's running count, rounded down (a whole number already, but for half points).
  @inlinable
  public static var flooredRunningCount: CountReading {
    CountReading(isBalanced: false, estimate: .exact, rounding: .floor)
  }

  /// The betting count of a running count of `halfPoints` with `cards` cards unseen: for a balanced system the true
  /// count, worked out exactly in integers (half points over half decks) and rounded; for an unbalanced one the
  /// rounded running count; 0 for a true count when no card is unseen.
  @inlinable @inline(__always)
  public func bettingCount(halfPoints: Int, unseen cards: Int) -> Int {
    guard isBalanced else { return rounding(halfPoints, over: 2) }
    guard cards > 0 else { return 0 }
    // (halfPoints / 2) / (halfDecks / 2) = halfPoints / halfDecks = halfPoints × denominator / numerator.
    let (numerator, denominator) = estimate.halfDecks(unseen: cards)
    return rounding(halfPoints &* denominator, over: numerator)
  }
}
