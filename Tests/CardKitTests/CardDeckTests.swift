import CardKit
import Testing

/// Cards from their ASCII forms; the test data below is written by hand in that form.
func cards(_ text: String) -> [Card] {
  text.split(separator: " ").map { Card($0)! }
}

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

  @Test("Deck(cards:) keeps the order, first card on top")
  func customCards() throws {
    var deck = Deck(cards: cards("KH 2C 10D"))
    #expect(deck.count == 3)
    #expect(try deck.draw() == Card(.king, of: .hearts))
    #expect(deck.cards == cards("2C 10D"))
  }

  @Test("52 draws give 52 distinct cards; the 53rd throws .empty")
  func drawAll() throws {
    var deck = Deck()
    var generator = Xoshiro256StarStar(seed: 7)
    deck.shuffle(using: &generator)
    var seen = Set<Card>()
    for _ in 0..<52 {
      seen.insert(try deck.draw())
    }
    #expect(seen.count == 52)
    #expect(deck.isEmpty)
    #expect(throws: DeckError.empty) { try deck.draw() }
    #expect(deck.count == 0)
  }

  @Test("draw(_:) is all or nothing")
  func drawSeveral() throws {
    var deck = Deck()
    #expect(throws: DeckError.insufficientCards(requested: 60, available: 52)) { try deck.draw(60) }
    #expect(deck.count == 52)
    #expect(deck == Deck())
    #expect(try deck.draw(3) == cards("AS 2S 3S"))
    #expect(try deck.draw(0) == [])
    #expect(deck.count == 49)
    #expect(try deck.draw(49).count == 49)
    #expect(throws: DeckError.insufficientCards(requested: 1, available: 0)) { try deck.draw(1) }
  }

  @Test("shuffling with Xoshiro256StarStar(seed: 42) gives the pinned order")
  func reproducibleShuffle() {
    // Expected values: Tests/CardKitTests/Reference/reference.py, an independent Python transcription of the
    // reference xoshiro256**/SplitMix64 C code, Lemire's bounded draw and Durstenfeld's Fisher–Yates.
    var deck = Deck()
    var generator = Xoshiro256StarStar(seed: 42)
    deck.shuffle(using: &generator)
    #expect(deck.cards.prefix(5) == cards("2C 2S KC 10D 6D")[...])
    var again = Deck()
    var sameSeed = Xoshiro256StarStar(seed: 42)
    again.shuffle(using: &sameSeed)
    #expect(again == deck)
  }

  @Test("shuffling after drawing shuffles only the cards left")
  func shuffleRemaining() throws {
    var deck = Deck()
    let drawn = try deck.draw(10)
    var generator = Xoshiro256StarStar(seed: 1)
    deck.shuffle(using: &generator)
    #expect(deck.count == 42)
    #expect(Set(deck.cards).isDisjoint(with: drawn))
    #expect(Set(deck.cards).count == 42)
    deck.shuffle()
    #expect(deck.count == 42)
  }

  @Test("shuffled(using:) returns a shuffled Deck with the pinned order and leaves the original alone")
  func shuffledCopy() {
    // Expected order: Tests/CardKitTests/Reference/reference.py (Deck() shuffled with seed 42).
    let deck = Deck()
    var generator = Xoshiro256StarStar(seed: 42)
    let shuffled = deck.shuffled(using: &generator)  // a Deck, not the standard library's [Card]
    #expect(shuffled.cards.prefix(5) == cards("2C 2S KC 10D 6D")[...])
    #expect(shuffled.count == 52)
    #expect(deck == Deck())
  }
}
