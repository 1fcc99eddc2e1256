/// Where the bets of a counting game may lie, count by count: between a low and a high bet, any amount or whole
/// multiples of a step (a chip), with or without sitting a round out, and rising with the count or not.
public struct BetLimits: Hashable, Sendable {
  /// The smallest bet placed (a multiple of ``step`` when there is one).
  public var low: Double
  /// The largest bet (a multiple of ``step`` when there is one).
  public var high: Double
  /// Bets are whole multiples of this, or any amount when `nil`.
  public var step: Double?
  /// Whether a round may be sat out (a bet of 0: wonging) where the count does not pay.
  public var sitsOut: Bool
  /// Whether the bet may never fall as the count rises (a ramp that `simulate --ramp` can play).
  public var rising: Bool

  /// Limits from `low` to `high`.
  ///
  /// - Precondition: 0 < `low` ≤ `high`, both whole multiples of a positive `step` when there is one.
  public init(low: Double, high: Double, step: Double? = nil, sitsOut: Bool = false, rising: Bool = false) {
    precondition(low > 0 && low <= high && low.isFinite && high.isFinite, "bets go from a positive low to a high")
    if let step {
      precondition(step > 0, "a step is positive")
      precondition(Self.steps(low, step) != nil && Self.steps(high, step) != nil, "the limits are whole steps")
    }
    self.low = low
    self.high = high
    self.step = step
    self.sitsOut = sitsOut
    self.rising = rising
  }

  /// `value` as a whole number of `step`s, or `nil` when it is not one (to a part in 10⁹).
  static func steps(_ value: Double, _ step: Double) -> Int? {
    let count = (value / step).rounded()
    guard count >= 1, count < 1e15, abs(count * step - value) <= 1e-9 * Swift.max(value, step) else { return nil }
    return Int(count)
  }
}
