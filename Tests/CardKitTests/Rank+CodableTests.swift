import CardKit
import Testing

@Suite("Rank Codable")
struct RankCodableTests {
  @Test("encodes as its symbol, one string")
  func encode() throws {
    #expect(try json(Rank.allCases) == #"["A","2","3","4","5","6","7","8","9","10","J","Q","K"]"#)
    #expect(try decode([Rank].self, from: #"["A","2","3","4","5","6","7","8","9","10","J","Q","K"]"#) == Rank.allCases)
  }

  @Test(
    "decodes every form Rank(_:) reads, and CardKit 0.1's numbers",
    arguments: [
      (#""T""#, Rank.ten), (#""t""#, .ten), (#""a""#, .ace), (#""Queen""#, .queen), ("1", .ace), ("10", .ten),
      ("13", .king),
    ])
  func decodeForms(text: String, rank: Rank) throws {
    #expect(try decode(Rank.self, from: text) == rank)
  }

  @Test(
    "anything else is a dataCorrupted error with a clear message",
    arguments: [
      (#""1""#, "'1' is not a rank; expected A, 2 to 10, J, Q or K (or T for ten)"),
      (#""11""#, "'11' is not a rank; expected A, 2 to 10, J, Q or K (or T for ten)"),
      ("0", "0 is not a rank; expected A, 2 to 10, J, Q or K (or 1 to 13)"),
      ("14", "14 is not a rank; expected A, 2 to 10, J, Q or K (or 1 to 13)"),
      ("-1", "-1 is not a rank; expected A, 2 to 10, J, Q or K (or 1 to 13)"),
      ("true", "expected a rank as a string: A, 2 to 10, J, Q or K"),
      ("null", "expected a rank as a string: A, 2 to 10, J, Q or K"),
    ])
  func rejected(text: String, message: String) {
    #expect(decodingFailure(Rank.self, from: text) == .dataCorrupted(message))
  }
}
