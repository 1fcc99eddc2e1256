import Testing

@testable import BlackjackServer

/// SHA-256 against the test vectors of FIPS 180-4's examples (NIST, "Cryptographic Algorithm Validation Program:
/// SHA-256 examples", csrc.nist.gov), and the hexadecimal coding beside it.
@Suite struct TokenDigestTests {
  @Test func theEmptyMessage() {
    #expect(TokenDigest.sha256Hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func oneBlock() {
    #expect(
      TokenDigest.sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func twoBlocks() {
    let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(TokenDigest.sha256Hex(message) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func aMillionAs() {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(TokenDigest.sha256Hex(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Lengths around the padding boundary (55, 56, 63, 64 bytes) against digests computed by `sha256sum` (GNU
  /// coreutils) of the same bytes.
  @Test(arguments: [
    (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
    (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
    (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
    (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
  ])
  func paddingBoundaries(length: Int, digest: String) {
    #expect(TokenDigest.sha256Hex([UInt8](repeating: UInt8(ascii: "a"), count: length)) == digest)
  }

  @Test func hexadecimalRoundTrips() {
    let bytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xAB, 0xFF]
    #expect(Hex.encode(bytes) == "00017f80abff")
    #expect(Hex.decode("00017F80abff") == bytes)
    #expect(Hex.decode("0") == nil)
    #expect(Hex.decode("0g") == nil)
  }
}
