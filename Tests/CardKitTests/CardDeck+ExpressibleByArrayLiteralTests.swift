import CardKit
import Testing

@Suite("CardDeck array literal")
struct CardDeckArrayLiteralTests {
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

  @Test("JokerDeck: a literal lists the cards top first")
  func jokerDeckLiteral() throws {
    var deck: JokerDeck = [.joker(.red), .card(Card(.two, of: .clubs))]
    #expect(try deck.draw() == .joker(.red))
    #expect(deck.count == 1)
    let empty: JokerDeck = []
    #expect(empty.isEmpty)
  }
}
