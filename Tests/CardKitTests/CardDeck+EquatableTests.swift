import CardKit
import Testing

@Suite("CardDeck equality")
struct CardDeckEquatableTests {
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

  @Test("JokerDeck: equal when the same cards are left in the same order")
  func jokerDeckEquality() throws {
    var deck = JokerDeck()
    _ = try deck.draw(52)
    #expect(deck == [.joker(.black), .joker(.red)])
    #expect(deck != [.joker(.red), .joker(.black)])
    #expect(JokerDeck(jokers: []) != JokerDeck())
  }
}
