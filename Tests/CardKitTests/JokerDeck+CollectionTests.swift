import CardKit
import Testing

@Suite("JokerDeck as a collection")
struct JokerDeckCollectionTests {
  @Test("the cards left, top first")
  func topFirst() throws {
    var deck = JokerDeck()
    #expect(deck.startIndex == 0)
    #expect(deck.endIndex == 54)
    #expect(deck[0] == .card(Card(.ace, of: .spades)))
    #expect(deck[52] == .joker(.black))
    #expect(deck.filter(\.isJoker) == [.joker(.black), .joker(.red)])
    _ = try deck.draw()
    #expect(deck[deck.startIndex] == .card(Card(.two, of: .spades)))
    #expect(deck.firstIndex(of: .joker(.red)) == 52)
  }
}
