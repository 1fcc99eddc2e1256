/// The SHA-256 hash of FIPS 180-4 (the Secure Hash Standard, section 6.2), for checksums of files this program
/// writes and reads back: a file edited by hand or damaged on the way no longer matches the checksum it carries.
///
/// A small, direct implementation (no outside package can be used here), checked against the standard's examples
/// and against `sha256sum`. Not for secrets: nothing here is constant-time.
package struct SHA256 {
  /// The hash state: the eight working words H0 … H7.
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  /// The bytes of a block not yet complete (fewer than 64).
  private var pending: [UInt8] = []
  /// The bytes of the message in complete blocks so far.
  private var length: UInt64 = 0

  /// The round constants K0 … K63: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// An empty message.
  package init() {}

  /// The hash of `bytes`, as 32 bytes.
  package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// The hash of `bytes` as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
  package static func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in hash(bytes) {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: some Sequence<UInt8>) {
    let bytes = Array(bytes)
    bytes.withUnsafeBufferPointer { update(buffer: $0) }
  }

  /// Adds the bytes of `buffer`: whole blocks straight from it, the rest kept for later.
  private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
    var start = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, buffer.count)
      pending += buffer[0..<taken]
      start = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBufferPointer { compress($0) }
      pending.removeAll(keepingCapacity: true)
      length &+= 64
    }
    while buffer.count - start >= 64 {
      compress(UnsafeBufferPointer(rebasing: buffer[start..<(start + 64)]))
      start += 64
      length &+= 64
    }
    pending += buffer[start...]
  }

  /// The hash of the message so far (padded as section 5.1.1 says: a 1 bit, zeros, the length in bits).
  package func finalize() -> [UInt8] {
    var copy = self
    let bits = (length &+ UInt64(pending.count)) &* 8
    var tail = copy.pending + [0x80]
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    tail.withUnsafeBufferPointer { tail in
      for start in stride(from: 0, to: tail.count, by: 64) {
        copy.compress(UnsafeBufferPointer(rebasing: tail[start..<(start + 64)]))
      }
    }
    let (h0, h1, h2, h3, h4, h5, h6, h7) = copy.state
    return [h0, h1, h2, h3, h4, h5, h6, h7].flatMap { word in
      [
        UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
        UInt8(truncatingIfNeeded: word),
      ]
    }
  }

  /// Processes one 64-byte block (section 6.2.2).
  private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
      for word in 0..<16 {
        schedule[word] =
          UInt32(block[4 * word]) << 24 | UInt32(block[4 * word + 1]) << 16 | UInt32(block[4 * word + 2]) << 8
          | UInt32(block[4 * word + 3])
      }
      for word in 16..<64 {
        let s0 = rotate(schedule[word - 15], 7) ^ rotate(schedule[word - 15], 18) ^ (schedule[word - 15] >> 3)
        let s1 = rotate(schedule[word - 2], 17) ^ rotate(schedule[word - 2], 19) ^ (schedule[word - 2] >> 10)
        schedule[word] = schedule[word - 16] &+ s0 &+ schedule[word - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = state
      Self.roundConstants.withUnsafeBufferPointer { constants in
        for round in 0..<64 {
          let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
          let choice = (e & f) ^ (~e & g)
          let t1 = h &+ sum1 &+ choice &+ constants[round] &+ schedule[round]
          let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let t2 = sum0 &+ majority
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
      }
      state = (
        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
        state.7 &+ h
      )
    }
  }

}

/// `value` rotated right by `count` bits (1 to 31).
@inline(__always)
private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }
