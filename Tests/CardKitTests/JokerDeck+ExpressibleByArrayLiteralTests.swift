import CardKit
import Testing

@Suite("JokerDeck array literal")
struct JokerDeckArrayLiteralTests {
  @Test("a literal lists the cards top first")
  func literal() throws {
    var deck: JokerDeck = [.joker(.red), .card(Card(.two, of: .clubs))]
    #expect(try deck.draw() == .joker(.red))
    #expect(deck.count == 1)
    let empty: JokerDeck = []
    #expect(empty.isEmpty)
  }
}
