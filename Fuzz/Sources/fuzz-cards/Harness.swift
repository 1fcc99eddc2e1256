// Card parsing: every text form of a card, joker and rank, the `--shoe` card list, and CardKit's JSON formats
// (cards, decks, joker decks, discard piles and shoes part-way through a deal).
//
// Invariants: a parsed card prints back, in each of its forms, to text that parses to the same card; a decoded value
// encodes to JSON that decodes to an equal value.
import BlackjackREPL
import CardKit
import FuzzSupport

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes `data` as `T`; when it decodes, its JSON must decode back to an equal value.
func roundTrip<T: Codable & Equatable>(_: T.Type, _ data: Data) {
  guard let value = try? JSONDecoder().decode(T.self, from: data) else { return }
  let encoded: Data
  do {
    encoded = try JSONEncoder().encode(value)
  } catch {
    require(false, "a decoded \(T.self) does not encode: \(error)")
    return
  }
  let again = try? JSONDecoder().decode(T.self, from: encoded)
  require(again == value, "\(T.self) changed through JSON: \(String(decoding: encoded, as: UTF8.self))")
}

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let mode = input.byte()
  let bytes = input.rest()
  if mode & 1 == 0 {
    let text = String(decoding: bytes, as: UTF8.self)
    if let card = Card(text) {
      for form in [card.asciiDescription, card.shortDescription, card.description] {
        require(Card(form) == card, "\(card) prints as '\(form)', which does not parse back")
      }
    }
    if let item = CardOrJoker(text) {
      for form in [item.asciiDescription, item.shortDescription] {
        require(CardOrJoker(form) == item, "'\(text)' parses to \(item), printed '\(form)', which does not parse back")
      }
    }
    if let rank = Rank(text) { require(Rank(rank.symbol) == rank, "rank \(rank) does not parse from its symbol") }
    _ = Suit(text)
    _ = Joker(text)
    if let cards = try? PlayOptions.cards(from: text) {
      require(!cards.isEmpty, "an empty --shoe list was accepted")
      let again = try? PlayOptions.cards(from: cards.map(\.asciiDescription).joined(separator: " "))
      require(again == cards, "the --shoe cards of '\(text)' do not parse back")
    }
  } else {
    let json = Data(bytes)
    switch (mode >> 1) % 5 {
    case 0: roundTrip(Card.self, json)
    case 1: roundTrip(Deck.self, json)
    case 2: roundTrip(JokerDeck.self, json)
    case 3: roundTrip(DiscardPile<Card>.self, json)
    default: roundTrip(Shoe.self, json)
    }
  }
  return 0
}
