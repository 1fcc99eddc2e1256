import CardKit
import Testing

@Suite("CardOrJoker parsing")
struct CardOrJokerParsingTests {
  @Test(
    "cards in any form Card(_:) reads, jokers in any form Joker(_:) reads",
    arguments: [
      ("AS", CardOrJoker.card(Card(.ace, of: .spades))), ("Ace of Spades", .card(Card(.ace, of: .spades))),
      ("th", .card(Card(.ten, of: .hearts))), ("RJ", .joker(.red)), ("Black Joker", .joker(.black)),
      ("🂿", .joker(.red)),
    ])
  func accepted(text: String, element: CardOrJoker) {
    #expect(CardOrJoker(text) == element)
  }

  @Test("rejected text", arguments: ["", "XX", "1S", "Joker", "AS RJ"])
  func rejected(text: String) {
    #expect(CardOrJoker(text) == nil)
  }
}
