extension RandomNumberGenerator {
  /// Returns a uniformly distributed integer in `0..<upperBound`, without modulo bias.
  ///
  /// This is Lemire's nearly divisionless method (D. Lemire, "Fast Random Integer Generation in an Interval",
  /// ACM TOMACS 29(1), 2019): multiply a 64-bit random word by `upperBound` and keep the high half, rejecting the
  /// few words whose low half falls below `2⁶⁴ mod upperBound`. Most calls use one `next()` and no division.
  ///
  /// CardKit pins this exact method (unlike the standard library's `next(upperBound:)`, whose algorithm may change
  /// between toolchains), so a seeded generator gives the same numbers forever.
  ///
  /// - Parameter upperBound: The exclusive upper bound; must be greater than zero.
  /// - Returns: A value in `0..<upperBound`.
  @inlinable @inline(__always)
  public mutating func next(below upperBound: UInt64) -> UInt64 {
    precondition(upperBound > 0, "upperBound must be greater than zero")
    var product = next().multipliedFullWidth(by: upperBound)
    if product.low < upperBound {
      let threshold = (0 &- upperBound) % upperBound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: upperBound)
      }
    }
    return product.high
  }
}
