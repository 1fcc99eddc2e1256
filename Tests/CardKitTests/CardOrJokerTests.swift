import CardKit
import Testing

@Suite("CardOrJoker")
struct CardOrJokerTests {
  @Test("fits in two bytes, as a Card does")
  func size() {
    #expect(MemoryLayout<CardOrJoker>.size <= 2)
  }

  @Test("a card or a joker, never both")
  func cases() {
    let ace = CardOrJoker.card(Card(.ace, of: .spades))
    let red = CardOrJoker.joker(.red)
    #expect(ace.card == Card(.ace, of: .spades))
    #expect(ace.joker == nil)
    #expect(!ace.isJoker)
    #expect(red.card == nil)
    #expect(red.joker == .red)
    #expect(red.isJoker)
    #expect(ace != red)
  }

  @Test(
    "the three printed forms",
    arguments: [
      (CardOrJoker.card(Card(.ten, of: .hearts)), "Ten of Hearts", "10♥", "10H"),
      (CardOrJoker.joker(.black), "Black Joker", "\u{1F0CF}", "BJ"),
      (CardOrJoker.joker(.red), "Red Joker", "\u{1F0BF}", "RJ"),
    ])
  func printedForms(element: CardOrJoker, long: String, short: String, ascii: String) {
    #expect(element.description == long)
    #expect(element.shortDescription == short)
    #expect(element.asciiDescription == ascii)
  }
}
