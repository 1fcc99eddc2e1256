import CardKit
import Testing

@Suite("JokerDeck dealing")
struct JokerDeckDealTests {
  @Test("round-robin, all or none")
  func deal() throws {
    var deck = JokerDeck(Deck(cards: cards("AS 2S 3S 4S")))
    #expect(throws: DeckError.insufficientCards(requested: 9, available: 6)) { try deck.deal(count: 3, toHands: 3) }
    #expect(try deck.deal(count: 3, toHands: 2) == [jokerCards("AS 3S BJ"), jokerCards("2S 4S RJ")])
    #expect(deck.isEmpty)
  }
}
