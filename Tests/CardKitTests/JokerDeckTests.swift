import CardKit
import Testing

@Suite("JokerDeck")
struct JokerDeckTests {
  @Test("JokerDeck() is the 52 cards in new-deck order, then the black and the red joker")
  func fiftyFourCards() {
    let deck = JokerDeck()
    #expect(deck.count == 54)
    #expect(deck.jokerCount == 2)
    #expect(deck.peek() == .card(Card(.ace, of: .spades)))
    #expect(deck.cards.prefix(52).map(\.card) == Deck.standardOrder)
    #expect(deck.cards.suffix(2) == [.joker(.black), .joker(.red)])
  }

  @Test("any deck, any jokers")
  func custom() {
    let canasta = JokerDeck(Deck(decks: 2), jokers: [.black, .red, .black, .red])
    #expect(canasta.count == 108)
    #expect(canasta.jokerCount == 4)
    let euchre = JokerDeck(.euchre24, jokers: [.red])
    #expect(euchre.count == 25)
    #expect(euchre.cards.last == .joker(.red))
    let none = JokerDeck(jokers: [])
    #expect(none.cards == Deck.standardOrder.map(CardOrJoker.card))
    #expect(JokerDeck(cards: jokerCards("RJ AS")).cards == jokerCards("RJ AS"))
  }

  @Test("draws take from the top, all or none; an empty deck throws")
  func drawing() throws {
    var deck = JokerDeck(Deck(cards: cards("AS")), jokers: [.red])
    #expect(throws: DeckError.insufficientCards(requested: 3, available: 2)) { try deck.draw(3) }
    #expect(try deck.draw() == .card(Card(.ace, of: .spades)))
    #expect(try deck.draw(1) == [.joker(.red)])
    #expect(deck.isEmpty)
    #expect(deck.peek() == nil)
    #expect(throws: DeckError.empty) { try deck.draw() }
  }

  @Test("shuffles with the pinned Fisher–Yates")
  func pinnedShuffle() {
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
