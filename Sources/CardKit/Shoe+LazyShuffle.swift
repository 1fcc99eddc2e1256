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
  /// of ``drawShuffling(using:)``, in one tight loop, but each 64-bit word of `generator` makes several of them: one
  /// bounded draw by Lemire's method below the product of the steps' bounds, read as one draw a step (the batched
  /// draws of Brackett-Rozinsky and Lemire, 2024; a word is drawn afresh for the rare rejected value), so the order
  /// differs from `count` calls of ``drawShuffling(using:)`` for the same generator. In a shoe of fewer than 2¹⁰
  /// cards a word makes six steps while six or more are left; then, in a shoe of fewer than 2¹⁶ cards, four while
  /// four or more are left. The last steps, and every step in a shoe of 2¹⁶ cards or more, take a word each
  /// (``Swift/RandomNumberGenerator/next(below:)``).
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
  ///
  /// Six steps take their draws from one 64-bit word (``UnsafeMutablePointer/sixSteps(below:accepting:using:)``)
  /// while six or more remain and the buffer holds fewer than 2¹⁰ elements; then four
  /// (``batchOfFour(below:accepting:using:)``) while four or more remain and it holds fewer than 2¹⁶; each other step
  /// takes a word of its own.
  @inlinable
  mutating func shuffleContiguous<G: RandomNumberGenerator>(first count: Int, using generator: inout G) {
    guard let base = baseAddress else { return }
    // `position` walks the shuffled prefix, and `remaining` counts the elements from it to the end.
    var position = base
    let end = base + count
    var remaining = UInt64(truncatingIfNeeded: self.count)
    if remaining < 1 << 10 {
      // At least the product of every batch's bounds below, and below 2⁶⁰.
      let cube = remaining &* remaining &* remaining
      let limit = cube &* cube
      while end - position >= 6 {
        position.sixSteps(below: remaining, accepting: limit, using: &generator)
        position += 6
        remaining &-= 6
      }
    }
    if remaining < 1 << 16 {
      // At least the product of every batch's bounds below, and below 2⁶⁴.
      let square = remaining &* remaining
      let limit = square &* square
      while end - position >= 4 {
        let draws = Self.batchOfFour(below: remaining, accepting: limit, using: &generator)
        position.swapWithOneAfter(0, draw: draws.0)
        position.swapWithOneAfter(1, draw: draws.1)
        position.swapWithOneAfter(2, draw: draws.2)
        position.swapWithOneAfter(3, draw: draws.3)
        position += 4
        remaining &-= 4
      }
    }
    while position < end {
      position.swapWithOneAfter(0, draw: generator.next(below: remaining))
      position += 1
      remaining &-= 1
    }
  }

  /// Four bounded draws from one word of `generator`, below `bound`, `bound − 1`, `bound − 2` and `bound − 3`: Lemire's
  /// method on their product `p`, whose draw below `p` is read in mixed radix, one multiplication a digit (the
  /// batched draws of Brackett-Rozinsky and Lemire, 2024). The word's share of a product below 2⁶⁴ mod `p` is
  /// rejected, and a fresh word drawn, so every four draws are equally likely. A share of at least `limit` is
  /// accepted without working out the threshold (``rejectionThreshold(below:steps:)``), which lies below `p`.
  ///
  /// - Precondition: `bound` is at least 4 and below 2¹⁶ (so that `p` is below 2⁶⁴), and `limit` at least `p` (not
  ///   checked).
  @inlinable @inline(__always)
  static func batchOfFour<G: RandomNumberGenerator>(
    below bound: UInt64, accepting limit: UInt64, using generator: inout G
  ) -> (UInt64, UInt64, UInt64, UInt64) {
    while true {
      let first = generator.next().multipliedFullWidth(by: bound)
      let second = first.low.multipliedFullWidth(by: bound &- 1)
      let third = second.low.multipliedFullWidth(by: bound &- 2)
      let fourth = third.low.multipliedFullWidth(by: bound &- 3)
      // The last low word is the word's share of the product (the word times `p`, mod 2⁶⁴).
      if _fastPath(fourth.low >= limit) || fourth.low >= rejectionThreshold(below: bound, steps: 4) {
        return (first.high, second.high, third.high, fourth.high)
      }
    }
  }

  /// 2⁶⁴ mod `bound × (bound − 1) × … × (bound − steps + 1)`: the shares of a batch of `steps` draws
  /// (``batchOfFour(below:accepting:using:)``, ``UnsafeMutablePointer/sixSteps(below:accepting:using:)``) that are
  /// rejected lie below it. Out of line: nearly every batch is accepted without it.
  @inlinable @inline(never)
  static func rejectionThreshold(below bound: UInt64, steps: Int) -> UInt64 {
    var product: UInt64 = 1
    for step in 0..<steps { product &*= bound &- UInt64(truncatingIfNeeded: step) }
    return (0 &- product) % product
  }
}

