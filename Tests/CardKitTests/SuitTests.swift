import CardKit
import Testing

@Suite("Suit")
struct SuitTests {
  @Test("four suits in new-deck order")
  func allCases() {
    #expect(Suit.allCases == [.spades, .hearts, .diamonds, .clubs])
  }

  @Test(
    "names, symbols, letters and colours",
    arguments: [
      (Suit.spades, "Spades", "♠", "S", false),
      (Suit.hearts, "Hearts", "♥", "H", true),
      (Suit.diamonds, "Diamonds", "♦", "D", true),
      (Suit.clubs, "Clubs", "♣", "C", false),
    ])
  func printedForms(suit: Suit, name: String, symbol: String, letter: String, isRed: Bool) {
    #expect(suit.name == name)
    #expect(suit.symbol == symbol)
    #expect(suit.letter == letter)
    #expect(suit.isRed == isRed)
  }
}
