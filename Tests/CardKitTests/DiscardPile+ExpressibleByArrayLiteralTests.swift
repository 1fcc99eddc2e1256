import CardKit
import Testing

@Suite("DiscardPile array literal")
struct DiscardPileArrayLiteralTests {
  @Test("a literal lists the cards bottom first")
  func literal() {
    let pile: DiscardPile<Card> = [Card(.ace, of: .spades), Card(.king, of: .hearts)]
    #expect(pile.top == Card(.king, of: .hearts))
    #expect(pile.count == 2)
  }
}
