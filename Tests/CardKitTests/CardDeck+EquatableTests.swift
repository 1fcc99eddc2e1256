import CardKit
import Testing

@Suite("Deck equality")
struct DeckEquatableTests {
  @Test("equal when the same cards are left in the same order; drawn cards do not count")
  func equality() throws {
    var dealt = Deck()
    _ = try dealt.draw()
    #expect(dealt == Deck(cards: Deck.standardOrder.dropFirst()))
    #expect(Deck() != Deck(cards: Deck.standardOrder.reversed()))
    #expect(Deck() != Deck(decks: 2))
    #expect(Deck(cards: cards("AS KH")) != Deck(cards: cards("KH AS")))
    #expect(Deck(decks: 0) == Deck(cards: []))
  }
}
