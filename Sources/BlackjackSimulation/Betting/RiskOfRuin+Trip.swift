#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The risks of a bankroll over a trip of N rounds and on the way to a goal, by the same Brownian approximation as
/// ``RiskOfRuin/brownian(mean:deviation:bankroll:)``: the bankroll's course is Brownian motion with drift μ and
/// variance σ² per round, starting B above ruin (Schlesinger, *Blackjack Attack*, "Risk of ruin": trip ruin and
/// ruin before a win goal).
///
/// - Ruin within N rounds: Φ((−B − μN)/(σ√N)) + e^(−2μB/σ²) · Φ((−B + μN)/(σ√N)), the chance that Brownian motion
///   with drift first falls B below its start by time N.
/// - Ruin before winning G: (e^(aG) − 1) / (e^(a(B+G)) − 1) with a = 2μ/σ² (G/(B+G) when μ = 0).
/// - Ahead after N rounds, never ruined on the way: Φ(μ√N/σ) − e^(−2μB/σ²) · Φ((μN − 2B)/(σ√N)) (the normal chance
///   of being ahead, less the paths that were ruined first, by reflection).
extension RiskOfRuin {
  /// The chance of losing `bankroll` within `rounds` rounds.
  public static func trip(mean: Double, deviation: Double, bankroll: Double, rounds: Int) -> Double {
    guard rounds > 0 else { return 0 }
    guard deviation > 0 else { return mean * Double(rounds) <= -bankroll ? 1 : 0 }
    let n = Double(rounds)
    let spread = deviation * n.squareRoot()
    let drift = mean * n
    let direct = normalCDF((-bankroll - drift) / spread)
    let reflected = exp(-2 * mean * bankroll / (deviation * deviation) + normalLogCDF((-bankroll + drift) / spread))
    return min(1, max(0, direct + reflected))
  }

  /// The chance of losing `bankroll` before winning `goal` (both positive).
  public static func beforeGoal(mean: Double, deviation: Double, bankroll: Double, goal: Double) -> Double {
    guard deviation > 0 else { return mean > 0 ? 0 : mean < 0 ? 1 : goal / (bankroll + goal) }
    let a = 2 * mean / (deviation * deviation)
    if a == 0 || abs(a * (bankroll + goal)) < 1e-12 { return goal / (bankroll + goal) }
    if a > 0 {
      // e^(−aB)·(1 − e^(−aG)) / (1 − e^(−a(B+G))): no overflow for a large edge.
      return exp(-a * bankroll) * -expm1(-a * goal) / -expm1(-a * (bankroll + goal))
    }
    return expm1(a * goal) / expm1(a * (bankroll + goal))
  }

  /// The chance of being ahead after `rounds` rounds without having lost `bankroll` on the way.
  public static func ahead(mean: Double, deviation: Double, bankroll: Double, rounds: Int) -> Double {
    guard rounds > 0 else { return 0 }
    guard deviation > 0 else { return mean > 0 ? 1 : 0 }
    let n = Double(rounds)
    let spread = deviation * n.squareRoot()
    let ahead = normalCDF(mean * n / spread)
    let ruinedFirst = exp(
      -2 * mean * bankroll / (deviation * deviation) + normalLogCDF((mean * n - 2 * bankroll) / spread))
    return min(1, max(0, ahead - ruinedFirst))
  }

  /// Φ(x), the standard normal distribution function.
  static func normalCDF(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

  /// ln Φ(x), accurate far into the lower tail (where Φ itself underflows), by the asymptotic series there.
  static func normalLogCDF(_ x: Double) -> Double {
    if x > -30 { return log(normalCDF(x)) }
    // Φ(x) = φ(x)/(−x) · (1 − 1/x² + 3/x⁴ − 15/x⁶ + …) for x → −∞.
    let inverse = 1 / (x * x)
    let series = 1 - inverse * (1 - 3 * inverse * (1 - 5 * inverse))
    return -x * x / 2 - log(-x) - 0.5 * log(2 * Double.pi) + log(series)
  }
}
