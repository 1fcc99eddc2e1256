import CardKit

/// A ``DecisionTable``'s bytes, in memory of their own that neither moves nor changes while a table holds them: the
/// simulator's charted rounds read a page through a plain pointer (``DecisionTable/page(at:)``), with no count of
/// references kept per round. Beside them, the totals a charted round starts from (``starts``).
@usableFromInline
final class DecisionBytes: @unchecked Sendable {
  // Sendable: the bytes and the starting hands are written once, in init, and only read after; the memory is freed
  // in deinit.

  /// The first byte.
  @usableFromInline let base: UnsafeMutablePointer<UInt8>
  /// How many bytes there are.
  @usableFromInline let count: Int
  /// The hands a charted round starts from, by their two cards' ranks (``DecisionTable/startIndex(_:_:)``): the
  /// player's (``PlayerTotal/bits``), then, ``DecisionTable/startCount`` words on, the dealer's value
  /// (``PlayerTotal/valueBits(_:)``), each worked out once, so that a round's first hands are a load each.
  @usableFromInline let starts: UnsafeMutablePointer<UInt64>

  /// A copy of `bytes`, and the starting hands worked out.
  init(_ bytes: [UInt8]) {
    let starts = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * DecisionTable.startCount)
    starts.initialize(repeating: 0, count: 2 * DecisionTable.startCount)
    self.starts = starts
    count = bytes.count
    base = .allocate(capacity: max(bytes.count, 1))
    bytes.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress.unsafelyUnwrapped, count: bytes.count) }
    for first in Rank.allCases {
      for second in Rank.allCases {
        let index = DecisionTable.startIndex(first, second)
        starts[index] = PlayerTotal.bits(first, second)
        starts[DecisionTable.startCount + index] = PlayerTotal.valueBits(HandValue.empty.adding(first).adding(second))
      }
    }
  }

  deinit {
    base.deallocate()
    starts.deallocate()
  }

  /// The bytes, valid while this object is.
  @inlinable
  var elements: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
