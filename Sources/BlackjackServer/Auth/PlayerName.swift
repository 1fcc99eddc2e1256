/// A player's name as the leaderboard shows it: 1 to 24 characters of ASCII letters, digits, single spaces between
/// words, and `-`, `_`, `.`, `'` or `&`.
///
/// The set is small on purpose: no control or formatting characters (no terminal escapes, no right-to-left
/// overrides), no look-alike letters from other scripts, so a name cannot pass for another. Names are unique
/// regardless of case: ``key`` is what uniqueness is checked on. Wherever a name is shown it is still escaped (HTML
/// by the page's builder, terminal by the command line), as any text from elsewhere is.
public struct PlayerName: Sendable, Hashable, CustomStringConvertible {
  /// The name as registered.
  public let text: String

  /// The most characters a name may have.
  public static let maximumLength = 24

  /// The punctuation a name may hold besides letters, digits and spaces.
  static let punctuation: Set<UInt8> = Set("-_.'&".utf8)

  /// What a valid name is, in one line for error messages.
  public static let rule =
    "1 to \(maximumLength) characters: ASCII letters, digits, single spaces between words, and - _ . ' &"

  /// The name `text` when it is valid (see ``rule``); `nil` otherwise.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard (1...Self.maximumLength).contains(bytes.count), bytes.first != 0x20, bytes.last != 0x20 else { return nil }
    var previous: UInt8 = 0
    for byte in bytes {
      let letter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      guard letter || digit || Self.punctuation.contains(byte) || byte == 0x20 else { return nil }
      guard !(byte == 0x20 && previous == 0x20) else { return nil }
      previous = byte
    }
    self.text = text
  }

  /// The name lowercased: two names with the same key are the same name.
  public var key: String { text.lowercased() }

  /// The name as registered.
  public var description: String { text }
}
