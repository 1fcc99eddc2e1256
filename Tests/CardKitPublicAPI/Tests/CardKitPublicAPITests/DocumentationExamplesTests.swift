import CardKit
import Foundation
import Testing

/// The code of the DocC articles in Sources/CardKit/CardKit.docc and of docs/cardkit.md, run as written, with the
/// results those pages state.
@Suite("Documentation examples")
struct DocumentationExamplesTests {
  @Test("the landing page: four poker hands for seed 42")
  func landingPage() throws {
    var generator = Xoshiro256StarStar(seed: 42)
    var deck = Deck()
    deck.shuffle(using: &generator)
    let hands = try deck.deal(count: 5, toHands: 4)
    #expect(hands[0].map(\.shortDescription) == ["2♣", "6♦", "4♣", "8♣", "6♣"])
  }

  @Test("docs/cardkit.md: a hand, then four more round-robin")
  func cardKitPage() throws {
    // The expected cards: Tests/CardKitTests/Reference/reference.py's order for Deck() and seed 42.
    var generator = Xoshiro256StarStar(seed: 42)
    var deck = Deck()
    deck.shuffle(using: &generator)
    let hand = try deck.draw(5)
    #expect(hand.map(\.shortDescription).joined(separator: " ") == "2♣ 2♠ K♣ 10♦ 6♦")
    let hands = try deck.deal(count: 5, toHands: 4)
    #expect("\(hands[1].max(by: Card.aceHigh)!)" == "Ace of Spades")
  }

  @Test("Getting started")
  func gettingStarted() throws {
    var generator = Xoshiro256StarStar(seed: 42)
    var deck = Deck()
    deck.shuffle(using: &generator)
    let card = try deck.draw()
    let hand = try deck.draw(4)
    #expect("\(card) \(hand.map(\.shortDescription))" == #"Two of Clubs ["2♠", "K♣", "10♦", "6♦"]"#)
    #expect(
      DeckError.insufficientCards(requested: 5, available: 3).description == "Asked for 5 cards but only 3 are left.")

    let fresh = Deck()
    #expect(fresh.first == Card(.ace, of: .spades))
    #expect(fresh.firstIndex(of: Card(.king, of: .hearts)) == 25)
    #expect(fresh.filter { $0.rank == .ace }.count == 4)

    let ten = Card(.ten, of: .hearts)
    #expect(ten.description == "Ten of Hearts")
    #expect(ten.shortDescription == "10♥")
    #expect(ten.asciiDescription == "10H")
    #expect(Card("th") == ten)

