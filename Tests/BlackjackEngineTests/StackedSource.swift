import BlackjackEngine
import CardKit

/// A card source dealing a fixed list of cards in order, for scenario tests.
struct StackedSource: CardSource {
  var cards: [Card]
  var next = 0

  init(_ text: String) {
    cards = text.split(separator: " ").map { Card($0)! }
  }

  mutating func draw() throws(DeckError) -> Card {
    guard next < cards.count else { throw .empty }
    defer { next += 1 }
    return cards[next]
  }

  var remaining: Int { cards.count - next }
}

/// Rules from a spec that is known to be valid.
func rules(_ spec: String) -> Rules { try! Rules(spec: spec) }

/// Five units, the bet used in most scenarios.
let five = Money(units: 5)

/// Deals a round from a stacked source, returning both.
func deal(_ spec: String, _ cards: String, bet: Money = five) throws -> (Round, StackedSource) {
  var source = StackedSource(cards)
  let round = try Round(rules: rules(spec), bet: bet, dealingFrom: &source)
  return (round, source)
}
