import CardKit
import Testing

@Suite("JokerDeck Codable")
struct JokerDeckCodableTests {
  @Test("encodes like a Deck, with the jokers' codes")
  func encode() throws {
    #expect(try json(JokerDeck(Deck(cards: cards("AS 10H")))) == #"{"cards":"AS 10H BJ RJ","formatVersion":1}"#)
    var deck = JokerDeck()
    var generator = Xoshiro256StarStar(seed: 3)
    deck.shuffle(using: &generator)
    _ = try deck.draw(10)
    #expect(try decode(JokerDeck.self, from: try json(deck)) == deck)
  }

  @Test("a Deck's encoding decodes as a JokerDeck")
  func fromDeck() throws {
    #expect(try decode(JokerDeck.self, from: try json(Deck.piquet32)) == JokerDeck(.piquet32, jokers: []))
  }

  @Test("bad data is a DecodingError naming the field")
  func rejected() {
    #expect(
      decodingFailure(JokerDeck.self, from: #"{"formatVersion":1,"cards":"AS JK"}"#)
        == DecodingFailure(
          kind: "dataCorrupted", path: "cards",
          message: "card 2, 'JK', is not a card or a joker; expected codes such as AS, 10H or RJ separated by spaces"))
    #expect(
      decodingFailure(JokerDeck.self, from: #"{"formatVersion":0,"cards":""}"#)
        == DecodingFailure(
          kind: "dataCorrupted", path: "formatVersion",
          message: "JokerDeck formatVersion 0 is not supported; this CardKit reads formatVersion 1"))
  }
}
