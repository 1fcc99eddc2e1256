import Testing

@testable import BlackjackServer

@Suite struct PlayerNameTests {
  @Test(arguments: ["a", "Alice", "bob_99", "Jo-Ann", "O'Brien & Co.", "x.y", String(repeating: "z", count: 24)])
  func namesThatAreAllowed(_ text: String) {
    #expect(PlayerName(text)?.text == text)
  }

  @Test(arguments: [
    "", " alice", "alice ", "al  ice", String(repeating: "z", count: 25), "al\nice", "al\u{1B}[31mice",
    "ali\u{202E}ecs", "аlice", "<script>", "a\"b", "tab\there", "emoji🂡", "back\\slash", "semi;colon",
  ])
  func namesThatAreRefused(_ text: String) {
    #expect(PlayerName(text) == nil)
  }

  @Test func namesAreUniqueRegardlessOfCase() {
    #expect(PlayerName("Alice")?.key == PlayerName("aLICE")?.key)
    #expect(PlayerName("Alice")?.key != PlayerName("Alicia")?.key)
  }
}

@Suite struct PlayerTokenTests {
  @Test func randomTokensAre256BitsOfHexadecimal() throws {
    let tokens = try (0..<100).map { _ in try PlayerToken.random().text }
    #expect(Set(tokens).count == 100)
    for token in tokens {
      #expect(token.count == 64)
      #expect(token.allSatisfy { "0123456789abcdef".contains($0) })
    }
  }

  /// The digest is the SHA-256 of the token's 32 bytes, not of its text: 32 zero bytes give
  /// 66687aad…2925 (computed independently with `sha256sum` of 32 NUL bytes).
  @Test func theDigestIsOfTheTokensBytes() throws {
    let token = try #require(PlayerToken(String(repeating: "0", count: 64)))
    #expect(token.digest == "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925")
  }

  @Test func authorizationHeaders() {
    let hex = String(repeating: "ab", count: 32)
    #expect(PlayerToken(authorization: "Bearer \(hex)")?.text == hex)
    #expect(PlayerToken(authorization: "bearer \(hex.uppercased())")?.text == hex)
    #expect(PlayerToken(authorization: "Basic \(hex)") == nil)
    #expect(PlayerToken(authorization: "Bearer \(hex.dropLast())") == nil)
    #expect(PlayerToken(authorization: "Bearer \(hex) extra") == nil)
    #expect(PlayerToken(authorization: "Bearer " + String(repeating: "g", count: 64)) == nil)
    #expect(PlayerToken(authorization: "") == nil)
  }
}
