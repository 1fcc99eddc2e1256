extension CardDeck {
  /// Deals `count` cards to each of `hands` hands round-robin, as at the table: one card to each hand in turn,
  /// then a second to each, and so on. All or none.
  ///
  /// With the deck `[A, B, C, D, E, F]`, `deal(count: 3, toHands: 2)` gives `[[A, C, E], [B, D, F]]`: the first
  /// hand is the player on the dealer's left, who gets the top card.
  ///
  /// - Parameters:
  ///   - count: The number of cards each hand gets; zero or more.
  ///   - hands: The number of hands; zero or more.
  /// - Returns: `hands` arrays of `count` cards each, every hand's cards in the order it received them.
  /// - Throws: ``DeckError/insufficientCards(requested:available:)`` when fewer than `count × hands` cards are left;
  ///   the deck is then unchanged.
  /// - Complexity: O(`count × hands`).
  @inlinable
  public mutating func deal(count: Int, toHands hands: Int) throws(DeckError) -> [[Element]] {
    precondition(count >= 0, "cannot deal a negative number of cards")
    precondition(hands >= 0, "cannot deal to a negative number of hands")
    let (total, overflow) = count.multipliedReportingOverflow(by: hands)
    guard !overflow && total <= self.count else {
      throw .insufficientCards(requested: overflow ? Int.max : total, available: self.count)
    }
    var dealt: [[Element]] = []
    dealt.reserveCapacity(hands)
    for hand in 0..<hands {
      var cards: [Element] = []
      cards.reserveCapacity(count)
      for round in 0..<count {
        cards.append(storage[top + round * hands + hand])
      }
      dealt.append(cards)
    }
    top += total
    return dealt
  }
}
