/// The joint distribution of one hand's net result (in initial bets: −2, −1, 0, +1, +2 with a doubled stake of 2)
/// and the dealer's outcome, for the hands of a split: the probability of each pair, over the events the solver
/// counts (a dealer blackjack found by the peek left out).
///
/// A split round's net is the sum of its hands' nets; holding each hand's net with the dealer's outcome lets the
/// hands be combined with the dealer they share (see ``Solver/splitRoundOutcome(pair:maxHands:)``).
struct HandJoint: Sendable {
  /// The dealer's outcome probabilities, one vector per net from −2 (index 0) to +2 (index 4).
  private var byNet:
    (
      DealerOutcomeVector, DealerOutcomeVector, DealerOutcomeVector, DealerOutcomeVector,
      DealerOutcomeVector
    )

  /// The largest net of a hand, in initial bets: a won doubled stake.
  static let largestNet = 2

  /// Zero everywhere.
  init() { byNet = (.init(), .init(), .init(), .init(), .init()) }

  /// The dealer's outcome probabilities when the hand's net is `net` (−2…2).
  subscript(net net: Int) -> DealerOutcomeVector {
    get {
      switch net {
      case -2: byNet.0
      case -1: byNet.1
      case 0: byNet.2
      case 1: byNet.3
      default: byNet.4
      }
    }
    set {
      switch net {
      case -2: byNet.0 = newValue
      case -1: byNet.1 = newValue
      case 0: byNet.2 = newValue
      case 1: byNet.3 = newValue
      default: byNet.4 = newValue
      }
    }
  }

  /// The dealer's outcome probabilities, whatever the hand's net.
  var dealer: DealerOutcomeVector { byNet.0 + byNet.1 + byNet.2 + byNet.3 + byNet.4 }

  /// Adds `weight` times `dealer` to the probabilities of the net `net`.
  mutating func add(net: Int, _ weight: Double, _ dealer: DealerOutcomeVector) {
    self[net: net] += weight * dealer
  }

  static func + (left: HandJoint, right: HandJoint) -> HandJoint {
    var sum = left
    sum += right
    return sum
  }

  static func += (left: inout HandJoint, right: HandJoint) {
    for net in -largestNet...largestNet { left[net: net] += right[net: net] }
  }

  static func - (left: HandJoint, right: HandJoint) -> HandJoint { left + -1 * right }

  static func * (scale: Double, joint: HandJoint) -> HandJoint {
    var product = joint
    for net in -largestNet...largestNet { product[net: net] = scale * joint[net: net] }
    return product
  }

  static func / (joint: HandJoint, divisor: Double) -> HandJoint { (1 / divisor) * joint }
}
