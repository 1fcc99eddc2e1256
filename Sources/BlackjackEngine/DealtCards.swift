public import CardKit

/// The four (or, without a hole card, three) cards a position's round is dealt from, in a round's own order: the
/// player's first card, the dealer's up card, the player's second card, the hole card.
///
/// ``init(dealing:from:)`` is the one statement of that order for a lone position: ``Round`` deals through it, and
/// so do the simulator's charted rounds. As a `CardSource` it deals the same cards again, in the same order (a
/// position of a ``TableRound``, a charted round replayed through ``Round``).
@usableFromInline
struct DealtCards: CardSource {
  @usableFromInline var cards: (Card, Card, Card, Card?)
  @usableFromInline var next = 0

  @inlinable
  init(_ first: Card, _ up: Card, _ second: Card, _ hole: Card?) {
    cards = (first, up, second, hole)
  }

  /// Deals a lone position's first cards from `source` as a casino does: the player's first card, the dealer's up
  /// card, the player's second card and, under PEEK, the dealer's hole card (none under ENHC until the dealer's
  /// turn).
  ///
  /// - Throws: CardKit's `DeckError` when `source` runs dry; the cards drawn until then are lost to the round.
  @inlinable @inline(__always)
  init<Source: CardSource>(dealing rules: Rules, from source: inout Source) throws(DeckError) {
    let first = try source.draw()
    let up = try source.draw()
    let second = try source.draw()
    self.init(first, up, second, rules.holeCard == .peek ? try source.draw() : nil)
  }

  /// The player's first card.
  @inlinable @inline(__always)
  var first: Card { cards.0 }

  /// The dealer's up card.
  @inlinable @inline(__always)
  var up: Card { cards.1 }

  /// The player's second card.
  @inlinable @inline(__always)
  var second: Card { cards.2 }

  /// The dealer's hole card, under PEEK.
  @inlinable @inline(__always)
  var hole: Card? { cards.3 }

  @inlinable
  mutating func draw() throws(DeckError) -> Card {
    defer { next += 1 }
    switch next {
    case 0: return cards.0
    case 1: return cards.1
    case 2: return cards.2
    case 3:
      guard let hole = cards.3 else { throw .empty }
      return hole
    default: throw .empty
    }
  }
}
