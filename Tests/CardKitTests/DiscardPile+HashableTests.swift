import CardKit
import Testing

@Suite("DiscardPile hashing")
struct DiscardPileHashableTests {
  @Test("equal piles hash alike and collapse in a set")
  func hashing() {
    var built = DiscardPile<Card>()
    built.discard(contentsOf: cards("AS KH"))
    #expect(built.hashValue == DiscardPile(cards("AS KH")).hashValue)
    #expect(Set([built, DiscardPile(cards("AS KH")), DiscardPile(cards("KH AS"))]).count == 2)
  }
}
