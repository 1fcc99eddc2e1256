import CardKit
import Testing

@Suite("Card Codable")
struct CardCodableTests {
  @Test("encodes as the ASCII form: the rank's code then the suit's, as Rank and Suit encode")
  func encode() throws {
    let cards = [Card(.ace, of: .spades), Card(.ten, of: .hearts), Card(.king, of: .clubs)]
    #expect(try json(cards) == #"["AS","10H","KC"]"#)
    #expect(try decode([Card].self, from: #"["AS","10H","KC"]"#) == cards)
    // Every card: the rank codes written out by hand, each followed by the suit letter, in new-deck order.
    let rankCodes = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    let codes = ["S", "H", "D", "C"].flatMap { suit in rankCodes.map { "\"\($0)\(suit)\"" } }
    #expect(try json(Deck.standardOrder) == "[" + codes.joined(separator: ",") + "]")
  }

  @Test(
    "decodes every form Card(_:) reads",
    arguments: [
      (#""Queen of Hearts""#, Card(.queen, of: .hearts)), (#""TH""#, Card(.ten, of: .hearts)),
      (#""a♠""#, Card(.ace, of: .spades)), (#"" 7d ""#, Card(.seven, of: .diamonds)),
    ])
  func decodeForms(text: String, card: Card) throws {
    #expect(try decode(Card.self, from: text) == card)
  }

  @Test(
    "anything else is a dataCorrupted error with a clear message",
    arguments: [
      (#""1S""#, "'1S' is not a card; expected a form like AS, 10H, A♠ or Ace of Spades"),
      (#""RJ""#, "'RJ' is not a card; expected a form like AS, 10H, A♠ or Ace of Spades"),
      ("1", "expected a card as a string, such as AS or 10H"),
      (#"{"rank":"A","suit":"S"}"#, "expected a card as a string, such as AS or 10H"),
    ])
  func rejected(text: String, message: String) {
    #expect(decodingFailure(Card.self, from: text) == .dataCorrupted(message))
  }
}
