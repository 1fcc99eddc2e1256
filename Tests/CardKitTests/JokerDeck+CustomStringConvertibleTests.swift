import CardKit
import Testing

@Suite("JokerDeck description")
struct JokerDeckDescriptionTests {
  @Test("the count then one card per line")
  func description() {
    #expect(
      JokerDeck(Deck(cards: cards("QH")), jokers: [.red]).description == "Deck with 2 cards\nQueen of Hearts\nRed Joker"
    )
    #expect(JokerDeck(cards: []).description == "Deck with 0 cards")
  }
}
