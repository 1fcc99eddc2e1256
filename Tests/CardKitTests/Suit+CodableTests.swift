import CardKit
import Testing

@Suite("Suit Codable")
struct SuitCodableTests {
  @Test("encodes as its letter, one string")
  func encode() throws {
    #expect(try json(Suit.allCases) == #"["S","H","D","C"]"#)
    #expect(try decode([Suit].self, from: #"["S","H","D","C"]"#) == Suit.allCases)
  }

  @Test(
    "decodes every form Suit(_:) reads, and CardKit 0.1's numbers",
    arguments: [
      (#""s""#, Suit.spades), (#""♥""#, .hearts), (#""Diamonds""#, .diamonds), ("0", .spades), ("3", .clubs),
    ])
  func decodeForms(text: String, suit: Suit) throws {
    #expect(try decode(Suit.self, from: text) == suit)
  }

  @Test(
    "anything else is a dataCorrupted error with a clear message",
    arguments: [
      (#""X""#, "'X' is not a suit; expected S, H, D or C"),
      (#""""#, "'' is not a suit; expected S, H, D or C"),
      ("4", "4 is not a suit; expected S, H, D or C (or 0 to 3)"),
      ("[]", "expected a suit as a string: S, H, D or C"),
    ])
  func rejected(text: String, message: String) {
    #expect(decodingFailure(Suit.self, from: text) == .dataCorrupted(message))
  }
}
