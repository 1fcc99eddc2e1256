import CardKit
import Testing

@Suite("JokerDeck putting back")
struct JokerDeckPutBackTests {
  @Test("cards and jokers go back on the top or at the bottom, in order")
  func putBack() throws {
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
