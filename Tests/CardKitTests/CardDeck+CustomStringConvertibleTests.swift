import CardKit
import Testing

@Suite("CardDeck description")
struct CardDeckDescriptionTests {
  @Test("description prints the count then one card per line")
  func description() throws {
    let lines = Deck().description.split(separator: "\n")
    #expect(lines.count == 53)
    #expect(lines[0] == "Deck with 52 cards")
    #expect(lines[1] == "Ace of Spades")
    #expect(lines[52] == "King of Clubs")
    #expect(Deck(cards: cards("QH")).description == "Deck with 1 card\nQueen of Hearts")
    #expect(Deck(decks: 0).description == "Deck with 0 cards")
    var deck = Deck(cards: cards("2C 3D"))
    _ = try deck.draw()
    #expect(deck.description == "Deck with 1 card\nThree of Diamonds")
  }

  @Test("JokerDeck: the count then one card per line")
  func jokerDeckDescription() {
    #expect(
      JokerDeck(Deck(cards: cards("QH")), jokers: [.red]).description == "Deck with 2 cards\nQueen of Hearts\nRed Joker"
    )
    #expect(JokerDeck(cards: []).description == "Deck with 0 cards")
  }
}
