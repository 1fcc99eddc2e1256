/// A grow-only hash map from a 128-bit key to a value: open addressing with linear probing and a cheap
/// multiplicative hash, for the analysis's memo tables (the standard dictionary's seeded hashing dominated).
struct KeyedCache<Value>: Sendable where Value: Sendable {
  private var lows: [UInt64]
  private var highs: [UInt64]
  private var values: [Value?]
  private var mask: Int
  /// How many entries the cache holds.
  private(set) var count = 0

  /// An empty cache with room for about `capacity` entries before growing.
  init(capacity: Int = 1024) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    lows = Array(repeating: 0, count: size)
    highs = Array(repeating: 0, count: size)
    values = Array(repeating: nil, count: size)
    mask = size - 1
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
    while let value = values[index] {
      if lows[index] == low && highs[index] == high { return value }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores a value for a key not yet present.
  mutating func insert(_ value: Value, low: UInt64, high: UInt64) {
    if (count + 1) * 2 > values.count { grow() }
    var index = slot(low, high)
    while values[index] != nil {
      if lows[index] == low && highs[index] == high {
        values[index] = value
        return
      }
      index = (index + 1) & mask
    }
    lows[index] = low
    highs[index] = high
    values[index] = value
    count += 1
  }

  private mutating func grow() {
    let oldLows = lows
    let oldHighs = highs
    let oldValues = values
    let size = values.count * 2
    lows = Array(repeating: 0, count: size)
    highs = Array(repeating: 0, count: size)
    values = Array(repeating: nil, count: size)
    mask = size - 1
    count = 0
    for index in oldValues.indices {
      if let value = oldValues[index] { insert(value, low: oldLows[index], high: oldHighs[index]) }
    }
  }
}
