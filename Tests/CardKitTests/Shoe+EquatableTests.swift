import CardKit
import Testing

@Suite("Shoe equality")
struct ShoeEquatableTests {
  @Test("equal shoes: the same cards in the same order, dealt as far, with the same cut card")
  func equality() throws {
    var a = Shoe(decks: 2, penetration: 0.75)
    var b = Shoe(decks: 2, penetration: 0.75)
    #expect(a == b)
    var generator = Xoshiro256StarStar(seed: 9)
    var same = generator
    a.shuffle(using: &generator)
    b.shuffle(using: &same)
    try a.burn()
    try b.burn()
    _ = try a.draw(10)
    _ = try b.draw(10)
    #expect(a == b)
    _ = try b.draw()
    #expect(a != b)
  }

  @Test("the dealt cards count, because the next shuffle mixes them back in")
  func dealtCardsCount() throws {
    var a = Shoe(cards: cards("AS KH 5D"), penetration: 1)
    var b = Shoe(cards: cards("KH AS 5D"), penetration: 1)
    _ = try a.draw(2)
    _ = try b.draw(2)
    #expect(a.remainingCards == b.remainingCards)
    #expect(a != b)
  }

  @Test("burned and dealt cards, penetration and decks all count")
  func everyField() throws {
    var dealt = Shoe(cards: cards("AS KH 5D"), penetration: 1)
    var burned = dealt
    _ = try dealt.draw()
    try burned.burn()
    #expect(dealt != burned)
    #expect(Shoe(decks: 1, penetration: 0.5) != Shoe(decks: 1, penetration: 0.75))
    // 48 cards fill one 52-card deck, rounded up: the same shoe either way. Two euchre decks are 48 cards too, but
    // two decks, not one.
    #expect(Shoe(decks: 1, of: .spanish48, penetration: 1) == Shoe(cards: Deck.spanish48.cards, penetration: 1))
    #expect(
      Shoe(decks: 2, of: .euchre24, penetration: 1) != Shoe(cards: Deck.euchre24.cards + Deck.euchre24, penetration: 1))
  }
}
