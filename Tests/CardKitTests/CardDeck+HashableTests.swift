import CardKit
import Testing

@Suite("CardDeck hashing")
struct CardDeckHashableTests {
  @Test("equal decks hash alike, drawn cards or not, and collapse in a set")
  func hashing() throws {
    var part = Deck(cards: cards("2C AS KH"))
    #expect(try part.draw() == Card(.two, of: .clubs))
    #expect(part.hashValue == Deck(cards: cards("AS KH")).hashValue)
    let decks: Set<Deck> = [part, Deck(cards: cards("AS KH")), Deck(cards: cards("KH AS")), Deck(), Deck(decks: 1)]
    #expect(decks.count == 3)
    #expect(decks.contains(Deck(cards: Deck.standardOrder)))
  }

  @Test("JokerDeck: jokers hash as part of the deck")
  func jokerDeckHashing() throws {
    var full = JokerDeck()
    #expect(try full.draw(52).count == 52)
    let jokers: JokerDeck = [.joker(.black), .joker(.red)]
    #expect(full.hashValue == jokers.hashValue)
    #expect(Set([full, jokers, JokerDeck(), [.joker(.red), .joker(.black)]]).count == 3)
  }
}
