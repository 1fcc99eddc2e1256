#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The special functions behind the audit's p-values, written here because the package takes no outside
/// dependencies: the logarithm of the gamma function and the regularized incomplete gamma functions.
///
/// Each is a standard published method (cited on each function) accurate to about 1e-14 relative over the
/// arguments the audit uses (shape parameters from ½ to about 10⁴); the tests check them against published tables.
public enum SpecialFunctions {
  /// The Lanczos coefficients for g = 7, n = 9 (P. Godfrey's set, as published with the approximation in Numerical
  /// Recipes and elsewhere).
  private static let lanczos: [Double] = [
    0.999_999_999_999_809_93, 676.520_368_121_885_1, -1_259.139_216_722_402_8, 771.323_428_777_653_13,
    -176.615_029_162_140_59, 12.507_343_278_686_905, -0.138_571_095_265_720_12, 9.984_369_578_019_571_6e-6,
    1.505_632_735_149_311_6e-7,
  ]

  /// ln Γ(x) for x > 0, by the Lanczos approximation (C. Lanczos, "A Precision Approximation of the Gamma
  /// Function", SIAM J. Numer. Anal. B 1, 1964), with the reflection formula below ½.
  ///
  /// - Parameter x: A positive argument.
  /// - Returns: The natural logarithm of Γ(x); `nan` for x ≤ 0.
  public static func logGamma(_ x: Double) -> Double {
    guard x > 0 else { return .nan }
    if x < 0.5 {
      // Γ(x) Γ(1 − x) = π / sin(πx).
      return log(Double.pi / sin(Double.pi * x)) - logGamma(1 - x)
    }
    let z = x - 1
    var sum = lanczos[0]
    for index in 1..<lanczos.count { sum += lanczos[index] / (z + Double(index)) }
    let t = z + 7.5
    return 0.5 * log(2 * Double.pi) + (z + 0.5) * log(t) - t + log(sum)
  }

  /// The natural logarithm of the binomial coefficient C(n, k), or −∞ when k is outside 0…n.
  public static func logChoose(_ n: Int, _ k: Int) -> Double {
    guard k >= 0, k <= n else { return -.infinity }
    return logGamma(Double(n + 1)) - logGamma(Double(k + 1)) - logGamma(Double(n - k + 1))
  }

  /// The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x ≥ 0.
  ///
  /// Below x = a + 1 it is 1 − P(a, x) from the power series of P; above, the continued fraction of Q evaluated
  /// with the modified Lentz method (Press, Teukolsky, Vetterling and Flannery, *Numerical Recipes*, 3rd ed.,
  /// section 6.2). The chi-square survival function is Q(ν/2, x/2).
  ///
  /// - Returns: Q(a, x) in 0…1; `nan` for arguments outside the domain.
  public static func regularizedGammaQ(_ a: Double, _ x: Double) -> Double {
    guard a > 0, x >= 0, a.isFinite, !x.isNaN else { return .nan }
    if x == 0 { return 1 }
    if x == .infinity { return 0 }
    if x < a + 1 { return max(0, 1 - lowerSeries(a, x)) }
    return min(1, upperContinuedFraction(a, x))
  }

  /// The regularized lower incomplete gamma function P(a, x) = 1 − Q(a, x).
  public static func regularizedGammaP(_ a: Double, _ x: Double) -> Double {
    guard a > 0, x >= 0, a.isFinite, !x.isNaN else { return .nan }
    if x == 0 { return 0 }
    if x == .infinity { return 1 }
    if x < a + 1 { return min(1, lowerSeries(a, x)) }
    return max(0, 1 - upperContinuedFraction(a, x))
  }

  /// e^(−x) xᵃ / Γ(a), the factor both expansions share, in logarithms so that large a and x do not overflow.
  private static func prefactor(_ a: Double, _ x: Double) -> Double {
    exp(-x + a * log(x) - logGamma(a))
  }

  /// P(a, x) by its series: e^(−x) xᵃ / Γ(a) × Σₙ xⁿ / (a (a + 1) ⋯ (a + n)). Converges for any x; used below a + 1,
  /// where it needs about √a terms.
  private static func lowerSeries(_ a: Double, _ x: Double) -> Double {
    var term = 1 / a
    var sum = term
    var denominator = a
    for _ in 0..<1_000_000 {
      denominator += 1
      term *= x / denominator
      sum += term
      if abs(term) < abs(sum) * 1e-16 { break }
    }
    return sum * prefactor(a, x)
  }

  /// Q(a, x) by its continued fraction 1 / (x + 1 − a − 1·(1 − a) / (x + 3 − a − 2·(2 − a) / (x + 5 − a − …))),
  /// evaluated with the modified Lentz method; used above a + 1.
  private static func upperContinuedFraction(_ a: Double, _ x: Double) -> Double {
    let tiny = Double.leastNormalMagnitude / Double.ulpOfOne
    var b = x + 1 - a
    var c = 1 / tiny
    var d = 1 / b
    var fraction = d
    for step in 1..<1_000_000 {
      let i = Double(step)
      let an = -i * (i - a)
      b += 2
      d = an * d + b
      if abs(d) < tiny { d = tiny }
      c = b + an / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let delta = d * c
      fraction *= delta
      if abs(delta - 1) < 1e-16 { break }
    }
    return fraction * prefactor(a, x)
  }
}
