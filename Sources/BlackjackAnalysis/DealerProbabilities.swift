/// The probabilities of the dealer's final hand for one up card: 17, 18, 19, 20, 21 (not a blackjack),
/// blackjack, and bust.
public struct DealerProbabilities: Hashable, Sendable {
  /// The probabilities in order 17, 18, 19, 20, 21, blackjack, bust (lanes 7 is zero).
  @usableFromInline var lanes: SIMD8<Double>

  @usableFromInline
  init(lanes: SIMD8<Double>) { self.lanes = lanes }

  /// The probability that the dealer ends on `total` (17…21) without a blackjack.
  public func total(_ total: Int) -> Double { (17...21).contains(total) ? lanes[total - 17] : 0 }

  /// The probability of a dealer blackjack.
  public var blackjack: Double { lanes[5] }

  /// The probability that the dealer busts.
  public var bust: Double { lanes[6] }

  /// The seven probabilities in order 17, 18, 19, 20, 21, blackjack, bust.
  public var all: [Double] { (0..<7).map { lanes[$0] } }

  /// The sum of the seven probabilities (1, up to rounding).
  public var sum: Double { lanes.sum() }

  /// The same outcomes given that the dealer has no blackjack (the blackjack probability becomes 0).
  public var conditionedOnNoBlackjack: DealerProbabilities {
    var copy = lanes
    copy[5] = 0
    let rest = copy.sum()
    return rest > 0 ? DealerProbabilities(lanes: copy / rest) : DealerProbabilities(lanes: copy)
  }
}
