import BlackjackText

/// A player's secret: 256 random bits, given to the player once as 64 hexadecimal digits and kept by the server only
/// as its SHA-256 digest, so that a copy of the database cannot be used to play as anyone.
struct PlayerToken: Sendable, Equatable {
  /// The token as the player sends it: 64 lowercase hexadecimal digits.
  let text: String

  /// The bits of a token.
  static let bits = 256

  /// A new random token.
  ///
  /// - Throws: ``RandomBytes/Failure`` when the kernel's random source fails.
  static func random() throws(RandomBytes.Failure) -> PlayerToken {
    PlayerToken(text: Hex.encode(try RandomBytes.make(bits / 8)))
  }

  /// The token in `text` when it is one: exactly 64 hexadecimal digits (read lowercased); `nil` otherwise.
  init?(_ text: some StringProtocol) {
    guard text.utf8.count == Self.bits / 4, let bytes = Hex.decode(text) else { return nil }
    self.text = Hex.encode(bytes)
  }

  private init(text: String) { self.text = text }

  /// The token in an `Authorization: Bearer TOKEN` header value; `nil` for any other scheme or a malformed token.
  init?(authorization: String) {
    let parts = authorization.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    self.init(parts[1])
  }

  /// What the server stores and looks the player up by: the SHA-256 of the token's bytes, in hexadecimal.
  var digest: String { SHA256.hexDigest(Hex.decode(text) ?? []) }
}
