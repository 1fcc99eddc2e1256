extension Shoe {
  /// Gathers every card (dealt, burned and remaining) back into the shoe without shuffling, and puts the cut card
  /// back at ``cutCardPosition``: the start of a shoe dealt with ``drawShuffling(using:)``, which shuffles as it
  /// deals.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func gather() {
    position = 0
    burned = 0
  }

  /// Gathers every card back into the shoe and shuffles only its first `count` positions: each of them, in order,
  /// takes a card drawn uniformly from those at or after it (a forward Fisher–Yates stopped after `count` steps).
  ///
  /// Deal the first `count` cards with ``draw()`` and go on past them with ``drawShuffling(using:)``: with `count`
  /// at ``cutCardPosition`` the cards behind the cut card are shuffled only if they are dealt. The steps are those
  /// of ``drawShuffling(using:)``, in one tight loop, but each 64-bit word of `generator` makes two of them: its low
  /// and then its high 32 bits each give one bounded draw by Lemire's method (a word is drawn afresh for the rare
  /// rejected value), so the order differs from `count` calls of ``drawShuffling(using:)`` for the same generator.
  /// Shoes of more than 2³² − 1 cards draw 64 bits per step.
  ///
  /// - Parameters:
  ///   - count: How many positions to shuffle, from 0 to ``count``.
  ///   - generator: The source of randomness.
  /// - Complexity: O(`count`), without allocating.
  @inlinable
  public mutating func shuffle<G: RandomNumberGenerator>(first count: Int, using generator: inout G) {
    precondition(count >= 0 && count <= storage.count, "can only shuffle the shoe's own positions")
    storage.withUnsafeMutableBufferPointer { $0.shuffleContiguous(first: count, using: &generator) }
    position = 0
    burned = 0
  }

  /// Deals a card drawn uniformly at random from the cards not yet dealt: one step of a Fisher–Yates shuffle taken
  /// at the moment of dealing (the card at a random position among the remaining ones, drawn by
  /// ``Swift/RandomNumberGenerator/next(below:)``, swaps places with the next card and is dealt).
  ///
  /// Dealing a shoe this way after ``gather()`` gives every order of its cards with equal probability, as
  /// ``shuffle(using:)`` followed by ``draw()`` does, but the cards behind the cut card that are never dealt are
  /// never shuffled. The cards come in a different order than ``shuffle(using:)`` gives for the same generator,
  /// whose order stays fixed. ``withDiscards(_:)`` shows the cards dealt, in order, as usual; ``remainingCards``
  /// is then the undealt cards in no particular order.
  ///
  /// - Throws: ``DeckError/empty`` when no card is left; the shoe and the generator are then unchanged.
  /// - Complexity: O(1), one bounded draw.
  @inlinable @inline(__always)
  public mutating func drawShuffling<G: RandomNumberGenerator>(using generator: inout G) throws(DeckError) -> Card {
    let next = position
    let remaining = storage.count &- next
    guard remaining > 0 else { throw .empty }
    let chosen = next &+ Int(truncatingIfNeeded: generator.next(below: UInt64(truncatingIfNeeded: remaining)))
    let card = storage.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      let card = base[chosen]
      base[chosen] = base[next]
      base[next] = card
      return card
    }
    position = next &+ 1
    return card
  }
}

extension UnsafeMutableBufferPointer {
  /// The loop of ``Shoe/shuffle(first:using:)``: positions `0..<count`, in order, each swapped with a position drawn
  /// from itself to the end. A method of its own, so that the generator is an `inout` parameter the compiler keeps in
  /// registers, rather than a capture written back to memory at every step.
  @inlinable
  mutating func shuffleContiguous<G: RandomNumberGenerator>(first count: Int, using generator: inout G) {
    guard let base = baseAddress else { return }
    let total = self.count
    var i = 0
    guard total <= Int(UInt32.max) else {
      while i < count {
        base.swapWithOneAfter(i, draw: generator.next(below: UInt64(truncatingIfNeeded: total &- i)))
        i &+= 1
      }
      return
    }
    // Position `i` walks the shuffled prefix as a pointer, with the cards from it to the end counted down beside it.
    var position = base
    let end = base + count
    var remaining = UInt32(truncatingIfNeeded: total)
    while position < end {
      let word = generator.next()
      position.swapWithOneAfter(0, draw: Self.draw(UInt32(truncatingIfNeeded: word), below: remaining, &generator))
      position += 1
      remaining &-= 1
      guard position < end else { return }
      position.swapWithOneAfter(
        0, draw: Self.draw(UInt32(truncatingIfNeeded: word &>> 32), below: remaining, &generator))
      position += 1
      remaining &-= 1
    }
  }

  /// A bounded draw in `0 ..< bound` from the 32-bit `half` of a word, drawing a fresh word from `generator` for each
  /// value Lemire's method rejects.
  @inlinable @inline(__always)
  static func draw<G: RandomNumberGenerator>(
    _ half: UInt32, below bound: UInt32, _ generator: inout G
  ) -> UInt64 {
    var first = true
    return UInt64(
      lemireBoundedDraw(below: bound) {
        if first {
          first = false
          return half
        }
        return UInt32(truncatingIfNeeded: generator.next())
      })
  }
}

extension UnsafeMutablePointer {
  /// One forward Fisher–Yates step: position `i` swaps with position `i + draw`.
  @inlinable @inline(__always)
  func swapWithOneAfter(_ i: Int, draw: UInt64) {
    let j = i &+ Int(truncatingIfNeeded: draw)
    let element = self[j]
    self[j] = self[i]
    self[i] = element
  }

}
