import CardKit
import Testing

@Suite("Shoe Codable")
struct ShoeCodableTests {
  /// A valid encoding of a four-card shoe with one card dealt and one burned, for the tests to spoil one field at a
  /// time.
  static func encoded(
    formatVersion: String = "1", decks: String = "1", penetration: String = "0.5", cutCardPosition: String = "2",
    position: String = "2", burned: String = "1", cards: String = #""AS KH 5D 9C""#
  ) -> String {
    #"{"formatVersion":\#(formatVersion),"decks":\#(decks),"penetration":\#(penetration),"#
      + #""cutCardPosition":\#(cutCardPosition),"position":\#(position),"burned":\#(burned),"cards":\#(cards)}"#
  }

  @Test("every field, and the cards as one string of codes in shoe order")
  func encode() throws {
    var shoe = Shoe(cards: cards("AS KH 5D 9C"), penetration: 0.5)
    _ = try shoe.draw()
    try shoe.burn()
    // By hand: 4 × 0.5 = 2 cards before the cut card; two cards out, one of them burned.
    #expect(
      try json(shoe)
        == #"{"burned":1,"cards":"AS KH 5D 9C","cutCardPosition":2,"decks":1,"formatVersion":1,"penetration":0.5,"#
        + #""position":2}"#)
    #expect(try decode(Shoe.self, from: Self.encoded()) == shoe)
  }

  @Test("a six-deck shoe part-way through a deal decodes equal, deals the same cards and reshuffles the same")
  func roundTripMidDeal() throws {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 2024)
    shoe.shuffle(using: &generator)
    try shoe.burn()
    _ = try shoe.draw(40)
    let text = try json(shoe)
    var decoded = try decode(Shoe.self, from: text)
    #expect(decoded == shoe)
    #expect(decoded.burnedCount == 1)
    #expect(decoded.dealtCount == 40)
    #expect(decoded.cutCardPosition == 234)
    // Expected: Tests/CardKitTests/Reference/reference.py — card 42 of the shoe shuffled with seed 2024, then the
    // first five after reshuffling with the same generator.
    #expect(try decoded.draw() == Card(.three, of: .clubs))
    var sameGenerator = generator
    decoded.shuffle(using: &generator)
    shoe.shuffle(using: &sameGenerator)
    #expect(decoded.remainingCards.prefix(5) == cards("AS QC 9D 6H 2S")[...])
    #expect(decoded == shoe)
  }

  @Test("compact: one short code per card")
  func compact() throws {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 1)
    shoe.shuffle(using: &generator)
    let text = try json(shoe)
    // By hand: 6 × (48 two-character codes + 4 three-character tens) + 311 spaces = 959 characters of cards, and
    // 105 more: `{` 1, `"burned":0,` 11, `"cards":"` and `",` 11, `"cutCardPosition":234,` 22, `"decks":6,` 10,
    // `"formatVersion":1,` 18, `"penetration":0.75,` 19, `"position":0` 12, `}` 1.
    #expect(text.count == 959 + 105)
  }

  @Test("a stripped-deck shoe keeps its deck count")
  func strippedShoe() throws {
    let shoe = Shoe(decks: 6, of: .spanish48, penetration: 0.8)
    let decoded = try decode(Shoe.self, from: try json(shoe))
    #expect(decoded.decks == 6)
    #expect(decoded == shoe)
  }

  @Test("cards may be in any short form Card(_:) reads")
  func decodeForms() throws {
    let shoe = try decode(Shoe.self, from: Self.encoded(cards: #""as kh 5♦ 9c""#))
    #expect(shoe.remainingCards == cards("5D 9C"))
  }

  @Test(
    "each bad field is a dataCorrupted error naming it",
    arguments: [
      (
        encoded(formatVersion: "2"), "formatVersion",
        "Shoe formatVersion 2 is not supported; this CardKit reads formatVersion 1"
      ),
      (
        encoded(cards: #""AS KH 5D XX""#), "cards",
        "card 4, 'XX', is not a card; expected codes such as AS or 10H separated by spaces"
      ),
      (
        encoded(cards: #""AS BJ 5D 9C""#), "cards",
        "card 2, 'BJ', is a joker, and a Shoe holds no jokers (a JokerDeck does)"
      ),
      (encoded(decks: "0"), "decks", "decks 0 is impossible for a shoe of 4 cards; expected 1 to 4"),
      (encoded(decks: "5"), "decks", "decks 5 is impossible for a shoe of 4 cards; expected 1 to 4"),
      (
        encoded(decks: "1", cutCardPosition: "0", position: "0", burned: "0", cards: #""""#), "decks",
        "decks 1 is impossible for a shoe without cards; expected 0"
      ),
      (encoded(penetration: "1.5"), "penetration", "penetration 1.5 is not a fraction from 0 to 1"),
      (encoded(penetration: "-0.25"), "penetration", "penetration -0.25 is not a fraction from 0 to 1"),
      (
        encoded(cutCardPosition: "3"), "cutCardPosition",
        "cutCardPosition 3 does not match penetration 0.5 of 4 cards, which puts the cut card after 2"
      ),
      (encoded(position: "5"), "position", "position 5 is outside the shoe of 4 cards; expected 0 to 4"),
      (encoded(position: "-1"), "position", "position -1 is outside the shoe of 4 cards; expected 0 to 4"),
      (encoded(burned: "3"), "burned", "burned 3 is impossible after 2 cards dealt or burned; expected 0 to 2"),
      (encoded(burned: "-1"), "burned", "burned -1 is impossible after 2 cards dealt or burned; expected 0 to 2"),
    ])
  func rejected(text: String, key: String, message: String) {
    #expect(
      decodingFailure(Shoe.self, from: text) == DecodingFailure(kind: "dataCorrupted", path: key, message: message))
  }

  @Test("missing fields and wrong types are DecodingErrors too")
  func missingAndMistyped() {
    #expect(decodingFailure(Shoe.self, from: #"{"formatVersion":1,"cards":"AS"}"#)?.kind == "keyNotFound")
    #expect(decodingFailure(Shoe.self, from: Self.encoded(position: #""2""#))?.kind == "typeMismatch")
    #expect(decodingFailure(Shoe.self, from: Self.encoded(cards: #"["AS","KH"]"#))?.kind == "typeMismatch")
    #expect(decodingFailure(Shoe.self, from: "[]")?.kind == "typeMismatch")
  }

  @Test("an empty shoe round-trips")
  func empty() throws {
    let shoe = Shoe(cards: [], penetration: 0.5)
    #expect(try decode(Shoe.self, from: try json(shoe)) == shoe)
  }
}
