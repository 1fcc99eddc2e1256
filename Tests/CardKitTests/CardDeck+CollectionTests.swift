import CardKit
import Testing

@Suite("CardDeck as a collection")
struct CardDeckCollectionTests {
  @Test("the cards left, top card first: deck[deck.startIndex] is the card draw() takes")
  func topFirst() throws {
    var deck = Deck()
    #expect(deck.startIndex == 0)
    #expect(deck.endIndex == 52)
    #expect(deck[deck.startIndex] == Card(.ace, of: .spades))
    #expect(deck.first == deck.peek())
    #expect(deck.last == Card(.king, of: .clubs))
    #expect(Array(deck) == Deck.standardOrder)
    // By hand: hearts are the second suit, so the king of hearts is card 13 + 12 = 25 from the top.
    #expect(deck.firstIndex(of: Card(.king, of: .hearts)) == 25)
    let top = deck[deck.startIndex]
    #expect(try deck.draw() == top)
    #expect(deck[0] == Card(.two, of: .spades))
    #expect(deck.endIndex == 51)
    _ = try deck.draw(9)
    #expect(deck.count == 42)
    #expect(deck[41] == Card(.king, of: .clubs))
    #expect(deck.firstIndex(of: Card(.king, of: .hearts)) == 15)
    #expect(!deck.contains(Card(.ace, of: .spades)))
  }

  @Test("collection algorithms see only the cards left")
  func algorithms() throws {
    var deck = Deck(cards: cards("AS KH 5D 9C KS"))
    _ = try deck.draw()
    #expect(deck.filter { $0.rank == .king } == cards("KH KS"))
    #expect(deck.map(\.suit) == [.hearts, .diamonds, .clubs, .spades])
    #expect(Array(deck[1..<3]) == cards("5D 9C"))
    #expect(Array(deck.reversed()) == cards("KS 9C 5D KH"))
    #expect(deck.indices == 0..<4)
    #expect(deck.distance(from: deck.startIndex, to: deck.endIndex) == 4)
    var seen: [Card] = []
    for card in deck { seen.append(card) }
    #expect(seen == deck.cards)
    #expect(Deck(decks: 0).first == nil)
  }

  @Test("JokerDeck: the cards left, top first")
  func jokerDeckTopFirst() throws {
    var deck = JokerDeck()
    #expect(deck.startIndex == 0)
    #expect(deck.endIndex == 54)
    #expect(deck[0] == .card(Card(.ace, of: .spades)))
    #expect(deck[52] == .joker(.black))
    #expect(deck.filter(\.isJoker) == [.joker(.black), .joker(.red)])
    _ = try deck.draw()
    #expect(deck[deck.startIndex] == .card(Card(.two, of: .spades)))
    #expect(deck.firstIndex(of: .joker(.red)) == 52)
  }
}
