import CardKit
import Testing

@Suite("Shoe hashing")
struct ShoeHashableTests {
  @Test("equal shoes hash alike and collapse in a set")
  func hashing() throws {
    var a = Shoe(decks: 1, penetration: 0.75)
    var b = Shoe(cards: Deck.standardOrder, penetration: 0.75)
    _ = try a.draw()
    _ = try b.draw()
    #expect(a.hashValue == b.hashValue)
    var burned = Shoe(decks: 1, penetration: 0.75)
    try burned.burn()
    #expect(Set([a, b, burned, Shoe(decks: 1, penetration: 0.75)]).count == 3)
  }
}
