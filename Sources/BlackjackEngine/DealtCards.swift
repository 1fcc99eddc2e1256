public import CardKit

/// The four (or, without a hole card, three) cards a position's round is dealt from, in a round's own order: the
/// player's first card, the dealer's up card, the player's second card, the hole card.
///
/// ``deal(positions:rules:from:first:second:)`` is the one statement of that order, for any number of positions:
/// ``TableRound`` deals through it, and so does ``init(dealing:from:)`` for a lone position, which ``Round`` and the
/// simulator's charted rounds deal through. As a `CardSource` it deals the same cards again, in the same order (a
/// position of a ``TableRound``, a charted round replayed through ``Round``).
@usableFromInline
struct DealtCards: CardSource {
  @usableFromInline var cards: (Card, Card, Card, Card?)
  @usableFromInline var next = 0

  @inlinable
  init(_ first: Card, _ up: Card, _ second: Card, _ hole: Card?) {
    cards = (first, up, second, hole)
  }

  /// Deals the first cards of a round of `positions` positions from `source` as a casino does: a first card to each
  /// position in seat order (`first` is told the position and the card), the dealer's up card, a second card to each
  /// position (`second`), then, under PEEK, the dealer's hole card (none under ENHC until the dealer's turn).
  ///
  /// - Returns: The up card and the hole card.
  /// - Throws: CardKit's `DeckError` when `source` runs dry; the cards drawn until then are lost to the round.
  @inlinable @inline(__always)
  static func deal<Source: CardSource>(
    positions: Int, rules: Rules, from source: inout Source, first: (_ position: Int, Card) -> Void,
    second: (_ position: Int, Card) -> Void
  ) throws(DeckError) -> (up: Card, hole: Card?) {
    for position in 0..<positions { first(position, try source.draw()) }
    let up = try source.draw()
    for position in 0..<positions { second(position, try source.draw()) }
    return (up, rules.holeCard == .peek ? try source.draw() : nil)
  }

  /// Deals a lone position's first cards from `source` (``deal(positions:rules:from:first:second:)`` for one
  /// position): the player's first card, the dealer's up card, the player's second card and, under PEEK, the
  /// dealer's hole card.
  ///
  /// - Throws: CardKit's `DeckError` when `source` runs dry; the cards drawn until then are lost to the round.
  @inlinable @inline(__always)
  init<Source: CardSource>(dealing rules: Rules, from source: inout Source) throws(DeckError) {
    var first: Card?
    var second: Card?
    let (up, hole) = try Self.deal(
      positions: 1, rules: rules, from: &source, first: { first = $1 }, second: { second = $1 })
    // Both set: one position was dealt.
    self.init(first.unsafelyUnwrapped, up, second.unsafelyUnwrapped, hole)
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
