import CardKit
import Testing

@Suite("Joker parsing")
struct JokerParsingTests {
  @Test(
    "accepted spellings",
    arguments: [
      ("BJ", Joker.black), ("bj", .black), ("RJ", .red), (" rJ ", .red), ("🃏", .black), ("🂿", .red),
      ("Black Joker", .black), ("red joker", .red),
    ])
  func accepted(text: String, joker: Joker) {
    #expect(Joker(text) == joker)
  }

  @Test("rejected text", arguments: ["", "J", "Joker", "JB", "AS", "Blue Joker", "BJ RJ"])
  func rejected(text: String) {
    #expect(Joker(text) == nil)
  }
}