    let mixed = [Card(.king, of: .spades), Card(.ace, of: .hearts), Card(.two, of: .clubs)]
    #expect(mixed.max(by: Card.aceHigh) == Card(.ace, of: .hearts))
    #expect(
      mixed.sorted(by: Card.aceLow) == [Card(.ace, of: .hearts), Card(.two, of: .clubs), Card(.king, of: .spades)])
    #expect(Rank.ace.value(aceHigh: true) == 14)
  }

  @Test("Shuffle fairly and reproducibly")
  func shuffleArticle() throws {
    var generator = Xoshiro256StarStar(seed: 42)
    var deck = Deck()
    deck.shuffle(using: &generator)
    #expect(deck.prefix(5).map(\.asciiDescription) == ["2C", "2S", "KC", "10D", "6D"])
    var again = Xoshiro256StarStar(seed: 42)
    let shuffled = Deck().shuffled(using: &again)
    #expect(shuffled == deck)

    var forked = Xoshiro256StarStar(seed: 2024)
    var replay = forked
    var a = Deck()
    var b = Deck()
    a.shuffle(using: &forked)
    b.shuffle(using: &replay)
    #expect(a == b)

    var cutGenerator = Xoshiro256StarStar(seed: 3)
    try deck.cut(at: Int(cutGenerator.next(below: UInt64(deck.count + 1))))
    #expect(deck.count == 52)
  }

  @Test("Write a card game: crazy eights")
  func writeACardGame() throws {
    #expect(Deck(decks: 2).count == 104)
    #expect(Deck.piquet32.count == 32)
    #expect(Deck.euchre24.count == 24)
    #expect(Deck(ranks: [.nine, .ten, .jack, .queen, .king, .ace], decks: 2).count == 48)
    let canasta = JokerDeck(Deck(decks: 2), jokers: [.black, .red, .black, .red])
    #expect(canasta.count == 108)

    var generator = Xoshiro256StarStar(seed: 7)
    var stock = Deck()
    stock.shuffle(using: &generator)
    var hands = try stock.deal(count: 7, toHands: 3)
    var pile = DiscardPile<Card>()
    pile.discard(try stock.draw())

    func canPlay(_ card: Card, on top: Card) -> Bool {
      card.rank == .eight || card.rank == top.rank || card.suit == top.suit
    }
    // Play until the stock has been refilled once, so that every line of the article runs.
    var refilled = false
    var turns = 0
    while !refilled && turns < 1_000 {
      let player = turns % 3
      if let top = pile.top, let index = hands[player].firstIndex(where: { canPlay($0, on: top) }) {
        pile.discard(hands[player].remove(at: index))
      } else if let card = try? stock.draw() {
        hands[player].append(card)
      }
      if stock.isEmpty {
        stock.putBack(contentsOf: pile.takeAll(keepingTop: true), at: .bottom)
        stock.shuffle(using: &generator)
        refilled = true
      }
      turns += 1
    }
    #expect(refilled)
    #expect(hands.map(\.count).reduce(0, +) + stock.count + pile.count == 52)
    #expect(pile.count == 1)

    var stacked: Deck = [Card(.eight, of: .spades), Card(.two, of: .hearts), Card(.two, of: .clubs)]
    let dealt = try stacked.deal(count: 1, toHands: 3)
    #expect(dealt.map { $0.map(\.shortDescription) } == [["8♠"], ["2♥"], ["2♣"]])

    struct GameState: Codable, Equatable {
      var stock: Deck
      var hands: [[Card]]
      var pile: DiscardPile<Card>
    }
    let state = GameState(stock: stock, hands: hands, pile: pile)
    let saved = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(GameState.self, from: saved) == state)
  }

  @Test("Encoded formats: the messages the article quotes")
  func encodedFormats() throws {
    let decoder = JSONDecoder()
    func message<T: Decodable>(_ type: T.Type, _ json: String) -> String {
      do {
        _ = try decoder.decode(T.self, from: Data(json.utf8))
        return "decoded"
      } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
      } catch {
        return "\(error)"
      }
    }
    #expect(message(Card.self, #""1S""#) == "'1S' is not a card; expected a form like AS, 10H, A♠ or Ace of Spades")
    #expect(
      message(Deck.self, #"{"formatVersion":1,"cards":"AS XX"}"#)
        == "card 2, 'XX', is not a card; expected codes such as AS or 10H separated by spaces")
    let withJoker =
      #"{"formatVersion":1,"cards":""# + Deck.standardOrder.map(\.asciiDescription).joined(separator: " ")
      + #" RJ"}"#
    #expect(message(Deck.self, withJoker) == "card 53, 'RJ', is a joker, and a Deck holds no jokers (a JokerDeck does)")
    #expect(
      message(Deck.self, #"{"formatVersion":2,"cards":""}"#)
        == "Deck formatVersion 2 is not supported; this CardKit reads formatVersion 1")
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 2024)
    shoe.shuffle(using: &generator)
    try shoe.burn()
    _ = try shoe.draw(40)
    let encoded = try JSONEncoder().encode(shoe)
    let object = try JSONSerialization.jsonObject(with: encoded) as? [String: Any]
    #expect(object?["position"] as? Int == 41)
    #expect((object?["cards"] as? String)?.hasPrefix("9D 8C 4D 3D KC 8S AC JH") == true)
    #expect(encoded.count < 1_100)  // "about a kilobyte"
    let moved = String(decoding: encoded, as: UTF8.self).replacingOccurrences(
      of: #""position":41"#, with: #""position":400"#)
    #expect(message(Shoe.self, moved) == "position 400 is outside the shoe of 312 cards; expected 0 to 312")
  }
}
