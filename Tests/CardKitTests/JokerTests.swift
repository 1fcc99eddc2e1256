import CardKit
import Testing

@Suite("Joker")
struct JokerTests {
  @Test("two jokers, black then red")
  func allCases() {
    #expect(Joker.allCases == [.black, .red])
  }

  @Test(
    "names, symbols, codes and colours",
    arguments: [
      (Joker.black, "Black Joker", "\u{1F0CF}", "BJ", false),
      (Joker.red, "Red Joker", "\u{1F0BF}", "RJ", true),
    ])
  func printedForms(joker: Joker, name: String, symbol: String, code: String, isRed: Bool) {
    #expect(joker.name == name)
    #expect(joker.description == name)
    #expect(joker.symbol == symbol)
    #expect(joker.asciiDescription == code)
    #expect(joker.isRed == isRed)
  }

  @Test("no joker code reads as a card")
  func codesAreNotCards() {
    #expect(Card("BJ") == nil)
    #expect(Card("RJ") == nil)
  }
}
