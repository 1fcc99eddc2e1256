import CardKit
import Foundation
import Testing

/// Cards from their codes, written by hand.
private func cards(_ text: String) -> [Card] {
  text.split(separator: " ").map { Card($0)! }
}

/// Deals two cards from any source, as generic game code would.
private func dealTwo(from source: inout some CardSource) throws(DeckError) -> [Card] {
  [try source.draw(), try source.draw()]
}

/// Deck, JokerDeck and DiscardPile, through the public API only.
@Suite("Decks through the public API")
struct DecksTests {
  @Test("a deck: making, collection, drawing, errors")
  func deck() throws {
    #expect(Deck.standardOrder.count == 52)
    #expect(Deck().count == 52)
    #expect(Deck(decks: 2).count == 104)
    var deck: Deck = [Card(.ace, of: .spades), Card(.two, of: .spades), Card(.three, of: .spades)]
    #expect(deck == Deck(cards: cards("AS 2S 3S")))
    #expect(deck[deck.startIndex] == Card(.ace, of: .spades))
    #expect(deck.endIndex == 3)
    #expect(deck.peek() == Card(.ace, of: .spades))
    #expect(deck.cards == cards("AS 2S 3S"))
    #expect(!deck.isEmpty)
    #expect(try dealTwo(from: &deck) == cards("AS 2S"))
    #expect(throws: DeckError.insufficientCards(requested: 2, available: 1)) { try deck.draw(2) }
    #expect(try deck.draw(1) == cards("3S"))
    #expect(throws: DeckError.empty) { try deck.draw() }
    #expect(DeckError.empty.description == "No cards left.")
    #expect(Set([Deck(), Deck()]).count == 1)
    #expect(Deck(cards: cards("QH")).description == "Deck with 1 card\nQueen of Hearts")
  }

  @Test("a deck: shuffling (pinned), putting back, cutting, dealing, stripped decks")
  func deckMoves() throws {
    var generator = Xoshiro256StarStar(seed: 42)
    var deck = Deck()
    deck.shuffle(using: &generator)
    // The pinned order of Deck() and seed 42: Tests/CardKitTests/Reference/reference.py.
    #expect(deck.prefix(5).elementsEqual(cards("2C 2S KC 10D 6D")))
    var again = Xoshiro256StarStar(seed: 42)
    #expect(Deck().shuffled(using: &again) == deck)
    var unseeded = Deck()
    unseeded.shuffle()
    #expect(unseeded.count == 52)

    var small = Deck(cards: cards("AS 2S 3S 4S 5S 6S"))
    let top = try small.draw()
    small.putBack(top, at: .top)
    small.putBack(Card(.king, of: .hearts), at: .bottom)
    small.putBack(contentsOf: cards("QH JH"), at: .top)
    small.putBack(contentsOf: cards("10H"), at: DeckEnd.bottom)
    #expect(small.cards == cards("QH JH AS 2S 3S 4S 5S 6S KH 10H"))
    try small.cut(at: 2)
    #expect(small.cards == cards("AS 2S 3S 4S 5S 6S KH 10H QH JH"))
    #expect(throws: DeckError.invalidCut(position: 11, available: 10)) { try small.cut(at: 11) }
    #expect(try small.deal(count: 2, toHands: 3) == [cards("AS 4S"), cards("2S 5S"), cards("3S 6S")])
    #expect(DeckEnd.allCases == [.top, .bottom])

    #expect(Deck(ranks: [.ace, .king], suits: [.spades], decks: 2) == Deck(cards: cards("AS KS AS KS")))
    #expect(Deck.spanish48.count == 48)
    #expect(Deck.piquet32.count == 32)
    #expect(Deck.euchre24.count == 24)
  }

  @Test("a deck with jokers mirrors Deck")
  func jokerDeck() throws {
    var deck = JokerDeck()
    #expect(deck.count == 54)
    #expect(deck.jokerCount == 2)
    #expect(deck[53] == .joker(.red))
    #expect(JokerDeck(.euchre24, jokers: [.red]).count == 25)
    #expect(JokerDeck(cards: [.joker(.red)]) == [.joker(.red)])
    var generator = Xoshiro256StarStar(seed: 1)
    deck.shuffle(using: &generator)
    #expect(deck.shuffled(using: &generator).count == 54)
    deck.shuffle()
    let hands: [[CardOrJoker]] = try deck.deal(count: 27, toHands: 2)
    #expect(hands.joined().filter(\.isJoker).count == 2)
    #expect(deck.isEmpty)
    #expect(deck.peek() == nil)
    deck.putBack(.joker(.black), at: .top)
    deck.putBack(contentsOf: [.card(Card(.ace, of: .spades))], at: .bottom)
    try deck.cut(at: 1)
    #expect(deck.cards == [.card(Card(.ace, of: .spades)), .joker(.black)])
    #expect(try deck.draw(2).count == 2)
    #expect(throws: DeckError.empty) { try deck.draw() }
    #expect(JokerDeck(Deck(decks: 0), jokers: [.red]).description == "Deck with 1 card\nRed Joker")
    #expect(Set([JokerDeck(), JokerDeck()]).count == 1)
  }

  @Test("a discard pile")
  func discardPile() throws {
    var pile = DiscardPile<Card>()
    pile.discard(Card(.two, of: .clubs))
    pile.discard(contentsOf: cards("3C 4C"))
    #expect(pile.top == Card(.four, of: .clubs))
    #expect(pile.count == 3)
    #expect(pile.cards == cards("2C 3C 4C"))
    #expect(try pile.takeTop() == Card(.four, of: .clubs))
    #expect(pile.takeAll(keepingTop: true) == cards("2C"))
    #expect(pile == DiscardPile(cards("3C")))
    #expect(pile.takeAll() == cards("3C"))
    #expect(pile.isEmpty)
    #expect(throws: DeckError.empty) { try pile.takeTop() }
    let literal: DiscardPile<CardOrJoker> = [.joker(.red)]
    #expect(Set([literal, literal]).count == 1)
  }

  @Test("decks and piles encode and decode")
  func encoding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = { (data: Data) in String(decoding: data, as: UTF8.self) }
    #expect(text(try encoder.encode(Deck(cards: cards("AS 10H")))) == #"{"cards":"AS 10H","formatVersion":1}"#)
    #expect(text(try encoder.encode(JokerDeck(Deck(decks: 0)))) == #"{"cards":"BJ RJ","formatVersion":1}"#)
    #expect(text(try encoder.encode(DiscardPile(cards("AS 10H")))) == #"["AS","10H"]"#)
    let decoder = JSONDecoder()
    let deck = try decoder.decode(Deck.self, from: Data(#"{"formatVersion":1,"cards":"KD"}"#.utf8))
    #expect(deck == Deck(cards: cards("KD")))
    let jokers = try decoder.decode(JokerDeck.self, from: Data(#"{"formatVersion":1,"cards":"RJ"}"#.utf8))
    #expect(jokers == [.joker(.red)])
    #expect(try decoder.decode(DiscardPile<Card>.self, from: Data(#"["KD"]"#.utf8)) == DiscardPile(cards("KD")))
    #expect(throws: DecodingError.self) {
      try decoder.decode(Deck.self, from: Data(#"{"formatVersion":9,"cards":""}"#.utf8))
    }
  }
}
