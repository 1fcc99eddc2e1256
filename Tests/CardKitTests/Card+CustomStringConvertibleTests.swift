import CardKit
import Testing

@Suite("Card description")
struct CardDescriptionTests {
  @Test(
    "the long English form",
    arguments: [
      (Card(.ace, of: .spades), "Ace of Spades"), (Card(.ten, of: .hearts), "Ten of Hearts"),
      (Card(.jack, of: .diamonds), "Jack of Diamonds"), (Card(.two, of: .clubs), "Two of Clubs"),
    ])
  func longForm(card: Card, text: String) {
    #expect(card.description == text)
    #expect("\(card)" == text)
  }
}
