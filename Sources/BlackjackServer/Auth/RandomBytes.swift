#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random bytes from the kernel's cryptographic source (`/dev/urandom`, which never blocks once the kernel is
/// seeded): the source of tokens and table seeds, never of a simulation.
enum RandomBytes {
  /// Why the kernel gave no random bytes.
  struct Failure: Error, CustomStringConvertible {
    /// The `errno` of the failed call.
    var code: Int32
    var description: String { "the kernel's random source failed: \(String(cString: strerror(code)))" }
  }

  /// `count` random bytes.
  ///
  /// - Throws: ``Failure`` when `/dev/urandom` cannot be read.
  static func make(_ count: Int) throws(Failure) -> [UInt8] {
    let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      // Cannot fail: the bytes are not empty (filled < count), so they have an address.
      let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { throw Failure(code: got == 0 ? EIO : errno) }
      filled += got
    }
    return bytes
  }

  /// A random 64-bit number (a table's seed).
  static func seed() throws(Failure) -> UInt64 {
    try make(8).reduce(0) { $0 << 8 | UInt64($1) }
  }
}
