import CardKit
import Testing

@Suite("Card orders")
struct CardOrderTests {
  @Test("cards sort by rank alone, ace high or low")
  func sorting() {
    let hand = cards("KS AH 2C 10D 5H")
    #expect(hand.sorted(by: Card.aceHigh) == cards("2C 5H 10D KS AH"))
    #expect(hand.sorted(by: Card.aceLow) == cards("AH 2C 5H 10D KS"))
    #expect(hand.max(by: Card.aceHigh) == Card(.ace, of: .hearts))
    #expect(hand.min(by: Card.aceHigh) == Card(.two, of: .clubs))
  }

  @Test("suits are not compared: two cards of one rank are neither below the other")
  func suitsIgnored() {
    let kingOfSpades = Card(.king, of: .spades)
    let kingOfHearts = Card(.king, of: .hearts)
    #expect(!Card.aceHigh(kingOfSpades, kingOfHearts))
    #expect(!Card.aceHigh(kingOfHearts, kingOfSpades))
    #expect(!Card.aceLow(kingOfSpades, kingOfHearts))
    #expect(Card.aceHigh(kingOfSpades, Card(.ace, of: .clubs)))
    #expect(Card.aceLow(Card(.ace, of: .clubs), kingOfSpades))
  }
}
