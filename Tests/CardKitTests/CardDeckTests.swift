import CardKit
import Testing

@Suite("CardDeck")
struct CardDeckTests {
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

  @Test("JokerDeck: draws take from the top, all or none; an empty deck throws")
  func jokerDeckDrawing() throws {
    var deck = JokerDeck(Deck(cards: cards("AS")), jokers: [.red])
    #expect(throws: DeckError.insufficientCards(requested: 3, available: 2)) { try deck.draw(3) }
    #expect(try deck.draw() == .card(Card(.ace, of: .spades)))
    #expect(try deck.draw(1) == [.joker(.red)])
    #expect(deck.isEmpty)
    #expect(deck.peek() == nil)
    #expect(throws: DeckError.empty) { try deck.draw() }
  }

  @Test("JokerDeck: shuffles with the pinned Fisher–Yates")
  func jokerDeckPinnedShuffle() {
    // Expected: Tests/CardKitTests/Reference/reference.py, "JokerDeck() (54 cards) shuffled with seed 42".
    let expected = jokerCards(
      "JS 7S BJ 3S JD KD 3C RJ 2S 9S 2D 4C 10C 3H 5H 8S AS 6C 10H 7C 7H 5C 8C 4D 7D 4H 9H QS 2H 10S 6H 2C 6S 4S QH KH "
        + "6D JH QC 3D AH 8D KS 5D AD KC AC 9D QD JC 9C 10D 8H 5S")
    var deck = JokerDeck()
    var generator = Xoshiro256StarStar(seed: 42)
    deck.shuffle(using: &generator)
    #expect(deck.cards == expected)
    var again = Xoshiro256StarStar(seed: 42)
    #expect(JokerDeck().shuffled(using: &again) == deck)
    var unseeded = JokerDeck()
    unseeded.shuffle()
    #expect(unseeded.count == 54)
    #expect(unseeded.jokerCount == 2)
  }
}
