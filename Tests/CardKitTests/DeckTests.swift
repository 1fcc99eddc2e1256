import CardKit
import Testing

@Suite("Deck")
struct DeckTests {
  @Test("Deck() is 52 distinct cards in new-deck order")
  func newDeck() {
    let deck = Deck()
    #expect(deck.count == 52)
    #expect(!deck.isEmpty)
    #expect(Set(deck.cards).count == 52)
    #expect(deck.cards.prefix(14) == cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH")[...])
    #expect(deck.cards.last == Card(.king, of: .clubs))
    #expect(deck.peek() == Card(.ace, of: .spades))
    #expect(Deck.standardOrder == deck.cards)
  }

  @Test("Deck(decks:) stacks whole decks")
  func stackedDecks() {
    let deck = Deck(decks: 3)
    #expect(deck.count == 156)
    #expect(Array(deck.cards[52..<104]) == Deck.standardOrder)
    #expect(Deck(decks: 0).isEmpty)
    #expect(Deck(decks: 0).peek() == nil)
  }

}
