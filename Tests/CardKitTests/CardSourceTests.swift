import CardKit
import Testing

/// Deals two cards from any source, as game code generic over `CardSource` would.
private func dealTwo(from source: inout some CardSource) throws(DeckError) -> [Card] {
  [try source.draw(), try source.draw()]
}

@Suite("CardSource")
struct CardSourceTests {
  @Test("Deck and Shoe both deal through the protocol")
  func genericDealing() throws {
    let stacked = [Card(.ace, of: .spades), Card(.king, of: .hearts), Card(.two, of: .clubs)]
    var deck = Deck(cards: stacked)
    var shoe = Shoe(cards: stacked, penetration: 1)
    #expect(try dealTwo(from: &deck) == Array(stacked.prefix(2)))
    #expect(try dealTwo(from: &shoe) == Array(stacked.prefix(2)))
    #expect(throws: DeckError.empty) { try dealTwo(from: &deck) }
    #expect(throws: DeckError.empty) { try dealTwo(from: &shoe) }
  }
}
