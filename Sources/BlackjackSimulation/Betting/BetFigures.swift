/// The figures of one way of betting a counting game, per round dealt, in the money the bets are in (units, or
/// dollars once scaled): the mean μ, the second moment, the standard deviation σ and what follows from them.
///
/// DI = 1000 μ/σ (the desirability index); its square is the SCORE of the optimal bets and the c-SCORE of any
/// other ramp: the win per 100 rounds, in units of a 10,000-unit bankroll, of the ramp scaled to a risk of ruin of
/// e⁻² ≈ 13.5 %. N0 = (σ/μ)² is the number of rounds after which the expected win equals one standard deviation.
public struct BetFigures: Hashable, Sendable {
  /// μ: the mean result of a round.
  public var mean: Double
  /// The mean squared result of a round.
  public var secondMoment: Double

  /// The figures of a round with this mean and second moment.
  public init(mean: Double, secondMoment: Double) {
    self.mean = mean
    self.secondMoment = secondMoment
  }

  /// σ²: the variance of a round's result (the second moment less μ²).
  public var variance: Double { Swift.max(0, secondMoment - mean * mean) }
  /// σ: the standard deviation of a round's result.
  public var deviation: Double { variance.squareRoot() }
  /// DI = 1000 μ/σ (0 when nothing varies).
  public var desirability: Double { deviation > 0 ? 1000 * mean / deviation : 0 }
  /// DI² = 10⁶ (μ/σ)², with the sign of μ kept out: 0 for a game that does not win.
  public var score: Double { mean > 0 ? desirability * desirability : 0 }
  /// N0 = (σ/μ)², or `nil` when μ is 0.
  public var n0: Double? { mean != 0 ? variance / (mean * mean) : nil }

  /// The figures of the same bets multiplied by `factor` (a unit worth `factor` in money).
  public func scaled(by factor: Double) -> BetFigures {
    BetFigures(mean: mean * factor, secondMoment: secondMoment * factor * factor)
  }
}
