import Testing

@testable import BlackjackServer

/// The hexadecimal coding of player tokens (the digest itself is the package's ``SHA256``, tested in BlackjackText).
@Suite struct HexTests {
  @Test func hexadecimalRoundTrips() {
    let bytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xAB, 0xFF]
    #expect(Hex.encode(bytes) == "00017f80abff")
    #expect(Hex.decode("00017F80abff") == bytes)
    #expect(Hex.decode("0") == nil)
    #expect(Hex.decode("0g") == nil)
  }
}
