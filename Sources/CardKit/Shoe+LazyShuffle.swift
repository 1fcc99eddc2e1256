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
  /// The first `count` cards then come out of ``draw()`` exactly as `count` calls of ``drawShuffling(using:)`` after
  /// ``gather()`` would deal them, drawing the same numbers from `generator`, but in one tight loop; deal on past
  /// them with ``drawShuffling(using:)``. With `count` at ``cutCardPosition`` the cards behind the cut card are
  /// shuffled only if they are dealt.
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
    while i < count {
      let j = i &+ Int(truncatingIfNeeded: generator.next(below: UInt64(truncatingIfNeeded: total &- i)))
      let element = base[j]
      base[j] = base[i]
      base[i] = element
      i &+= 1
    }
  }
}
