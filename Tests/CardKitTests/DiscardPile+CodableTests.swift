import CardKit
import Testing

@Suite("DiscardPile Codable")
struct DiscardPileCodableTests {
  @Test("encodes as the array of its cards, bottom first")
  func encode() throws {
    #expect(try json(DiscardPile(cards("7H 10C"))) == #"["7H","10C"]"#)
    #expect(try decode(DiscardPile<Card>.self, from: #"["7H","10C"]"#) == DiscardPile(cards("7H 10C")))
    let jokers = DiscardPile(jokerCards("AS RJ"))
    #expect(try json(jokers) == #"["AS","RJ"]"#)
    #expect(try decode(DiscardPile<CardOrJoker>.self, from: #"["AS","RJ"]"#) == jokers)
  }

  @Test("an element that is not a card is the element's DecodingError")
  func rejected() {
    #expect(
      decodingFailure(DiscardPile<Card>.self, from: #"["AS","RJ"]"#)
        == DecodingFailure(
          kind: "dataCorrupted", path: "Index 1",
          message: "'RJ' is not a card; expected a form like AS, 10H, A♠ or Ace of Spades"))
    #expect(decodingFailure(DiscardPile<Card>.self, from: #""AS""#)?.kind == "typeMismatch")
  }
}
