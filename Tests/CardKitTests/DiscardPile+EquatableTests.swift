import CardKit
import Testing

@Suite("DiscardPile equality")
struct DiscardPileEquatableTests {
  @Test("equal when the same cards lie in the same order")
  func equality() {
    #expect(DiscardPile(cards("AS KH")) == DiscardPile(cards("AS KH")))
    #expect(DiscardPile(cards("AS KH")) != DiscardPile(cards("KH AS")))
    #expect(DiscardPile<Card>() == DiscardPile(cards("")))
  }
}
