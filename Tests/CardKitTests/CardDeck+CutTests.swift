import CardKit
import Testing

@Suite("CardDeck cutting")
struct CardDeckCutTests {
  @Test("the top cards go under the rest, both parts in order")
  func cut() throws {
    var deck = Deck(cards: cards("AS 2S 3S 4S 5S"))
    try deck.cut(at: 2)
    #expect(deck.cards == cards("3S 4S 5S AS 2S"))
    try deck.cut(at: 0)
    #expect(deck.cards == cards("3S 4S 5S AS 2S"))
    try deck.cut(at: 5)
    #expect(deck.cards == cards("3S 4S 5S AS 2S"))
    _ = try deck.draw()
    try deck.cut(at: 1)  // positions count from the current top
    #expect(deck.cards == cards("5S AS 2S 4S"))
  }

  @Test("a cut outside the deck throws invalidCut and leaves the deck alone")
  func outside() {
    var deck = Deck()
    #expect(throws: DeckError.invalidCut(position: 53, available: 52)) { try deck.cut(at: 53) }
    #expect(throws: DeckError.invalidCut(position: -1, available: 52)) { try deck.cut(at: -1) }
    #expect(deck == Deck())
  }

  @Test("a cut deck shuffles with the pinned Fisher–Yates")
  func cutThenShuffle() throws {
    // Expected: Tests/CardKitTests/Reference/reference.py, "Deck() cut at 20 then shuffled with seed 5".
    var deck = Deck()
    try deck.cut(at: 20)
    #expect(deck[0] == Card(.eight, of: .hearts))  // by hand: card 21 of a new deck is the eighth heart
    var generator = Xoshiro256StarStar(seed: 5)
    deck.shuffle(using: &generator)
    #expect(deck.prefix(8).elementsEqual(cards("6S 10H 2S 6D 8H KH 3D 7D")))
  }

  @Test("JokerDeck: the top cards go under the rest; a cut outside throws")
  func jokerDeckCut() throws {
    var deck = JokerDeck(Deck(cards: cards("AS 2S")))
    try deck.cut(at: 3)
    #expect(deck.cards == jokerCards("RJ AS 2S BJ"))
    #expect(throws: DeckError.invalidCut(position: 5, available: 4)) { try deck.cut(at: 5) }
    #expect(deck.cards == jokerCards("RJ AS 2S BJ"))
  }
}
