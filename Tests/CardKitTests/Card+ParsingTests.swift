import CardKit
import Testing

@Suite("Card parsing")
struct CardParsingTests {
  static let allCards = Suit.allCases.flatMap { suit in Rank.allCases.map { Card($0, of: suit) } }

  @Test("every card round-trips through all three forms")
  func roundTrip() {
    for card in Self.allCards {
      #expect(Card(card.description) == card)
      #expect(Card(card.shortDescription) == card)
      #expect(Card(card.asciiDescription) == card)
    }
  }

  @Test(
    "accepted spellings",
    arguments: [
      ("AS", Card(.ace, of: .spades)),
      ("as", Card(.ace, of: .spades)),
      ("10h", Card(.ten, of: .hearts)),
      ("Th", Card(.ten, of: .hearts)),
      ("tH", Card(.ten, of: .hearts)),
      ("A♠", Card(.ace, of: .spades)),
      ("k♦", Card(.king, of: .diamonds)),
      ("Ace of Spades", Card(.ace, of: .spades)),
      ("ace OF spades", Card(.ace, of: .spades)),
      ("  qc \t", Card(.queen, of: .clubs)),
      (" Seven of Clubs ", Card(.seven, of: .clubs)),
    ])
  func accepted(text: String, card: Card) {
    #expect(Card(text) == card)
  }

  @Test(
    "rejected text",
    arguments: [
      "", " ", "1S", "11H", "AX", "A♠♠", "A", "S", "AS S", "Ace of", "Ace of Swords",
      "One of Spades", "Ace Spades", "0S", "TT", "10", "♠A",
    ])
  func rejected(text: String) {
    #expect(Card(text) == nil)
  }
}
