#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The risk of losing a bankroll, by the Brownian (diffusion) approximation for a game played without end.
///
/// With μ the expected result of a round and σ its standard deviation (in the same units as the bankroll), the risk of
/// ever losing a bankroll B is exp(−2 μ B / σ²), and the bankroll for a risk r is −σ² ln r / (2 μ). Both need μ > 0:
/// a game that does not win is lost for certain in the long run.
public enum RiskOfRuin {
  /// The risk of ever losing `bankroll`: 1 when the game does not win.
  public static func brownian(mean: Double, deviation: Double, bankroll: Double) -> Double {
    guard mean > 0, deviation > 0 else { return 1 }
    return exp(-2 * mean * bankroll / (deviation * deviation))
  }

  /// The bankroll whose risk of ruin is `risk` (0 < risk < 1), or `nil` when the game does not win.
  public static func bankroll(for risk: Double, mean: Double, deviation: Double) -> Double? {
    guard mean > 0, deviation > 0, risk > 0, risk < 1 else { return nil }
    return -deviation * deviation * log(risk) / (2 * mean)
  }
}
