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
    return lemireBoundedDraw(below: upperBound) { next() }
  }
}

/// Lemire's bounded draw on words of any unsigned width: the arithmetic behind
/// ``Swift/RandomNumberGenerator/next(below:)``, which calls it with 64-bit words.
///
/// It is generic so that tests can run the very same code on 8- or 16-bit words and count its output over every
/// possible word: exactly `2ʷ mod upperBound` words are rejected (and drawn again), and each value in
/// `0..<upperBound` comes from exactly `⌊2ʷ / upperBound⌋` of the others.
///
/// - Parameters:
///   - upperBound: The exclusive upper bound; must be greater than zero.
///   - word: Returns the next uniformly random word; called once, or again after each rejected word.
/// - Returns: A value in `0..<upperBound`.
@inlinable @inline(__always)
package func lemireBoundedDraw<Word: FixedWidthInteger & UnsignedInteger>(
  below upperBound: Word, word: () -> Word
) -> Word where Word.Magnitude == Word {
  var product = word().multipliedFullWidth(by: upperBound)
  if product.low < upperBound {
    // 2ʷ mod upperBound, computed in w bits as (2ʷ − upperBound) mod upperBound.
    let threshold = (0 &- upperBound) % upperBound
    while product.low < threshold {
      product = word().multipliedFullWidth(by: upperBound)
    }
  }
  return product.high
}
