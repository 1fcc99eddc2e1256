import CardKit
import Testing

@Suite("CardOrJoker as a deck element")
struct CardOrJokerDeckElementTests {
  @Test("a deck of cards and jokers is a JokerDeck")
  func messages() {
    #expect(CardOrJoker.deckTypeName == "JokerDeck")
    #expect(
      CardOrJoker.rejection(of: "JK", in: "JokerDeck")
        == "is not a card or a joker; expected codes such as AS, 10H or RJ separated by spaces")
  }
}
