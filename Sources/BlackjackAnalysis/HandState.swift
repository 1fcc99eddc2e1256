import BlackjackEngine

/// A player hand inside the exact analysis: its cards counted by points, a packed key of those counts, its value
/// and its size.
struct HandState: Sendable {
  /// How many cards of each points value (index 1…10) the hand holds.
  var counts: SIMD16<Int32>
  /// The counts packed 5 bits per points value: equal keys mean equal cards.
  var key: UInt64
  /// The hand's value.
  var value: HandValue
  /// How many cards the hand holds.
  var cardCount: Int

  /// No cards.
  static let empty = HandState(counts: SIMD16(repeating: 0), key: 0, value: .empty, cardCount: 0)

  /// The hand after taking a card worth `points`.
  @inline(__always)
  func adding(_ points: Int) -> HandState {
    var next = self
    next.counts[points] += 1
    next.key &+= 1 &<< UInt64(5 * (points - 1))
    next.value = value.adding(points: points)
    next.cardCount += 1
    return next
  }

  /// The hand holding these cards, given by points.
  init(points: [Int]) {
    self = .empty
    for p in points { self = adding(p) }
  }

  private init(counts: SIMD16<Int32>, key: UInt64, value: HandValue, cardCount: Int) {
    self.counts = counts
    self.key = key
    self.value = value
    self.cardCount = cardCount
  }
}

/// The values of the actions on one hand in one context, as fractions of the hand's initial bet: the value under
/// the context's strategy with its outcome counts, and the nets of standing, hitting and doubling (which other
/// contexts compare to choose their action).
///
/// Nets not computed are `nan`, except a stand net left out because hitting is known to be at least as good, which
/// is −∞ so that it never wins a comparison. Kept small: the memo tables hold one per hand and context.
struct HandEV: Sendable {
  var value = Value4(net: .nan, won: 0, pushed: 0, lost: 0)
  var stand = Double.nan
  var hit = Double.nan
  var double = Double.nan

  /// The best of stand, hit and double among `legal` (stand on a tie, then hit), as the solver plays a hand of two
  /// or more cards that is not split or surrendered.
  func bestAction(_ legal: ActionSet) -> Action {
    var action = Action.stand
    var best = stand
    if legal.contains(.hit) && hit > best {
      best = hit
      action = .hit
    }
    if legal.contains(.double) && double > best { action = .double }
    return action
  }
}
