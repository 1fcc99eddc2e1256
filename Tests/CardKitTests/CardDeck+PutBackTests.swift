import CardKit
import Testing

@Suite("CardDeck putting back")
struct CardDeckPutBackTests {
  @Test("one card on the top is drawn next; at the bottom, last")
  func oneCard() throws {
    var deck = Deck(cards: cards("2S 3S 4S"))
    let top = try deck.draw()
    deck.putBack(Card(.ace, of: .hearts), at: .top)
    #expect(deck.cards == cards("AH 3S 4S"))
    deck.putBack(top, at: .bottom)
    #expect(deck.cards == cards("AH 3S 4S 2S"))
    var undrawn = Deck(cards: cards("2S"))
    undrawn.putBack(Card(.king, of: .clubs), at: .top)
    #expect(undrawn.cards == cards("KC 2S"))
    var empty = Deck(decks: 0)
    empty.putBack(Card(.five, of: .diamonds), at: .bottom)
    #expect(empty.cards == cards("5D"))
  }

  @Test("several cards keep their order: the first on top, or the last at the bottom")
  func severalCards() throws {
    var deck = Deck()
    let drawn = try deck.draw(3)
    deck.putBack(contentsOf: drawn, at: .top)
    #expect(deck == Deck())
    var short = Deck(cards: cards("5S 6S 7S"))
    _ = try short.draw()  // one drawn slot, three cards back: more than fit in place
    short.putBack(contentsOf: cards("AS 2S 3S"), at: .top)
    #expect(short.cards == cards("AS 2S 3S 6S 7S"))
    short.putBack(contentsOf: cards("KD QD"), at: .bottom)
    #expect(short.cards == cards("AS 2S 3S 6S 7S KD QD"))
    var undrawn = Deck(cards: cards("9H"))
    undrawn.putBack(contentsOf: cards("JC 10C"), at: .top)
    #expect(undrawn.cards == cards("JC 10C 9H"))
    undrawn.putBack(contentsOf: [], at: .top)
    #expect(undrawn.cards == cards("JC 10C 9H"))
  }

  @Test("cards put back are shuffled with the rest")
  func shuffledWithTheRest() throws {
    var deck = Deck()
    let hand = try deck.draw(5)
    deck.putBack(contentsOf: hand, at: .bottom)
    var generator = Xoshiro256StarStar(seed: 1)
    deck.shuffle(using: &generator)
    #expect(deck.count == 52)
    #expect(Set(deck) == Set(Deck.standardOrder))
  }

  @Test("JokerDeck: cards and jokers go back on the top or at the bottom, in order")
  func jokerDeckPutBack() throws {
    var deck = JokerDeck()
    let joker = try deck.draw(54).last!
    #expect(joker == .joker(.red))
    deck.putBack(joker, at: .top)
    deck.putBack(.card(Card(.ace, of: .spades)), at: .bottom)
    deck.putBack(contentsOf: jokerCards("BJ KD"), at: .top)
    deck.putBack(contentsOf: jokerCards("2C 3C"), at: .bottom)
    #expect(deck.cards == jokerCards("BJ KD RJ AS 2C 3C"))
  }
}
