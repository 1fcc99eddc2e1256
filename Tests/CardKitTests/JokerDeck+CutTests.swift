import CardKit
import Testing

@Suite("JokerDeck cutting")
struct JokerDeckCutTests {
  @Test("the top cards go under the rest; a cut outside throws")
  func cut() throws {
    var deck = JokerDeck(Deck(cards: cards("AS 2S")))
    try deck.cut(at: 3)
    #expect(deck.cards == jokerCards("RJ AS 2S BJ"))
    #expect(throws: DeckError.invalidCut(position: 5, available: 4)) { try deck.cut(at: 5) }
    #expect(deck.cards == jokerCards("RJ AS 2S BJ"))
  }
}
