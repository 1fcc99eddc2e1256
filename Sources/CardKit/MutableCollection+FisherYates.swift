extension MutableCollection where Self: RandomAccessCollection {
  /// Shuffles the elements in place with the Fisher–Yates algorithm, reproducibly for a seeded generator.
  ///
  /// The algorithm is fixed forever (Durstenfeld's version: for `i` from the last position down to the second,
  /// swap position `i` with a position drawn by ``Swift/RandomNumberGenerator/next(below:)`` from `0...i`), so the
  /// same generator state always gives the same order on every toolchain. The standard library's `shuffle(using:)`
  /// makes no such promise.
  ///
  /// - Parameter generator: The source of randomness.
  /// - Complexity: O(*n*), one bounded draw per element.
  @inlinable
  public mutating func fisherYatesShuffle<G: RandomNumberGenerator>(using generator: inout G) {
    let done: Void? = withContiguousMutableStorageIfAvailable { buffer in
      buffer.shuffleContiguous(using: &generator)
    }
    if done != nil { return }
    var i = count - 1
    while i > 0 {
      let j = Int(generator.next(below: UInt64(i + 1)))
      swapAt(index(startIndex, offsetBy: i), index(startIndex, offsetBy: j))
      i -= 1
    }
  }
}

extension UnsafeMutableBufferPointer {
  /// The Fisher–Yates loop over contiguous memory; the same order as the generic path.
  @inlinable
  mutating func shuffleContiguous<G: RandomNumberGenerator>(using generator: inout G) {
    guard let base = baseAddress else { return }
    var i = count - 1
    while i > 0 {
      let j = Int(truncatingIfNeeded: generator.next(below: UInt64(truncatingIfNeeded: i + 1)))
      let element = base[i]
      base[i] = base[j]
      base[j] = element
      i -= 1
    }
  }
}
