import CardKit
import Testing

@Suite("Stripped decks")
struct DeckStrippedTests {
  @Test("the Spanish 48-card deck: no tens, in new-deck order")
  func spanish() {
    let deck = Deck.spanish48
    #expect(deck.count == 48)
    #expect(!deck.contains { $0.rank == .ten })
    #expect(deck.prefix(13).elementsEqual(cards("AS 2S 3S 4S 5S 6S 7S 8S 9S JS QS KS AH")))
    #expect(deck.last == Card(.king, of: .clubs))
  }

  @Test("the piquet 32-card and euchre 24-card decks")
  func piquetAndEuchre() {
    #expect(Deck.piquet32.count == 32)
    #expect(Deck.piquet32.prefix(9).elementsEqual(cards("AS 7S 8S 9S 10S JS QS KS AH")))
    #expect(Deck.euchre24.count == 24)
    #expect(Deck.euchre24.prefix(7).elementsEqual(cards("AS 9S 10S JS QS KS AH")))
  }

  @Test("always new-deck order, whatever the order of the ranks and suits; duplicates count once")
  func order() {
    let expected = Deck(cards: cards("AH KH AC KC AH KH AC KC"))
    #expect(Deck(ranks: [.king, .ace, .ace], suits: [.clubs, .hearts], decks: 2) == expected)
    #expect(Deck(ranks: Set([Rank.king, .ace]), suits: Set([Suit.clubs, .hearts]), decks: 2) == expected)
    #expect(Deck(ranks: Rank.allCases) == Deck())
    #expect(Deck(ranks: Rank.allCases, decks: 3) == Deck(decks: 3))
    #expect(Deck(ranks: []).isEmpty)
    #expect(Deck(ranks: Rank.allCases, decks: 0).isEmpty)
  }

  @Test(
    "stripped decks shuffle with the pinned Fisher–Yates",
    arguments: [
      // Expected orders: Tests/CardKitTests/Reference/reference.py, each deck shuffled with seed 42.
      (
        Deck.spanish48,
        "4D 2S 9D 4S 6S 7S QC 7C 6D 7H AS JC JS 3C 3H 2H AC KH 4C AH 5H 9S 2C 8S 4H 5C KC 3S 9H JH 3D 8H KD AD KS 5D "
          + "QS 2D QH 9C QD 7D JD 8C 6C 8D 6H 5S"
      ),
      (
        Deck.piquet32,
        "8H 9D AS AH KD KS 9S KC JS 10S QC 7S QD AC 7D 7H QH 10H 10C AD QS KH JH 7C JD 8D JC 9C 8C 10D 9H 8S"
      ),
      (Deck.euchre24, "9S KC AH AS QH QD KS QS KH 9H JD 9D JS JH QC KD AC AD JC 10C 9C 10D 10H 10S"),
    ])
  func pinnedShuffles(deck: Deck, order: String) {
    var generator = Xoshiro256StarStar(seed: 42)
    #expect(deck.shuffled(using: &generator).cards == cards(order))
  }
}