extension UnsafeMutablePointer {
  /// Six forward Fisher–Yates steps, positions 0 to 5, with six bounded draws from one word of `generator`, below
  /// `bound` down to `bound − 5`: as ``UnsafeMutableBufferPointer/batchOfFour(below:accepting:using:)``, with six
  /// digits. Each step swaps as soon as its digit is read, so that no digit waits in memory; the rare rejected word's
  /// swaps are undone, last first (a swap undoes itself), from its digits worked out again, and a fresh word drawn.
  ///
  /// - Precondition: `bound` is at least 6 and below 2¹⁰ (so that the product `p` is below 2⁶⁰), and `limit` at
  ///   least `p` (not checked).
  @inlinable @inline(__always)
  func sixSteps<G: RandomNumberGenerator>(below bound: UInt64, accepting limit: UInt64, using generator: inout G) {
    while true {
      let word = generator.next()
      let share = sixDigits(of: word, below: bound) { step, digit in swapWithOneAfter(step, draw: digit) }
      if _fastPath(share >= limit)
        || share >= UnsafeMutableBufferPointer<Pointee>.rejectionThreshold(below: bound, steps: 6)
      {
        return
      }
      undoSixSteps(of: word, below: bound)
    }
  }

  /// The six digits of `word`'s draw below `bound × … × (bound − 5)`, most significant first, each handed to `step`
  /// as soon as it is read (one multiplication a digit); returns the word's share of the product (the last low word).
  @inlinable @inline(__always)
  func sixDigits(of word: UInt64, below bound: UInt64, _ step: (Int, UInt64) -> Void) -> UInt64 {
    var low = word
    for index in 0..<6 {
      let product = low.multipliedFullWidth(by: bound &- UInt64(truncatingIfNeeded: index))
      step(index, product.high)
      low = product.low
    }
    return low
  }

  /// Undoes the six swaps of a rejected word, last first. Out of line: a word is rejected less than 3 times in
  /// 10,000 for a shoe of up to eight decks (its odds are below `p` / 2⁶⁴, at most 2.8 × 10⁻⁴ for 416 cards), and
  /// less than once in 20,000 for six decks.
  @inlinable @inline(never)
  func undoSixSteps(of word: UInt64, below bound: UInt64) {
    var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    _ = sixDigits(of: word, below: bound) { step, digit in
      switch step {
      case 0: digits.0 = digit
      case 1: digits.1 = digit
      case 2: digits.2 = digit
      case 3: digits.3 = digit
      case 4: digits.4 = digit
      default: digits.5 = digit
      }
    }
    swapWithOneAfter(5, draw: digits.5)
    swapWithOneAfter(4, draw: digits.4)
    swapWithOneAfter(3, draw: digits.3)
    swapWithOneAfter(2, draw: digits.2)
    swapWithOneAfter(1, draw: digits.1)
    swapWithOneAfter(0, draw: digits.0)
  }

  /// One forward Fisher–Yates step: position `i` swaps with position `i + draw`.
  @inlinable @inline(__always)
  func swapWithOneAfter(_ i: Int, draw: UInt64) {
    let j = i &+ Int(truncatingIfNeeded: draw)
    let element = self[j]
    self[j] = self[i]
    self[i] = element
  }

}
