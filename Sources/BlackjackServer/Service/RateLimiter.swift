import Synchronization

/// Token buckets, one a key (a token's digest, or a client address for requests without a token): each holds up
/// to `burst` requests and refills at `rate` a second; a request finding its bucket empty is refused (429) with the
/// seconds until the next one is allowed.
///
/// The buckets are bounded: past `capacity` keys the fullest (the idlest) are forgotten, which only ever lets a
/// forgotten key start again from a full bucket.
final class RateLimiter: Sendable {
  private struct Bucket {
    var tokens: Double
    var updated: UInt64
  }

  /// Requests a second a key may make, on average; 0 turns the limit off.
  let rate: Double
  /// Requests a key may make at once.
  let burst: Double
  private let capacity: Int
  private let buckets = Mutex<[String: Bucket]>([:])
  private let clock: @Sendable () -> UInt64

  /// A limiter of `rate` a second with bursts of `burst`, remembering at most `capacity` keys.
  init(
    rate: Double, burst: Double, capacity: Int = 100_000,
    clock: @escaping @Sendable () -> UInt64 = ServerClock.monotonicNanoseconds
  ) {
    self.rate = rate
    self.burst = max(1, burst)
    self.capacity = capacity
    self.clock = clock
  }

  /// Takes one request from `key`'s bucket: `nil` when allowed, or the seconds to wait when not.
  func take(_ key: String) -> Int? {
    guard rate > 0 else { return nil }
    let now = clock()
    return buckets.withLock { buckets -> Int? in
      var bucket = buckets[key] ?? Bucket(tokens: burst, updated: now)
      let elapsed = Double(now &- bucket.updated) / 1e9
      bucket.tokens = min(burst, bucket.tokens + elapsed * rate)
      bucket.updated = now
      defer {
        buckets[key] = bucket
        if buckets.count > capacity { prune(&buckets, now: now) }
      }
      guard bucket.tokens >= 1 else {
        return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
      }
      bucket.tokens -= 1
      return nil
    }
  }

  /// Forgets the half of the keys whose buckets are fullest now.
  private func prune(_ buckets: inout [String: Bucket], now: UInt64) {
    let levels = buckets.map { key, bucket in
      (key, min(burst, bucket.tokens + Double(now &- bucket.updated) / 1e9 * rate))
    }
    for (key, _) in levels.sorted(by: { $0.1 > $1.1 }).prefix(buckets.count / 2) {
      buckets[key] = nil
    }
  }
}
