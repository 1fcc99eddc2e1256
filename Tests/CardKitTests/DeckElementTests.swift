import CardKit
import Testing

/// A card type of a test's own, numbered 0 to 51, whose code is "N" and the number: the least a deck can deal.
private struct Tile: DeckElement {
  var number: Int
  var asciiDescription: String { "N\(number)" }
  var description: String { "Tile \(number)" }

  init(number: Int) {
    self.number = number
  }

  init?(_ text: some StringProtocol) {
    guard text.first == "N", let number = Int(text.dropFirst()), (0..<52).contains(number) else { return nil }
    self.number = number
  }
}

/// Tiles from their numbers.
private func tiles(_ numbers: Int...) -> [Tile] {
  numbers.map(Tile.init(number:))
}

@Suite("DeckElement")
struct DeckElementTests {
  @Test("the decoding messages' defaults name the element type")
  func defaults() {
    #expect(Tile.deckTypeName == "CardDeck<Tile>")
    #expect(Tile.rejection(of: "AS", in: "CardDeck<Tile>") == "is not a Tile")
  }

  @Test("a CardDeck of any element draws, deals and prints as a Deck does")
  func moves() throws {
    var deck = CardDeck(cards: tiles(0, 1, 2, 3, 4))
    #expect(try deck.draw() == Tile(number: 0))
    #expect(try deck.deal(count: 2, toHands: 2) == [tiles(1, 3), tiles(2, 4)])
    deck.putBack(contentsOf: tiles(7, 8), at: .top)
    #expect(deck.description == "Deck with 2 cards\nTile 7\nTile 8")
  }

  @Test("the pinned shuffle moves positions, whatever the elements: tiles go where a Deck's cards go")
  func shuffle() {
    var deck = CardDeck(cards: (0..<52).map(Tile.init(number:)))
    var generator = Xoshiro256StarStar(seed: 42)
    deck.shuffle(using: &generator)
    // Deck() shuffled with seed 42 starts 2C 2S KC 10D 6D (Tests/CardKitTests/Reference/reference.py); by hand, those
    // are cards 40 (3 × 13 + 1), 1, 51, 35 (2 × 13 + 9) and 31 (2 × 13 + 5) of new-deck order, counting from 0.
    #expect(deck.prefix(5).map(\.number) == [40, 1, 51, 35, 31])
  }

  @Test("a CardDeck of any element encodes its codes, and names its type and the element in errors")
  func encoding() throws {
    #expect(try json(CardDeck(cards: tiles(3, 17))) == #"{"cards":"N3 N17","formatVersion":1}"#)
    #expect(try decode(CardDeck<Tile>.self, from: #"{"formatVersion":1,"cards":"N51 N0"}"#).cards == tiles(51, 0))
    #expect(
      decodingFailure(CardDeck<Tile>.self, from: #"{"formatVersion":1,"cards":"N3 N52"}"#)
        == .dataCorrupted("card 2, 'N52', is not a Tile", at: "cards"))
    #expect(
      decodingFailure(CardDeck<Tile>.self, from: #"{"formatVersion":2,"cards":""}"#)
        == .dataCorrupted(
          "CardDeck<Tile> formatVersion 2 is not supported; this CardKit reads formatVersion 1", at: "formatVersion"))
  }
}
