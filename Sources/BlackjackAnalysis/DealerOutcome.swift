import BlackjackEngine

/// How the dealer's hand ends: standing on 17, 18, 19, 20 or 21 (not a blackjack), a blackjack, or a bust.
public enum DealerOutcome: Int, CaseIterable, Hashable, Sendable {
  /// The dealer stands on 17.
  case seventeen
  /// The dealer stands on 18.
  case eighteen
  /// The dealer stands on 19.
  case nineteen
  /// The dealer stands on 20.
  case twenty
  /// The dealer stands on 21 with three or more cards.
  case twentyOne
  /// The dealer's first two cards are a natural.
  case blackjack
  /// The dealer goes over 21.
  case bust

  /// The outcome of a dealer who stops drawing with `value` (not a natural): its total from 17 to 21, or a bust.
  ///
  /// A dealer stops on 17 or more (``Rules/dealerHits(_:)``), so a total below 17 never reaches here.
  @inline(__always)
  init(standingOn value: HandValue) {
    let total = value.total
    // Cannot fail: a standing dealer's total is 17 or more, so 17…21 is a raw value 0…4.
    self = total > 21 ? .bust : DealerOutcome(rawValue: total - 17)!
  }

  /// The outcome of standing on `total`, or `nil` unless `total` is 17…21.
  public init?(total: Int) {
    guard (17...21).contains(total) else { return nil }
    self.init(rawValue: total - 17)
  }

  /// A final dealer value with this outcome (soft 21 for a blackjack, 22 for a bust), for asking the engine how a
  /// player hand fares against it.
  var value: HandValue {
    switch self {
    case .blackjack: HandValue(hardTotal: 11, hasAce: true)
    case .bust: HandValue(hardTotal: 22, hasAce: false)
    default: HandValue(hardTotal: 17 + rawValue, hasAce: false)
    }
  }
}

/// One number for each dealer outcome: a probability, or what a player hand wins against that outcome.
///
/// The numbers sit in one SIMD vector (one lane per ``DealerOutcome``, the eighth lane always zero) so that a stand
/// value is a single dot product; read and write them by outcome.
struct DealerOutcomeVector: Hashable, Sendable {
  /// The lanes, indexed by ``DealerOutcome/rawValue``.
  private(set) var lanes: SIMD8<Double>

  /// Zero for every outcome.
  @inline(__always)
  init() { lanes = SIMD8(repeating: 0) }

  /// The number for each outcome, in ``DealerOutcome`` order.
  init(_ values: (DealerOutcome) -> Double) {
    lanes = SIMD8(repeating: 0)
    for outcome in DealerOutcome.allCases { lanes[outcome.rawValue] = values(outcome) }
  }

  /// The number for one outcome.
  @inline(__always)
  subscript(outcome: DealerOutcome) -> Double {
    get { lanes[outcome.rawValue] }
    set { lanes[outcome.rawValue] = newValue }
  }

  /// The sum over all outcomes.
  @inline(__always)
  func sum() -> Double { lanes.sum() }

  /// The sum over outcomes of this vector's number times `other`'s: the expectation of `other` when this vector
  /// holds probabilities.
  @inline(__always)
  func dot(_ other: DealerOutcomeVector) -> Double { (lanes * other.lanes).sum() }

  @inline(__always)
  static func + (left: DealerOutcomeVector, right: DealerOutcomeVector) -> DealerOutcomeVector {
    var sum = left
    sum.lanes += right.lanes
    return sum
  }

  @inline(__always)
  static func += (left: inout DealerOutcomeVector, right: DealerOutcomeVector) { left.lanes += right.lanes }

  @inline(__always)
  static func * (scale: Double, vector: DealerOutcomeVector) -> DealerOutcomeVector {
    var product = vector
    product.lanes *= scale
    return product
  }

  @inline(__always)
  static func / (vector: DealerOutcomeVector, divisor: Double) -> DealerOutcomeVector {
    var quotient = vector
    quotient.lanes /= divisor
    return quotient
  }
}
