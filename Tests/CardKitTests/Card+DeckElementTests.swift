import CardKit
import Testing

@Suite("Card as a deck element")
struct CardDeckElementTests {
  @Test("a deck of cards is a Deck, and a joker's code says that it is a joker")
  func messages() {
    #expect(Card.deckTypeName == "Deck")
    #expect(Card.rejection(of: "BJ", in: "Shoe") == "is a joker, and a Shoe holds no jokers (a JokerDeck does)")
    #expect(
      Card.rejection(of: "1S", in: "Deck") == "is not a card; expected codes such as AS or 10H separated by spaces")
  }
}
