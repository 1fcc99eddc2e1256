public import CardKit

/// The table's source of cards: optional stacked cards first, then a shoe of the rules' decks (or an infinite deck),
/// reshuffled as the rules say.
///
/// Reshuffling happens only between rounds (``prepareForRound(rules:)``): with a cut card once it has come out,
/// with a continuous shuffler before every round. If a shoe runs out in the middle of a round (possible only with
/// deep penetration and many splits) the cards are gathered and reshuffled so the round can finish.
public struct DealingShoe<Generator: RandomNumberGenerator>: CardSource {
  /// The shoe, for a finite number of decks.
  @usableFromInline var shoe: Shoe
  /// Whether cards come from an infinite deck instead of ``shoe``.
  @usableFromInline let isInfinite: Bool
  /// Cards dealt before the shoe, first element first.
  @usableFromInline var stacked: [Card]
  @usableFromInline var stackedPosition: Int
  /// The generator for shuffles and infinite-deck draws.
  @usableFromInline var generator: Generator
  @usableFromInline var _shuffleCount: Int
  /// Whether cards come straight from ``shoe``: a finite shoe with no stacked card left (the fast path of a draw).
  @usableFromInline var _dealsFromShoe: Bool

  /// How many times the shoe has been shuffled.
  public var shuffleCount: Int { _shuffleCount }

  /// Creates the dealing shoe for `rules`, shuffled with `generator`, dealing `stacked` cards first.
  public init(rules: Rules, generator: Generator, stacked: [Card] = []) {
    self.generator = generator
    self.stacked = stacked
    stackedPosition = 0
    _shuffleCount = 0
    let decks = rules.deckCount ?? 1
    isInfinite = rules.deckCount == nil
    _dealsFromShoe = !isInfinite && stacked.isEmpty
    shoe = Shoe(decks: decks, penetration: rules.penetrationFraction ?? 1)
    if !isInfinite { shuffle() }
  }

  /// The shoe behind the stacked cards (an unused one-deck shoe for an infinite deck).
  public var currentShoe: Shoe { shoe }

  /// Whether the cards come from an infinite deck.
  public var infinite: Bool { isInfinite }

  /// How many stacked cards are still to come before the shoe.
  public var stackedRemaining: Int { stacked.count - stackedPosition }

  /// The cards still to be dealt in order (stacked cards first), or `nil` for an infinite deck.
  public var remainingCards: [Card]? {
    isInfinite ? nil : Array(stacked[stackedPosition...]) + shoe.remainingCards
  }

  /// Shuffles every card back into the shoe.
  @inlinable
  mutating func shuffle() {
    shoe.shuffle(using: &generator)
    _shuffleCount &+= 1
  }

  /// Reshuffles before a round when the rules call for it; returns whether it did.
  ///
  /// Stacked cards are always dealt first: no reshuffle happens while any remain.
  @inlinable @inline(__always)
  @discardableResult
  public mutating func prepareForRound(rules: Rules) -> Bool {
    guard !isInfinite, stackedPosition >= stacked.count else { return false }
    switch rules.shuffling {
    case .continuous:
      shuffle()
      return true
    case .cutCard:
      guard shoe.needsShuffle else { return false }
      shuffle()
      return true
    }
  }

  /// Deals the next card: a stacked one, a random one from an infinite deck, or the shoe's next card.
  @inlinable @inline(__always)
  public mutating func draw() throws(DeckError) -> Card {
    if _fastPath(_dealsFromShoe), let card = try? shoe.draw() { return card }
    return try drawSlowly()
  }

  /// Stacked cards, infinite-deck cards, and a reshuffle when the shoe runs dry mid-round.
  @inlinable @inline(never)
  mutating func drawSlowly() throws(DeckError) -> Card {
    if stackedPosition < stacked.count {
      defer {
        stackedPosition &+= 1
        _dealsFromShoe = !isInfinite && stackedPosition == stacked.count
      }
      return stacked[stackedPosition]
    }
    if isInfinite {
      let index = generator.next(below: 52)
      return Card(
        Rank(rawValue: UInt8(truncatingIfNeeded: index % 13 + 1))!,
        of: Suit(rawValue: UInt8(truncatingIfNeeded: index / 13))!)
    }
    shuffle()
    return try shoe.draw()
  }

}

extension DealingShoe: Sendable where Generator: Sendable {}
