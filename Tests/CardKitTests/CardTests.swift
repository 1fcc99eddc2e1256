import CardKit
import Testing

@Suite("Card")
struct CardTests {
  @Test("fits in two bytes")
  func size() {
    #expect(MemoryLayout<Card>.size <= 2)
  }

  @Test(
    "the three printed forms",
    arguments: [
      (Card(.ace, of: .spades), "Ace of Spades", "A♠", "AS"),
      (Card(.ten, of: .hearts), "Ten of Hearts", "10♥", "10H"),
      (Card(.queen, of: .diamonds), "Queen of Diamonds", "Q♦", "QD"),
      (Card(.two, of: .clubs), "Two of Clubs", "2♣", "2C"),
    ])
  func printedForms(card: Card, long: String, short: String, ascii: String) {
    #expect(card.description == long)
    #expect("\(card)" == long)
    #expect(card.shortDescription == short)
    #expect(card.asciiDescription == ascii)
  }

  @Test("both initialisers agree and equality follows rank and suit")
  func equality() {
    #expect(Card(.king, of: .clubs) == Card(rank: .king, suit: .clubs))
    #expect(Card(.king, of: .clubs) != Card(.king, of: .spades))
    #expect(Card(.king, of: .clubs) != Card(.queen, of: .clubs))
    let all = Set(Suit.allCases.flatMap { suit in Rank.allCases.map { Card($0, of: suit) } })
    #expect(all.count == 52)
  }
}
