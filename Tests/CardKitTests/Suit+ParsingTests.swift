import CardKit
import Testing

@Suite("Suit parsing")
struct SuitParsingTests {
  @Test("every suit reads back from its letter, symbol and name")
  func roundTrip() {
    for suit in Suit.allCases {
      #expect(Suit(suit.letter) == suit)
      #expect(Suit(suit.symbol) == suit)
      #expect(Suit(suit.name) == suit)
    }
  }

  @Test(
    "accepted spellings",
    arguments: [
      ("S", Suit.spades), ("s", .spades), ("♠", .spades), ("H", .hearts), (" ♥ ", .hearts), ("d", .diamonds),
      ("♣", .clubs), ("Clubs", .clubs), ("hearts", .hearts), ("DIAMONDS", .diamonds),
    ])
  func accepted(text: String, suit: Suit) {
    #expect(Suit(text) == suit)
  }

  @Test("rejected text", arguments: ["", " ", "X", "Spade", "SS", "♠♠", "AS", "0", "Swords"])
  func rejected(text: String) {
    #expect(Suit(text) == nil)
  }
}
