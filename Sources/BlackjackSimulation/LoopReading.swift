import BlackjackCounting
import BlackjackEngine
import CardKit

/// A counter's ``BlackjackEngine/CountReading`` as the simulator's loop holds it, and how the loop looks up the tags of
/// the three cards in sight after the deal. The loop is specialised for each conforming type, so that a reading known
/// in advance (``FlooredTrueCount``, ``FlooredRunningCount``) is a constant in its copy of the loop and of the charted
/// driver, where the reading's switches fold away; any other reading is held at run time (``HeldReading``) by one more
/// copy.
protocol LoopReading {
  /// The reading.
  var reading: CountReading { get }

  /// Whether the loop looks the tags of the three cards in sight after the deal up by their ranks alone
  /// (``BlackjackCounting/CardCount/halfPoints(ofRanks:_:_:)``), one table load a card, rather than by rank and suit:
  /// only for a system whose tags depend on rank only, as the loop checks once a chunk.
  static var tagsByRank: Bool { get }

  /// The betting count of a running count of `halfPoints` half points with `unseen` cards unseen, read as
  /// ``reading`` reads it (``BlackjackEngine/CountReading/bettingCount(halfPoints:unseen:)``).
  ///
  /// - Precondition: the running count is one shoe's: `unseen` is at most 416 (eight decks), and `halfPoints` within
  ///   416 × 128 of the shoe's initial count (a card's tag is an `Int8` of half points).
  func bettingCount(halfPoints: Int, unseen: Int) -> Int
}

extension LoopReading {
  /// By rank and suit, as any system's tags are.
  static var tagsByRank: Bool { false }

  /// The sum of the tags of the player's two cards and the up card, in half points, in `count`'s system: by their
  /// ranks alone if ``tagsByRank``.
  @inline(__always)
  func halfPoints(of first: Card, _ second: Card, _ upCard: Card, in count: CardCount) -> Int {
    Self.tagsByRank ? count.halfPoints(ofRanks: first, second, upCard) : count.halfPoints(of: first, second, upCard)
  }

  /// The betting count, as ``reading`` works it out.
  @inline(__always)
  func bettingCount(halfPoints: Int, unseen: Int) -> Int {
    reading.bettingCount(halfPoints: halfPoints, unseen: unseen)
  }
}

/// ``BlackjackEngine/CountReading/flooredExactTrueCount``, a constant: a counter's default, for a system whose tags
/// depend on rank only (every balanced system built in, Hi-Lo first), looked up by rank (``tagsByRank``).
struct FlooredTrueCount: LoopReading {
  /// The reading.
  @inline(__always) var reading: CountReading { .flooredExactTrueCount }

  /// By rank alone: the loop reads a count this way only for a system whose tags depend on rank only.
  static var tagsByRank: Bool { true }

  /// Whether a shoe whose running count starts at `initialHalfPoints` half points keeps `halfPoints × 26` inside 32
  /// bits, as ``bettingCount(halfPoints:unseen:)`` needs: 416 cards of at most 128 half points each from there. Every
  /// balanced system starts at 0 but one made in code with another initial count; the simulator plays such a system's
  /// count with the reading held (``HeldReading``) instead.
  static func reads(initialHalfPoints: Int) -> Bool {
    initialHalfPoints.magnitude <= UInt(Int32.max) / 26 - 416 * 128
  }

  /// Whether the loop's copy for this reading plays `system`'s count, starting at `initialHalfPoints`: in 32 bits
  /// (``reads(initialHalfPoints:)``), its tags looked up by rank alone (``tagsByRank``), so only for a system whose
  /// tags depend on rank only.
  static func reads(_ system: CountingSystem, initialHalfPoints: Int) -> Bool {
    reads(initialHalfPoints: initialHalfPoints) && system.tagsDependOnRankOnly
  }

  /// The floored true count, `halfPoints × 26 / unseen` rounded down, as the reading works it out, in 32 bits: a
  /// shoe's count is far inside them (a balanced system starts at 0, and 416 × 128 half points, times 26, is below
  /// 2²¹; see ``reads(initialHalfPoints:)``), and the compiler then divides without first testing whether the 64-bit
  /// operands fit 32 bits, twice a round.
  @inline(__always)
  func bettingCount(halfPoints: Int, unseen: Int) -> Int {
    guard unseen > 0 && unseen <= Int(Int32.max) else { return 0 }
    assert(halfPoints.magnitude <= UInt(Int32.max) / 26, "not one shoe's running count")
    let numerator = Int32(truncatingIfNeeded: halfPoints &* 26)
    let denominator = Int32(truncatingIfNeeded: unseen)
    let quotient = numerator / denominator
    return Int(numerator % denominator < 0 ? quotient &- 1 : quotient)
  }
}

/// ``BlackjackEngine/CountReading/flooredRunningCount``, a constant: an unbalanced system's default.
struct FlooredRunningCount: LoopReading {
  /// The reading.
  @inline(__always) var reading: CountReading { .flooredRunningCount }
}

/// Any reading, held at run time.
struct HeldReading: LoopReading {
  /// The reading.
  let reading: CountReading
}
