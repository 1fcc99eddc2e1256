import CardKit
import Testing

@Suite("CardDeck dealing")
struct CardDeckDealTests {
  @Test("round-robin: one card to each hand in turn")
  func roundRobin() throws {
    var deck = Deck(cards: cards("AS 2S 3S 4S 5S 6S 7S"))
    #expect(try deck.deal(count: 3, toHands: 2) == [cards("AS 3S 5S"), cards("2S 4S 6S")])
    #expect(deck.cards == cards("7S"))
  }

  @Test("a bridge deal of a new deck: every fourth card")
  func bridge() throws {
    var deck = Deck()
    let hands = try deck.deal(count: 13, toHands: 4)
    // By hand: the first hand gets cards 1, 5, 9, … 49 of new-deck order.
    #expect(hands[0] == cards("AS 5S 9S KS 4H 8H QH 3D 7D JD 2C 6C 10C"))
    #expect(hands[3] == cards("4S 8S QS 3H 7H JH 2D 6D 10D AC 5C 9C KC"))
    #expect(hands.map(\.count) == [13, 13, 13, 13])
    #expect(Set(hands.joined()).count == 52)
    #expect(deck.isEmpty)
  }

  @Test("all or none: too few cards throws and deals nothing")
  func tooFew() throws {
    var deck = Deck()
    #expect(throws: DeckError.insufficientCards(requested: 56, available: 52)) {
      try deck.deal(count: 14, toHands: 4)
    }
    #expect(throws: DeckError.insufficientCards(requested: Int.max, available: 52)) {
      try deck.deal(count: Int.max, toHands: 2)
    }
    #expect(deck == Deck())
    #expect(try deck.deal(count: 0, toHands: 3) == [[], [], []])
    #expect(try deck.deal(count: 5, toHands: 0) == [])
    #expect(deck.count == 52)
  }

  @Test("JokerDeck: round-robin, all or none")
  func jokerDeckDeal() throws {
    var deck = JokerDeck(Deck(cards: cards("AS 2S 3S 4S")))
    #expect(throws: DeckError.insufficientCards(requested: 9, available: 6)) { try deck.deal(count: 3, toHands: 3) }
    #expect(try deck.deal(count: 3, toHands: 2) == [jokerCards("AS 3S BJ"), jokerCards("2S 4S RJ")])
    #expect(deck.isEmpty)
  }
}
