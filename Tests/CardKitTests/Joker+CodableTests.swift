import CardKit
import Testing

@Suite("Joker Codable")
struct JokerCodableTests {
  @Test("encodes as its code")
  func encode() throws {
    #expect(try json(Joker.allCases) == #"["BJ","RJ"]"#)
    #expect(try decode([Joker].self, from: #"["BJ","RJ","red joker"]"#) == [.black, .red, .red])
  }

  @Test(
    "anything else is a dataCorrupted error with a clear message",
    arguments: [
      (#""AS""#, "'AS' is not a joker; expected BJ (black) or RJ (red)"),
      ("0", "expected a joker as a string, BJ or RJ"),
    ])
  func rejected(text: String, message: String) {
    #expect(decodingFailure(Joker.self, from: text) == .dataCorrupted(message))
  }
}
