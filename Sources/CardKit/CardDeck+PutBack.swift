extension CardDeck {
  /// Puts a card back on the top of the deck (the next card drawn) or at the bottom (the last).
  ///
  /// Any card can go back, even one the deck never held, so games that pass cards around keep one deck.
  ///
  /// - Parameters:
  ///   - card: The card to put back.
  ///   - end: ``DeckEnd/top`` or ``DeckEnd/bottom``.
  /// - Complexity: O(1) amortised at the bottom, and on the top after a draw; O(*n*) on the top of an undrawn deck.
  @inlinable
  public mutating func putBack(_ card: Element, at end: DeckEnd) {
    switch end {
    case .top:
      if top > 0 {
        top -= 1
        storage[top] = card
      } else {
        storage.insert(card, at: 0)
      }
    case .bottom:
      storage.append(card)
    }
  }

  /// Puts cards back on the top or at the bottom, keeping their order.
  ///
  /// On the top, the first of `cards` becomes the top card, so `deck.putBack(try deck.draw(3), at: .top)` leaves the
  /// deck as it was. At the bottom, the last of `cards` becomes the bottom card: a War player adds the cards they
  /// won under their pile this way.
  ///
  /// - Parameters:
  ///   - cards: The cards, in the order they should lie from top to bottom.
  ///   - end: ``DeckEnd/top`` or ``DeckEnd/bottom``.
  /// - Complexity: O(*m*) for *m* cards at the bottom, O(*n* + *m*) at most on the top.
  @inlinable
  public mutating func putBack(contentsOf cards: some Sequence<Element>, at end: DeckEnd) {
    switch end {
    case .top:
      let added = Array(cards)
      if added.count <= top {
        storage.replaceSubrange((top - added.count)..<top, with: added)
        top -= added.count
      } else {
        storage.replaceSubrange(0..<top, with: added)
        top = 0
      }
    case .bottom:
      storage.append(contentsOf: cards)
    }
  }
}
