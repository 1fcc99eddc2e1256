#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's clocks: wall time in milliseconds since 1970 (stored with every round), and a monotonic clock for
/// durations and rate limits.
public enum ServerClock {
  /// Now, in milliseconds since 1970-01-01 UTC.
  @Sendable public static func milliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }

  /// A monotonic time in nanoseconds, for durations.
  @Sendable public static func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  /// `milliseconds` since 1970 in ISO 8601 UTC with milliseconds: "2026-12-01T10:05:28.123Z".
  public static func iso8601(_ milliseconds: Int64) -> String {
    var seconds = time_t(milliseconds.quotientAndRemainder(dividingBy: 1000).quotient)
    var millis = Int(milliseconds % 1000)
    if millis < 0 {
      millis += 1000
      seconds -= 1
    }
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let milli = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
      + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(milli)Z"
  }
}
