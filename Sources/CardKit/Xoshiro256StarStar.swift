/// xoshiro256** 1.0, a fast, high-quality 64-bit generator with 256 bits of state.
///
/// This is David Blackman and Sebastiano Vigna's reference algorithm
/// (<https://prng.di.unimi.it/xoshiro256starstar.c>). It is CardKit's generator for reproducible shuffles and
/// simulation: a value type, so each task owns its own, and `@inlinable`, so `next()` costs about a nanosecond.
/// It is **not for cryptography**: its outputs are predictable from a few earlier ones.
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 42)
/// var deck = Deck()
/// deck.shuffle(using: &generator)  // the same order for seed 42, always
/// ```
public struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
  /// The first state word.
  @usableFromInline var s0: UInt64
  /// The second state word.
  @usableFromInline var s1: UInt64
  /// The third state word.
  @usableFromInline var s2: UInt64
  /// The fourth state word.
  @usableFromInline var s3: UInt64

  /// Creates a generator from a 64-bit seed, filling the state with four outputs of ``SplitMix64`` as the authors
  /// recommend. The same seed always gives the same sequence.
  ///
  /// SplitMix64 is a bijection of its counter, so the four words are never all zero.
  @inlinable
  public init(seed: UInt64) {
    var seeder = SplitMix64(seed: seed)
    s0 = seeder.next()
    s1 = seeder.next()
    s2 = seeder.next()
    s3 = seeder.next()
  }

  /// Creates a generator with exactly the given state, as the reference code's `s[0...3]`.
  ///
  /// - Parameter state: The four state words; they must not all be zero (the all-zero state only ever gives zeros).
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    precondition(state != (0, 0, 0, 0), "the state of xoshiro256** must not be all zero")
    (s0, s1, s2, s3) = state
  }

  /// The four state words, as the reference code's `s[0...3]`.
  public var state: (UInt64, UInt64, UInt64, UInt64) { (s0, s1, s2, s3) }

  /// Returns the next 64 random bits.
  @inlinable @inline(__always)
  public mutating func next() -> UInt64 {
    let result = (s1 &* 5).rotatedLeft(by: 7) &* 9
    let t = s1 &<< 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = s3.rotatedLeft(by: 45)
    return result
  }

  /// Advances the generator by 2¹²⁸ calls to ``next()``.
  ///
  /// Use it to split one seed into non-overlapping streams for parallel simulation: copy the generator, `jump()`
  /// the original, copy again, and so on.
  public mutating func jump() {
    let polynomial: [UInt64] = [
      0x180E_C6D3_3CFD_0ABA, 0xD5A6_1266_F0C9_392C, 0xA958_2618_E03F_C9AA, 0x39AB_DC45_29B1_661C,
    ]
    var (a0, a1, a2, a3): (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    for word in polynomial {
      for bit in 0..<64 {
        if word & (1 << bit) != 0 {
          a0 ^= s0
          a1 ^= s1
          a2 ^= s2
          a3 ^= s3
        }
        _ = next()
      }
    }
    (s0, s1, s2, s3) = (a0, a1, a2, a3)
  }
}

extension UInt64 {
  /// Rotates the bits left by `count` (0 < count < 64), as the reference code's `rotl`.
  @inlinable
  func rotatedLeft(by count: UInt64) -> UInt64 {
    (self &<< count) | (self &>> (64 &- count))
  }
}
