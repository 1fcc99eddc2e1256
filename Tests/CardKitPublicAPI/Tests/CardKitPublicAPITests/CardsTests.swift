import CardKit
import Foundation
import Testing

/// Rank, Suit, Card, Joker and CardOrJoker, through the public API only.
@Suite("Cards through the public API")
struct CardsTests {
  @Test("ranks and suits: cases, names, symbols, parsing, orders")
  func ranksAndSuits() {
    let ranks: [Rank] = Rank.allCases
    #expect(ranks.count == 13)
    #expect(Rank(rawValue: 1) == .ace)
    #expect(Rank.ten.rawValue == 10)
    #expect(Rank.queen.name == "Queen")
    #expect(Rank.ten.symbol == "10")
    #expect(Rank.king.isFace)
    #expect(Rank.ace < Rank.two)
    #expect(Rank("T") == .ten)
    #expect(Rank.ace.value(aceHigh: true) == 14)
    #expect(Rank.ace.value(aceHigh: false) == 1)
    let aceHigh: (Rank, Rank) -> Bool = Rank.aceHigh
    let aceLow: (Rank, Rank) -> Bool = Rank.aceLow
    #expect(aceHigh(.king, .ace))
    #expect(aceLow(.ace, .king))
    #expect(Suit.allCases == [.spades, .hearts, .diamonds, .clubs])
    #expect(Suit(rawValue: 3) == .clubs)
    #expect(Suit.hearts.name == "Hearts")
    #expect(Suit.hearts.symbol == "♥")
    #expect(Suit.hearts.letter == "H")
    #expect(Suit.hearts.isRed)
    #expect(Suit("♣") == .clubs)
  }

  @Test("cards: two bytes, printed forms, parsing, orders")
  func cards() {
    let card = Card(.ten, of: .hearts)
    #expect(card == Card(rank: .ten, suit: .hearts))
    #expect(card.rank == .ten)
    #expect(card.suit == .hearts)
    #expect(MemoryLayout<Card>.size == 2)
    #expect(card.description == "Ten of Hearts")
    #expect(card.shortDescription == "10♥")
    #expect(card.asciiDescription == "10H")
    #expect(Card("Ten of Hearts") == card)
    #expect(Card("TH") == card)
    let aceHigh: (Card, Card) -> Bool = Card.aceHigh
    let aceLow: (Card, Card) -> Bool = Card.aceLow
    #expect(aceHigh(card, Card(.ace, of: .clubs)))
    #expect(aceLow(Card(.ace, of: .clubs), card))
  }

  @Test("jokers and CardOrJoker")
  func jokers() {
    #expect(Joker.allCases == [.black, .red])
    #expect(Joker.red.name == "Red Joker")
    #expect(Joker.red.description == "Red Joker")
    #expect(Joker.red.symbol == "\u{1F0BF}")
    #expect(Joker.black.asciiDescription == "BJ")
    #expect(Joker.red.isRed)
    #expect(Joker("rj") == .red)
    let element: CardOrJoker = .joker(.black)
    #expect(element.isJoker)
    #expect(element.joker == .black)
    #expect(element.card == nil)
    #expect(CardOrJoker.card(Card(.ace, of: .spades)).card == Card(.ace, of: .spades))
    #expect(element.description == "Black Joker")
    #expect(element.shortDescription == "\u{1F0CF}")
    #expect(element.asciiDescription == "BJ")
    #expect(CardOrJoker("AS") == .card(Card(.ace, of: .spades)))
    #expect(MemoryLayout<CardOrJoker>.size == 2)
  }

  @Test("all encode in one notation")
  func encoding() throws {
    let encoder = JSONEncoder()
    let text = { (data: Data) in String(decoding: data, as: UTF8.self) }
    #expect(text(try encoder.encode([Rank.ace, .ten])) == #"["A","10"]"#)
    #expect(text(try encoder.encode([Suit.spades, .clubs])) == #"["S","C"]"#)
    #expect(text(try encoder.encode([Card(.ace, of: .spades), Card(.ten, of: .hearts)])) == #"["AS","10H"]"#)
    #expect(text(try encoder.encode([Joker.black, .red])) == #"["BJ","RJ"]"#)
    #expect(text(try encoder.encode([CardOrJoker.joker(.red)])) == #"["RJ"]"#)
    let decoder = JSONDecoder()
    #expect(try decoder.decode(Rank.self, from: Data(#""T""#.utf8)) == .ten)
    #expect(try decoder.decode(Suit.self, from: Data(#""♦""#.utf8)) == .diamonds)
    #expect(try decoder.decode(Card.self, from: Data(#""Ace of Spades""#.utf8)) == Card(.ace, of: .spades))
    #expect(try decoder.decode(Joker.self, from: Data(#""BJ""#.utf8)) == .black)
    #expect(try decoder.decode(CardOrJoker.self, from: Data(#""KD""#.utf8)) == .card(Card(.king, of: .diamonds)))
    #expect(throws: DecodingError.self) { try decoder.decode(Card.self, from: Data(#""1S""#.utf8)) }
  }
}
