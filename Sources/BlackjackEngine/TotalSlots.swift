/// The player's hands of a round as the simulator's charted rounds keep them (``PlayerTotal``: totals, stakes and
/// marks), in playing order, up to ``Rules/handLimit`` hands, without allocating.
@usableFromInline
struct TotalSlots: RoundHands {
  @usableFromInline var hands: (PlayerTotal, PlayerTotal, PlayerTotal, PlayerTotal)
  /// How many hands are in play.
  @usableFromInline var count: Int

  /// One hand: `hand`.
  @inlinable @inline(__always)
  init(_ hand: PlayerTotal) {
    hands = (hand, hand, hand, hand)
    count = 1
  }

  /// The hand at `index`, in playing order.
  @inlinable
  subscript(index: Int) -> PlayerTotal {
    @inline(__always) get {
      switch index {
      case 0: hands.0
      case 1: hands.1
      case 2: hands.2
      default: hands.3
      }
    }
    @inline(__always) set {
      switch index {
      case 0: hands.0 = newValue
      case 1: hands.1 = newValue
      case 2: hands.2 = newValue
      default: hands.3 = newValue
      }
    }
  }

  /// Puts `hand` at `index`, moving the hands from there on one place later.
  ///
  /// Always inlined: a call would take the hands' address, and the compiler would then keep even an unsplit
  /// round's hand in memory rather than in registers.
  @inlinable @inline(__always)
  mutating func insert(_ hand: PlayerTotal, at index: Int) {
    precondition(count < Rules.handLimit, "a round holds at most \(Rules.handLimit) hands")
    var position = count
    while position > index {
      self[position] = self[position &- 1]
      position &-= 1
    }
    self[index] = hand
    count &+= 1
  }

  /// Changes every hand in place, in playing order.
  @inlinable @inline(__always)
  mutating func updateEach(_ change: (inout PlayerTotal) -> Void) {
    if count == 1 {
      change(&hands.0)
    } else {
      for index in 0..<count { change(&self[index]) }
    }
  }
}
