/// The player's hands in a round: one, or up to ``Rules/handLimit`` after splits, in playing order.
///
/// The hands are four separate stored properties rather than an array or an `InlineArray`: the round lives in the
/// simulator's hot loop, an array would allocate, and reading one element of an `InlineArray` from a non-mutating
/// context copies the whole array. Every access goes through ``subscript(_:)``, ``update(_:_:)`` and
/// ``updateEach(_:)``, which read an unsplit round's lone hand from its own slot (a loop over slots by index makes
/// the compiler read all four).
@usableFromInline
package struct HandSlots: Sendable {
  @usableFromInline package var first: PlayerHand
  @usableFromInline var second: PlayerHand
  @usableFromInline var third: PlayerHand
  @usableFromInline var fourth: PlayerHand
  /// How many hands are in play (1 to 4).
  @usableFromInline package var count: Int

  /// One hand with the given bet and no cards yet.
  @inlinable
  init(bet: Money) {
    first = PlayerHand(bet: bet)
    second = first
    third = first
    fourth = first
    count = 1
  }

  /// Back to one empty hand with the given bet, without rewriting the other slots (a split rebuilds them).
  @inlinable @inline(__always)
  mutating func reset(bet: Money) {
    first.reset(bet: bet)
    count = 1
  }

  /// The hand at `index` (0 ..< ``count``).
  @inlinable
  package subscript(index: Int) -> PlayerHand {
    @inline(__always) get {
      switch index {
      case 0: first
      case 1: second
      case 2: third
      default: fourth
      }
    }
    @inline(__always) set {
      update(index) { $0 = newValue }
    }
  }

  /// Changes the hand at `index` in place.
  @inlinable @inline(__always)
  mutating func update(_ index: Int, _ change: (inout PlayerHand) -> Void) {
    switch index {
    case 0: change(&first)
    case 1: change(&second)
    case 2: change(&third)
    default: change(&fourth)
    }
  }

  /// Changes every hand in place, in playing order.
  @inlinable @inline(__always)
  mutating func updateEach(_ change: (inout PlayerHand) -> Void) {
    if count == 1 {
      change(&first)
    } else {
      for index in 0..<count { update(index, change) }
    }
  }

  /// Whether any hand satisfies `predicate`, asked of each hand in place (`mutating` only so that the hands are
  /// lent to `predicate` without a copy, which the simulator's profile shows; `predicate` must not change them).
  @inlinable @inline(__always)
  mutating func contains(where predicate: (inout PlayerHand) -> Bool) -> Bool {
    if count == 1 { return predicate(&first) }
    for index in 0..<count {
      var found = false
      update(index) { found = predicate(&$0) }
      if found { return true }
    }
    return false
  }

  /// Puts `hand` at `index`, moving the hands from there on one place later.
  @inlinable
  mutating func insert(_ hand: PlayerHand, at index: Int) {
    precondition(count < Rules.handLimit, "a round holds at most \(Rules.handLimit) hands")
    var position = count
    while position > index {
      let moved = self[position - 1]
      update(position) { $0 = moved }
      position -= 1
    }
    update(index) { $0 = hand }
    count += 1
  }
}

extension HandSlots: Equatable {
  /// Whether both hold the same hands in play (slots beyond ``count`` are not compared).
  @inlinable
  package static func == (lhs: HandSlots, rhs: HandSlots) -> Bool {
    lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
  }
}
