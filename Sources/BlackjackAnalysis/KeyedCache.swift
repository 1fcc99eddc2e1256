/// A grow-only hash map from a 128-bit key to a value: open addressing with linear probing and a cheap
/// multiplicative hash, for the analysis's memo tables (the standard dictionary's seeded hashing dominated).
///
/// Slots hold only keys and an index; values are stored densely in insertion order, which keeps probing within a
/// small, cache-friendly array.
struct KeyedCache<Value>: Sendable where Value: Sendable {
  private var lows: [UInt64]
  private var highs: [UInt64]
  /// The index into ``values`` plus one, or 0 for an empty slot.
  private var slots: [Int32]
  private var values: [Value] = []
  private var mask: Int

  /// How many entries the cache holds.
  var count: Int { values.count }

  /// An empty cache with room for about `capacity` entries before growing.
  init(capacity: Int = 1024) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    lows = Array(repeating: 0, count: size)
    highs = Array(repeating: 0, count: size)
    slots = Array(repeating: 0, count: size)
    mask = size - 1
    values.reserveCapacity(capacity)
  }

  @inline(__always)
  private func slot(_ low: UInt64, _ high: UInt64) -> Int {
    var h = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    h ^= h >> 31
    return Int(truncatingIfNeeded: h) & mask
  }

  /// The value stored for a key.
  @inline(__always)
  subscript(low: UInt64, high: UInt64) -> Value? {
    var index = slot(low, high)
    while true {
      let entry = slots[index]
      if entry == 0 { return nil }
      if lows[index] == low && highs[index] == high { return values[Int(entry) - 1] }
      index = (index + 1) & mask
    }
  }

  /// Stores a value for a key (replacing any value already stored for it).
  mutating func insert(_ value: Value, low: UInt64, high: UInt64) {
    if (values.count + 1) * 2 > slots.count { grow() }
    var index = slot(low, high)
    while slots[index] != 0 {
      if lows[index] == low && highs[index] == high {
        values[Int(slots[index]) - 1] = value
        return
      }
      index = (index + 1) & mask
    }
    values.append(value)
    lows[index] = low
    highs[index] = high
    slots[index] = Int32(values.count)
  }

  private mutating func grow() {
    let oldLows = lows
    let oldHighs = highs
    let oldSlots = slots
    let size = slots.count * 2
    lows = Array(repeating: 0, count: size)
    highs = Array(repeating: 0, count: size)
    slots = Array(repeating: 0, count: size)
    mask = size - 1
    for old in oldSlots.indices where oldSlots[old] != 0 {
      var index = slot(oldLows[old], oldHighs[old])
      while slots[index] != 0 { index = (index + 1) & mask }
      lows[index] = oldLows[old]
      highs[index] = oldHighs[old]
      slots[index] = oldSlots[old]
    }
  }
}
