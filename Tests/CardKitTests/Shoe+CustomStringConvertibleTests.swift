import CardKit
import Testing

@Suite("Shoe description")
struct ShoeDescriptionTests {
  @Test("description summarises the shoe")
  func description() throws {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    try shoe.burn()
    _ = try shoe.draw(40)
    #expect(shoe.description == "Shoe of 6 decks: 312 cards, 40 dealt, 1 burned, 271 left, cut card after 234")
    #expect(
      Shoe(cards: cards("AS"), penetration: 1).description
        == "Shoe of 1 deck: 1 card, 0 dealt, 0 burned, 1 left, cut card after 1")
  }
}
