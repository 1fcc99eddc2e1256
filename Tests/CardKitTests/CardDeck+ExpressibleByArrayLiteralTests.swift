import CardKit
import Testing

@Suite("Deck array literal")
struct DeckArrayLiteralTests {
  @Test("a literal lists the cards top first")
  func literal() throws {
    var deck: Deck = [Card(.queen, of: .hearts), Card(.two, of: .clubs)]
    #expect(deck.count == 2)
    #expect(try deck.draw() == Card(.queen, of: .hearts))
    #expect(try deck.draw() == Card(.two, of: .clubs))
    let empty: Deck = []
    #expect(empty.isEmpty)
    #expect(empty == Deck(decks: 0))
  }
}
