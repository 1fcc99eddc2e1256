import CardKit
import Testing

@Suite("JokerDeck equality")
struct JokerDeckEquatableTests {
  @Test("equal when the same cards are left in the same order")
  func equality() throws {
    var deck = JokerDeck()
    _ = try deck.draw(52)
    #expect(deck == [.joker(.black), .joker(.red)])
    #expect(deck != [.joker(.red), .joker(.black)])
    #expect(JokerDeck(jokers: []) != JokerDeck())
  }
}
