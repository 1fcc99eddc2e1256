import CardKit
import Testing

@Suite("DiscardPile")
struct DiscardPileTests {
  @Test("the last card discarded is on top; cards run bottom to top")
  func discarding() {
    var pile = DiscardPile<Card>()
    #expect(pile.isEmpty)
    #expect(pile.top == nil)
    pile.discard(Card(.seven, of: .hearts))
    pile.discard(contentsOf: cards("2C 9D"))
    #expect(pile.count == 3)
    #expect(pile.top == Card(.nine, of: .diamonds))
    #expect(pile.cards == cards("7H 2C 9D"))
    #expect(DiscardPile(cards("7H 2C 9D")) == pile)
  }

  @Test("takeTop takes the card discarded last; an empty pile throws")
  func takeTop() throws {
    var pile = DiscardPile(cards("7H 2C"))
    #expect(try pile.takeTop() == Card(.two, of: .clubs))
    #expect(try pile.takeTop() == Card(.seven, of: .hearts))
    #expect(throws: DeckError.empty) { try pile.takeTop() }
    #expect(pile.isEmpty)
  }

  @Test("takeAll takes every card, or all but the top")
  func takeAll() {
    var pile = DiscardPile(cards("7H 2C 9D"))
    #expect(pile.takeAll(keepingTop: true) == cards("7H 2C"))
    #expect(pile.cards == cards("9D"))
    #expect(pile.takeAll(keepingTop: true) == [])
    #expect(pile.cards == cards("9D"))
    #expect(pile.takeAll() == cards("9D"))
    #expect(pile.isEmpty)
    #expect(pile.takeAll(keepingTop: true) == [])
    #expect(pile.isEmpty)
  }

  @Test("crazy eights: the discards but the top become a new stock, shuffled")
  func refillTheStock() throws {
    var stock = Deck(cards: cards("AS 2S 3S"))
    var discards = DiscardPile<Card>()
    while let card = try? stock.draw() { discards.discard(card) }
    stock.putBack(contentsOf: discards.takeAll(keepingTop: true), at: .bottom)
    var generator = Xoshiro256StarStar(seed: 1)
    stock.shuffle(using: &generator)
    #expect(Set(stock) == Set(cards("AS 2S")))
    #expect(discards.cards == cards("3S"))
  }

  @Test("holds jokers too")
  func jokers() throws {
    var pile = DiscardPile<CardOrJoker>()
    pile.discard(.joker(.red))
    #expect(pile.top?.isJoker == true)
  }
}
