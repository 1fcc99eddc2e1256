/// SplitMix64, a fast 64-bit generator with a single word of state.
///
/// This is Sebastiano Vigna's reference algorithm (<https://prng.di.unimi.it/splitmix64.c>), mainly used here to
/// expand one 64-bit seed into the state of ``Xoshiro256StarStar``. It is for reproducible games and simulation,
/// **not for cryptography**: its outputs are predictable from a few earlier ones.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The generator's whole state; every call to ``next()`` adds the golden-ratio constant to it.
  public var state: UInt64

  /// Creates a generator whose state is `seed`; the same seed always gives the same sequence.
  @inlinable
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
