import CardKit
import Foundation
import Testing

/// The card type of ``DeckElement``'s documentation, as written there.
struct TarotTrump: DeckElement {
  var number: Int  // 0 to 21
  var asciiDescription: String { "T\(number)" }
  var description: String { "Trump \(number)" }
  init(number: Int) { self.number = number }
  init?(_ text: some StringProtocol) {
    guard text.first == "T", let number = Int(text.dropFirst()), (0...21).contains(number) else { return nil }
    self.number = number
  }
}

// A client's own extensions of both decks, written as `extension Deck` and `extension JokerDeck`, with a member of
// the same name in each.
extension Deck {
  /// The aces left.
  var aces: Int { filter { $0.rank == .ace }.count }
}

extension JokerDeck {
  /// The aces left, jokers not counted.
  var aces: Int { filter { $0.card?.rank == .ace }.count }
}

/// CardDeck, the one deck type behind Deck and JokerDeck, and DeckElement, through the public API only.
@Suite("CardDeck and DeckElement through the public API")
struct CardDeckTests {
  @Test("Deck and JokerDeck are CardDecks, and extend as their own types")
  func typealiases() throws {
    #expect(Deck.self == CardDeck<Card>.self)
    #expect(JokerDeck.self == CardDeck<CardOrJoker>.self)
    var deck = Deck()
    #expect(deck.aces == 4)
    _ = try deck.draw()  // the ace of spades
    #expect(deck.aces == 3)
    #expect(JokerDeck().aces == 4)
    #expect(JokerDeck(Deck(decks: 2)).aces == 8)
  }

  @Test("a client's own card type deals from a CardDeck, with the pinned shuffle and the encoding")
  func ownElement() throws {
    var trumps = CardDeck(cards: (0...21).map(TarotTrump.init(number:)))
    #expect(trumps.count == 22)
    #expect(try trumps.draw().description == "Trump 0")
    var generator = Xoshiro256StarStar(seed: 1)
    trumps.shuffle(using: &generator)
    #expect(Set(trumps.map(\.number)) == Set(1...21))
    let data = try JSONEncoder().encode(CardDeck(cards: [TarotTrump(number: 21), TarotTrump(number: 0)]))
    #expect(String(decoding: data, as: UTF8.self).contains(#""cards":"T21 T0""#))
    let decoded = try JSONDecoder().decode(CardDeck<TarotTrump>.self, from: data)
    #expect(decoded.map(\.number) == [21, 0])
    #expect(TarotTrump.deckTypeName == "CardDeck<TarotTrump>")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CardDeck<TarotTrump>.self, from: Data(#"{"formatVersion":1,"cards":"T22"}"#.utf8))
    }
  }
}
