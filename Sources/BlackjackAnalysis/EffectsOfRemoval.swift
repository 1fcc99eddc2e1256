public import BlackjackEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What taking one card of each value out of a shoe does to the player's expectation, to insurance and to each
/// playing decision: the effects of removal from which the quality of a card count follows (Griffin's method).
///
/// Arrays by value run aces first and ten-valued cards last (A, 2, …, 9, T), like ``ShoeComposition/counts``.
public struct EffectsOfRemoval: Hashable, Sendable {
  /// The cards of each value in the shoe the effects are taken from (A … T).
  public var cardCounts: [Int]
  /// The player's expected value per initial bet with the whole shoe.
  public var expectedValue: Double
  /// For each value, the change in ``expectedValue`` when one card of it is taken out.
  public var effects: [Double]
  /// The expected value of a unit insurance bet against an ace up, with the whole shoe (the player's own cards
  /// left out).
  public var insuranceValue: Double
  /// For each value, the change in ``insuranceValue`` when one card of it is taken out.
  public var insuranceEffects: [Double]
  /// The effects on each playing decision of a two-card hand.
  public var plays: [PlayEffect]

  /// Effects of removal from other figures (each array by value, A … T).
  public init(
    cardCounts: [Int], expectedValue: Double, effects: [Double], insuranceValue: Double, insuranceEffects: [Double],
    plays: [PlayEffect]
  ) {
    self.cardCounts = cardCounts
    self.expectedValue = expectedValue
    self.effects = effects
    self.insuranceValue = insuranceValue
    self.insuranceEffects = insuranceEffects
    self.plays = plays
  }
}

/// One playing decision (a two-card hand against an up card) and what taking out one card of each value does to
/// it.
public struct PlayEffect: Hashable, Sendable {
  /// The hand's cards by points (lower first, 1 for an ace) and the up card's points.
  public var first: Int
  /// See ``first``.
  public var second: Int
  /// See ``first``.
  public var upCard: Int
  /// The probability of this deal from the whole shoe.
  public var probability: Double
  /// The best action with the whole shoe, and the next best.
  public var action: Action
  /// See ``action``.
  public var alternative: Action
  /// How much better ``action`` is than ``alternative`` with the whole shoe (unconditional, per initial bet).
  public var gain: Double
  /// For each value, the change in ``gain`` when one card of it is taken out of the shoe.
  public var effects: [Double]
}

/// How well a card count's tags follow the effects of removal (Griffin, *The Theory of Blackjack*).
public struct CountQuality: Hashable, Sendable {
  /// The correlation of the tags with the effects on the player's expectation, over the cards of the shoe.
  public var bettingCorrelation: Double
  /// The correlation of the tags with the effects on insurance.
  public var insuranceCorrelation: Double
  /// The share of the gain from varying the two-card plays perfectly by composition (by the best linear estimate
  /// from every card seen) that a count with these tags gets, at the given depth.
  public var playingEfficiency: Double
}

extension EffectsOfRemoval {
  /// The quality of a count with `tags` (ten numbers, A … T).
  ///
  /// Correlations weigh each value by its cards in the shoe. The playing efficiency follows Griffin: for each
  /// two-card decision, the change in its gain with the cards seen is taken as normal, with the spread its effects
  /// of removal give after `cardsSeen` cards (half the shoe by default); the gain from perfect play is then
  /// σ φ(M/σ) − M (1 − Φ(M/σ)) for a decision worth M, and a count of correlation ρ with the decision's effects gets
  /// that with |ρ| σ for σ. The efficiency is the ratio of the two, summed over the decisions weighted by their
  /// probabilities.
  ///
  /// - Precondition: `tags` holds ten numbers, and `cardsSeen` is between 1 and the shoe's cards less one.
  public func quality(ofTags tags: [Double], cardsSeen: Int? = nil) -> CountQuality {
    precondition(tags.count == 10, "a count has a tag for each of the ten values A … T")
    let weights = cardCounts.map(Double.init)
    let cards = weights.reduce(0, +)
    let seen = Double(cardsSeen ?? Int(cards) / 2)
    precondition(seen >= 1 && seen < cards, "the cards seen must leave some in the shoe")
    var perfect = 0.0
    var counted = 0.0
    for play in plays where play.gain.isFinite && play.effects.allSatisfy(\.isFinite) {
      // The spread of the change in the gain after `seen` random cards, from the linear estimate
      // ΔM = (N − 1)/(N − m) Σ (cards of c seen) · e_c: variance (N − 1) m / (N − m) · Var(e).
      let spread = (cards - 1) * seen / (cards - seen) * Self.variance(play.effects, weights: weights)
      if spread <= 0 { continue }
      let sigma = spread.squareRoot()
      let rho = abs(Self.correlation(tags, play.effects, weights: weights))
      perfect += play.probability * Self.expectedGain(margin: play.gain, spread: sigma)
      counted += play.probability * Self.expectedGain(margin: play.gain, spread: rho * sigma)
    }
    return CountQuality(
      bettingCorrelation: Self.correlation(tags, effects, weights: weights),
      insuranceCorrelation: Self.correlation(tags, insuranceEffects, weights: weights),
      playingEfficiency: perfect > 0 ? counted / perfect : 0)
  }

  /// E[max(0, −X)] for X normal with mean `margin` and standard deviation `spread`: what switching to the other
  /// action whenever it is better gains.
  static func expectedGain(margin: Double, spread: Double) -> Double {
    if spread <= 0 { return max(0, -margin) }
    let z = margin / spread
    let density = exp(-z * z / 2) / (2 * Double.pi).squareRoot()
    let upperTail = erfc(z / 2.0.squareRoot()) / 2
    return spread * density - margin * upperTail
  }

  /// The weighted correlation of two vectors.
  public static func correlation(_ x: [Double], _ y: [Double], weights: [Double]) -> Double {
    let total = weights.reduce(0, +)
    let meanX = zip(weights, x).reduce(0) { $0 + $1.0 * $1.1 } / total
    let meanY = zip(weights, y).reduce(0) { $0 + $1.0 * $1.1 } / total
    var covariance = 0.0
    var varianceX = 0.0
    var varianceY = 0.0
    for index in weights.indices {
      let dx = x[index] - meanX
      let dy = y[index] - meanY
      covariance += weights[index] * dx * dy
      varianceX += weights[index] * dx * dx
      varianceY += weights[index] * dy * dy
    }
    return varianceX > 0 && varianceY > 0 ? covariance / (varianceX * varianceY).squareRoot() : 0
  }

  /// The weighted variance of a vector (over the cards, each value weighted by its count).
  static func variance(_ x: [Double], weights: [Double]) -> Double {
    let total = weights.reduce(0, +)
    let mean = zip(weights, x).reduce(0) { $0 + $1.0 * $1.1 } / total
    return zip(weights, x).reduce(0) { $0 + $1.0 * ($1.1 - mean) * ($1.1 - mean) } / total
  }
}
