/// How the hands of a settled round ended, counted: blackjacks, busts, doubles and surrenders.
///
/// The round keeps it as it settles, so that statistics over many rounds (the simulator's) need not walk the hands
/// again.
public struct RoundTally: Hashable, Sendable {
  /// Hands that were natural blackjacks.
  public var blackjacks: Int { lane(0) }
  /// Hands that busted.
  public var busts: Int { lane(1) }
  /// Hands that were doubled.
  public var doubles: Int { lane(2) }
  /// Hands that were surrendered.
  public var surrenders: Int { lane(3) }

  /// The four counts, one byte each (blackjacks in the lowest), so that counting a hand is one addition.
  @usableFromInline var lanes: UInt32 = 0

  /// No hands counted.
  @inlinable
  public init() {}

  @inlinable @inline(__always)
  func lane(_ index: UInt32) -> Int {
    Int(truncatingIfNeeded: (lanes &>> (index &* 8)) & 0xFF)
  }

  /// Counts one more hand that ended so, its double and surrender read from `marks`, the hand's ``PlayerHand`` flags
  /// (the two marks moved to their lanes at once).
  @inlinable @inline(__always)
  mutating func count(blackjack: Bool, bust: Bool, marks: UInt8) {
    lanes &+= (blackjack ? 1 : 0) | (bust ? 1 << 8 : 0) | Self.lanes(ofMarks: marks)
  }

  /// The doubled and surrendered marks of `marks` (``PlayerHand``'s flags, bits 2 and 3) as 1 in the low bit of their
  /// lanes (bits 16 and 24): one multiplication puts a copy of the two bits 14 places up and another 21 places up,
  /// and the mask keeps the doubled mark of the first (bit 16) and the surrendered mark of the second (bit 24). The
  /// copies' other bits (17 and 23) are masked off, and no sum carries.
  @inlinable @inline(__always)
  static func lanes(ofMarks marks: UInt8) -> UInt32 {
    (UInt32(marks & (PlayerHand.doubledFlag | PlayerHand.surrenderedFlag)) &* (1 << 14 | 1 << 21))
      & (1 << 16 | 1 << 24)
  }

  /// For the tally of a single hand (each count 0 or 1): its counts as four bits, blackjack in bit 0, then the bust,
  /// the double and the surrender.
  ///
  /// One multiplication gathers the four bytes' low bits: byte *k* times 2^(21 − 7*k*) lands on bit 21 + *k*, and
  /// no other product reaches bits 21 to 24.
  @inlinable @inline(__always)
  package var singleHandBits: Int {
    Int(truncatingIfNeeded: (lanes &* 0x0020_4081) &>> 21) & 0xF
  }
}
