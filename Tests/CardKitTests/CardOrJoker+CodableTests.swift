import CardKit
import Testing

@Suite("CardOrJoker Codable")
struct CardOrJokerCodableTests {
  @Test("encodes as the card's or the joker's code")
  func encode() throws {
    let elements: [CardOrJoker] = [.card(Card(.ace, of: .spades)), .card(Card(.ten, of: .hearts)), .joker(.red)]
    #expect(try json(elements) == #"["AS","10H","RJ"]"#)
    #expect(try decode([CardOrJoker].self, from: #"["AS","10H","RJ"]"#) == elements)
    // A [Card] encoding decodes as [CardOrJoker]: the notation is the same.
    #expect(try decode([CardOrJoker].self, from: try json(cards("KC 2D"))) == jokerCards("KC 2D"))
  }

  @Test(
    "anything else is a dataCorrupted error with a clear message",
    arguments: [
      (#""XX""#, "'XX' is not a card or a joker; expected a form like AS, 10H, BJ or RJ"),
      ("7", "expected a card or a joker as a string, such as AS, 10H or RJ"),
    ])
  func rejected(text: String, message: String) {
    #expect(decodingFailure(CardOrJoker.self, from: text) == .dataCorrupted(message))
  }
}
