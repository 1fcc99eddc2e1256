import BlackjackEngine

/// A counter's bet at each count, in units (``Counter/units(at:)``): worked out once for the counts near zero, where
/// nearly every round is bet, so that the simulator's loop reads it without the ramp's search and the table's limits.
///
/// Every value is at least 1 (``Counter/validate()`` allows no smaller bet), which the loop's divisions rely on.
struct UnitsByCount: ~Copyable {
  /// The counts worked out in advance; others ask the counter.
  static let window = -64...64
  /// The units at each count of ``window``, lowest count first.
  private let units: UnsafeMutableBufferPointer<Int>
  /// The counter, for counts beyond ``window``.
  private let counter: Counter

  /// The units `counter` bets at each count.
  init(counter: Counter) {
    self.counter = counter
    units = .allocate(capacity: Self.window.count)
    _ = units.initialize(from: Self.window.map { Swift.max(1, counter.units(at: $0)) })
  }

  deinit {
    units.deallocate()
  }

  /// The units bet at `count`.
  @inline(__always)
  subscript(count: Int) -> Int {
    let offset = count &- Self.window.lowerBound
    guard _fastPath(UInt(bitPattern: offset) < UInt(Self.window.count)) else {
      return Swift.max(1, counter.units(at: count))
    }
    // At least 1 already (see init). The loop divides by it only when it is not 1 (most rounds are bet at the ramp's
    // lowest bet): the division's checks for a zero or negative divisor then cost less than saying so every round.
    return units[offset]
  }

  /// The units bet at the count in place `slot` of ``window`` (lowest first), without the window's check.
  ///
  /// - Precondition: `slot` is below `window.count` (checked in debug builds only).
  @inline(__always)
  func inWindow(_ slot: Int) -> Int {
    assert(UInt(bitPattern: slot) < UInt(Self.window.count), "no such count in the window")
    return units[slot]
  }
}
