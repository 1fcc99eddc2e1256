import CardKit
import Testing

@Suite("CardDeck Codable")
struct CardDeckCodableTests {
  @Test("encodes the cards left as one string of codes, with a format version")
  func encode() throws {
    #expect(try json(Deck(cards: cards("AS 10H KC"))) == #"{"cards":"AS 10H KC","formatVersion":1}"#)
    #expect(try json(Deck(decks: 0)) == #"{"cards":"","formatVersion":1}"#)
    var dealt = Deck(cards: cards("AS 10H KC"))
    _ = try dealt.draw()
    #expect(try json(dealt) == #"{"cards":"10H KC","formatVersion":1}"#)
  }

  @Test("a shuffled deck part-way through a deal decodes equal and deals the same cards")
  func roundTrip() throws {
    var deck = Deck()
    var generator = Xoshiro256StarStar(seed: 42)
    deck.shuffle(using: &generator)
    _ = try deck.draw(5)
    var decoded = try decode(Deck.self, from: try json(deck))
    #expect(decoded == deck)
    // Expected: cards 6 to 8 of Deck() shuffled with seed 42, from Tests/CardKitTests/Reference/reference.py.
    #expect(try decoded.draw(3) == cards("4S 6H 9H"))
  }

  @Test("decodes any short form of a card, in any spacing")
  func decodeForms() throws {
    let deck = try decode(Deck.self, from: #"{"formatVersion":1,"cards":" TH  a♠ 2c"}"#)
    #expect(deck == Deck(cards: cards("10H AS 2C")))
  }

  @Test(
    "bad data is a DecodingError naming the field",
    arguments: [
      (
        #"{"formatVersion":2,"cards":"AS"}"#,
        DecodingFailure(
          kind: "dataCorrupted", path: "formatVersion",
          message: "Deck formatVersion 2 is not supported; this CardKit reads formatVersion 1")
      ),
      (
        #"{"formatVersion":1,"cards":"AS XX 2C"}"#,
        DecodingFailure(
          kind: "dataCorrupted", path: "cards",
          message: "card 2, 'XX', is not a card; expected codes such as AS or 10H separated by spaces")
      ),
      (
        #"{"formatVersion":1,"cards":"AS KH RJ"}"#,
        DecodingFailure(
          kind: "dataCorrupted", path: "cards",
          message: "card 3, 'RJ', is a joker, and a Deck holds no jokers (a JokerDeck does)")
      ),
    ])
  func rejected(text: String, failure: DecodingFailure) {
    #expect(decodingFailure(Deck.self, from: text) == failure)
  }

  @Test("missing fields and the wrong JSON types are DecodingErrors too")
  func wrongTypes() {
    #expect(decodingFailure(Deck.self, from: #"{"formatVersion":1}"#)?.kind == "keyNotFound")
    #expect(decodingFailure(Deck.self, from: #"{"cards":"AS"}"#)?.kind == "keyNotFound")
    #expect(decodingFailure(Deck.self, from: #"{"formatVersion":1,"cards":["AS"]}"#)?.kind == "typeMismatch")
    #expect(decodingFailure(Deck.self, from: #"["AS"]"#)?.kind == "typeMismatch")
    #expect(decodingFailure(Deck.self, from: #"{"formatVersion":"1","cards":""}"#)?.kind == "typeMismatch")
  }

  @Test("JokerDeck: encodes like a Deck, with the jokers' codes")
  func jokerDeckEncode() throws {
    #expect(try json(JokerDeck(Deck(cards: cards("AS 10H")))) == #"{"cards":"AS 10H BJ RJ","formatVersion":1}"#)
    var deck = JokerDeck()
    var generator = Xoshiro256StarStar(seed: 3)
    deck.shuffle(using: &generator)
    _ = try deck.draw(10)
    #expect(try decode(JokerDeck.self, from: try json(deck)) == deck)
  }

  @Test("JokerDeck: a Deck's encoding decodes as a JokerDeck")
  func jokerDeckFromDeck() throws {
    #expect(try decode(JokerDeck.self, from: try json(Deck.piquet32)) == JokerDeck(.piquet32, jokers: []))
  }

  @Test("JokerDeck: bad data is a DecodingError naming the field")
  func jokerDeckRejected() {
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
