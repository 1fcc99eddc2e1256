import CardKit

/// A shoe with a few chosen cards stacked on top: the stacked cards are dealt first, in order, then the shoe's.
///
/// This is how `--shoe "AS KH 10D"` sets up a practice situation or a test; shuffling only ever mixes the shoe
/// underneath, so the stacked cards come out first whatever the seed.
struct StackedShoe: CardSource, Sendable {
  /// The cards still waiting on top, the next one first.
  private(set) var stacked: ArraySlice<Card>
  /// The shoe underneath.
  private(set) var shoe: Shoe

  /// Stacks `cards` on top of `shoe`.
  init(stacked cards: [Card], on shoe: Shoe) {
    stacked = cards[...]
    self.shoe = shoe
  }

  /// Deals the next stacked card, or the shoe's next card once the stack is used up.
  mutating func draw() throws(DeckError) -> Card {
    if let card = stacked.popFirst() { return card }
    return try shoe.draw()
  }

  /// The cards left: stacked and in the shoe.
  var remainingCount: Int { stacked.count + shoe.remainingCount }

  /// Whether the shoe's cut card has come out (stacked cards never count towards it).
  var needsShuffle: Bool { stacked.isEmpty && shoe.needsShuffle }

  /// Shuffles the shoe underneath; stacked cards stay on top.
  mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    shoe.shuffle(using: &generator)
  }
}
