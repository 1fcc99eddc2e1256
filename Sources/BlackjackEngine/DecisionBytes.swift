/// A ``DecisionTable``'s bytes, in memory of their own that neither moves nor changes while a table holds them: the
/// simulator's charted rounds read a page through a plain pointer (``DecisionTable/page(at:)``), with no count of
/// references kept per round.
@usableFromInline
final class DecisionBytes: @unchecked Sendable {
  // Sendable: the bytes are written once, in init, and only read after; the memory is freed in deinit.

  /// The first byte.
  @usableFromInline let base: UnsafeMutablePointer<UInt8>
  /// How many bytes there are.
  @usableFromInline let count: Int

  /// A copy of `bytes`.
  init(_ bytes: [UInt8]) {
    count = bytes.count
    base = .allocate(capacity: max(bytes.count, 1))
    bytes.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress.unsafelyUnwrapped, count: bytes.count) }
  }

  deinit { base.deallocate() }

  /// The bytes, valid while this object is.
  @inlinable
  var elements: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
