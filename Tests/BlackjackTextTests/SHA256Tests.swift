import Foundation
import Testing

@testable import BlackjackText

@Suite("SHA-256")
struct SHA256Tests {
  /// The examples of FIPS 180-2 Appendix B (B.1 "abc", B.2 the 448-bit message, B.3 one million 'a'), repeated in
  /// NIST's "SHA-256 examples with intermediate values" (csrc.nist.gov, Examples/SHA256.pdf and
  /// SHA2_Additional.pdf, whose first example is the empty message).
  static let published: [(message: [UInt8], digest: String)] = [
    (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    ),
    ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
  ]

  @Test("the published examples", arguments: 0..<4)
  func published(index: Int) {
    let (message, digest) = Self.published[index]
    #expect(SHA256.hexDigest(message) == digest)
  }

  @Test("fed in pieces of any size, the hash is the hash of the whole")
  func pieces() {
    let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    for size in [1, 3, 55, 56, 63, 64, 65] {
      var hasher = SHA256()
      var start = 0
      while start < message.count {
        hasher.update(message[start..<min(message.count, start + size)])
        start += size
      }
      #expect(hasher.finalize() == SHA256.hash(message), "pieces of \(size)")
    }
  }

  /// `sha256sum`'s digest of `bytes` (coreutils, a second implementation).
  static func sha256sum(_ bytes: [UInt8]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data(bytes))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return String(text.prefix(64))
  }

  @Test("messages of every length around the block and padding boundaries agree with sha256sum")
  func againstSha256sum() throws {
    for length in Array(0...130) + [447, 448, 511, 512, 513, 1000, 4095, 4096, 65_537] {
      // Bytes of every value, in an order that depends on the length (a multiplicative hash of the position).
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761 &+ length) >> 11) }
      #expect(SHA256.hexDigest(bytes) == (try Self.sha256sum(bytes)), "\(length) bytes")
    }
  }
}
