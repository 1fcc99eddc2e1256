import CardKit
import Testing

@Suite("JokerDeck hashing")
struct JokerDeckHashableTests {
  @Test("equal decks hash alike and collapse in a set")
  func hashing() throws {
    var deck = JokerDeck()
    _ = try deck.draw(52)
    let same: JokerDeck = [.joker(.black), .joker(.red)]
    #expect(deck.hashValue == same.hashValue)
    #expect(Set([deck, same, JokerDeck()]).count == 2)
  }
}
