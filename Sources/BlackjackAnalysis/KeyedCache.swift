/// A grow-only hash map from a 128-bit key to a value: open addressing with linear probing and a cheap
/// multiplicative hash, for the analysis's memo tables (the standard dictionary's seeded hashing dominated).
///
/// A slot holds the key and an index (one cache line at most per probe); values are stored densely in insertion
/// order, in fixed-size pages, so that growing never copies them or holds twice their memory.
struct KeyedCache<Value>: Sendable where Value: Sendable {
  /// One slot: the key and the entry number, counted from 1 in insertion order (0 marks an empty slot).
  private struct Slot: Sendable {
    var low: UInt64
    var high: UInt64
    var entry: Int
  }

  /// Entries per page of values.
  private static var pageSize: Int { 256 }

  private var slots: [Slot]
  private var pages: [[Value]] = []
  private var mask: Int

  /// How many entries the cache holds.
  private(set) var count = 0

  /// An empty cache with room for about `capacity` entries before growing.
  init(capacity: Int = 1024) {
    var size = 16
    while size * 3 < capacity * 4 { size <<= 1 }
    slots = Array(repeating: Slot(low: 0, high: 0, entry: 0), count: size)
    mask = size - 1
  }

  @inline(__always)
  private func value(_ entry: Int) -> Value { pages[(entry - 1) / Self.pageSize][(entry - 1) % Self.pageSize] }

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
      let candidate = slots[index]
      if candidate.entry == 0 { return nil }
      if candidate.low == low && candidate.high == high { return value(candidate.entry) }
      index = (index + 1) & mask
    }
  }

  /// Stores a value for a key (replacing any value already stored for it).
  mutating func insert(_ value: Value, low: UInt64, high: UInt64) {
    if (count + 1) * 4 > slots.count * 3 { grow() }
    var index = slot(low, high)
    while slots[index].entry != 0 {
      if slots[index].low == low && slots[index].high == high {
        let entry = slots[index].entry - 1
        pages[entry / Self.pageSize][entry % Self.pageSize] = value
        return
      }
      index = (index + 1) & mask
    }
    if count % Self.pageSize == 0 {
      pages.append([])
      pages[pages.count - 1].reserveCapacity(Self.pageSize)
    }
    pages[pages.count - 1].append(value)
    count += 1
    slots[index] = Slot(low: low, high: high, entry: count)
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(low: 0, high: 0, entry: 0), count: old.count * 2)
    mask = slots.count - 1
    for entry in old where entry.entry != 0 {
      var index = slot(entry.low, entry.high)
      while slots[index].entry != 0 { index = (index + 1) & mask }
      slots[index] = entry
    }
  }
}
