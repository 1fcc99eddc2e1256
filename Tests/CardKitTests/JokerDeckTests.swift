import CardKit
import Testing

@Suite("JokerDeck")
struct JokerDeckTests {
  @Test("JokerDeck() is the 52 cards in new-deck order, then the black and the red joker")
  func fiftyFourCards() {
    let deck = JokerDeck()
    #expect(deck.count == 54)
    #expect(deck.jokerCount == 2)
    #expect(deck.peek() == .card(Card(.ace, of: .spades)))
    #expect(deck.cards.prefix(52).map(\.card) == Deck.standardOrder)
    #expect(deck.cards.suffix(2) == [.joker(.black), .joker(.red)])
  }

  @Test("any deck, any jokers")
  func custom() {
    let canasta = JokerDeck(Deck(decks: 2), jokers: [.black, .red, .black, .red])
    #expect(canasta.count == 108)
    #expect(canasta.jokerCount == 4)
    let euchre = JokerDeck(.euchre24, jokers: [.red])
    #expect(euchre.count == 25)
    #expect(euchre.cards.last == .joker(.red))
    let none = JokerDeck(jokers: [])
    #expect(none.cards == Deck.standardOrder.map(CardOrJoker.card))
    #expect(JokerDeck(cards: jokerCards("RJ AS")).cards == jokerCards("RJ AS"))
  }

}
