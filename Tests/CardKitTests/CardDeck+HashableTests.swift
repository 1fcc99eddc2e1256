import CardKit
import Testing

@Suite("Deck hashing")
struct DeckHashableTests {
  @Test("equal decks hash alike and collapse in a set")
  func hashing() throws {
    var dealt = Deck()
    _ = try dealt.draw()
    let same = Deck(cards: Deck.standardOrder.dropFirst())
    #expect(dealt.hashValue == same.hashValue)
    let decks: Set<Deck> = [dealt, same, Deck(), Deck(cards: Deck.standardOrder.reversed()), Deck()]
    #expect(decks.count == 3)
    #expect(decks.contains(Deck()))
  }
}
