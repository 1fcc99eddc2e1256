import Testing

@testable import ShuffleAudit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Upper critical values of the chi-square distribution, from the NIST/SEMATECH e-Handbook of Statistical Methods,
/// section 1.3.6.7.4 (https://www.itl.nist.gov/div898/handbook/eda/section3/eda3674.htm), for the upper-tail
/// probabilities 0.10, 0.05, 0.025, 0.01 and 0.001, printed to three decimals.
private let nistUpperCriticalValues: [(degreesOfFreedom: Int, values: [Double])] = [
  (1, [2.706, 3.841, 5.024, 6.635, 10.828]),
  (2, [4.605, 5.991, 7.378, 9.210, 13.816]),
  (5, [9.236, 11.070, 12.833, 15.086, 20.515]),
  (10, [15.987, 18.307, 20.483, 23.209, 29.588]),
  (20, [28.412, 31.410, 34.170, 37.566, 45.315]),
  (30, [40.256, 43.773, 46.979, 50.892, 59.703]),
  (50, [63.167, 67.505, 71.420, 76.154, 86.661]),
  (100, [118.498, 124.342, 129.561, 135.807, 149.449]),
]
private let nistUpperTailProbabilities = [0.10, 0.05, 0.025, 0.01, 0.001]

@Suite("Special functions and the chi-square distribution")
struct SpecialFunctionsTests {
  @Test("ln Γ against ln((n − 1)!) summed term by term, and Γ(½) = √π")
  func logGamma() {
    var logFactorial = 0.0  // ln((n − 1)!), built by adding ln k: a second method, not the Lanczos series
    for n in 1...170 {
      if n > 1 { logFactorial += log(Double(n - 1)) }
      let value = SpecialFunctions.logGamma(Double(n))
      #expect(abs(value - logFactorial) <= 1e-12 * max(1, abs(logFactorial)), "n = \(n)")
    }
    #expect(abs(SpecialFunctions.logGamma(0.5) - 0.5 * log(Double.pi)) < 1e-14)
    // Γ(3/2) = √π / 2 and Γ(1/4) Γ(3/4) = π √2 (the reflection formula's branch below ½).
    #expect(abs(SpecialFunctions.logGamma(1.5) - log(Double.pi.squareRoot() / 2)) < 1e-14)
    #expect(
      abs(SpecialFunctions.logGamma(0.25) + SpecialFunctions.logGamma(0.75) - log(Double.pi * 2.0.squareRoot()))
        < 1e-13)
    #expect(SpecialFunctions.logGamma(0).isNaN)
    // C(52, 26) = 495,918,532,948,104 (exact; below 2⁵³, so a double holds it exactly).
    #expect(abs(SpecialFunctions.logChoose(52, 26) - log(495_918_532_948_104.0)) < 1e-12)
    #expect(SpecialFunctions.logChoose(5, 6) == -.infinity)
  }

  @Test("the chi-square survival function brackets every NIST critical value")
  func nistTable() {
    // A value printed to three decimals is within 0.0005 of the true critical value, so the survival function must
    // be above the tail probability half a unit below it and under it half a unit above.
    for (degreesOfFreedom, values) in nistUpperCriticalValues {
      for (critical, alpha) in zip(values, nistUpperTailProbabilities) {
        let below = ChiSquare.survival(critical - 0.0005, degreesOfFreedom: degreesOfFreedom)
        let above = ChiSquare.survival(critical + 0.0005, degreesOfFreedom: degreesOfFreedom)
        #expect(below > alpha && alpha > above, "ν = \(degreesOfFreedom), α = \(alpha): \(below) … \(above)")
      }
    }
  }

  @Test("even degrees of freedom: the closed form e^(−x/2) Σ (x/2)ⁱ / i!, worked term by term")
  func closedForm() {
    for degreesOfFreedom in stride(from: 2, through: 60, by: 2) {
      for x in [0.1, 1, 5, Double(degreesOfFreedom), 30, 80] {
        var term = 1.0
        var sum = 0.0
        for i in 0..<(degreesOfFreedom / 2) {
          if i > 0 { term *= (x / 2) / Double(i) }
          sum += term
        }
        let expected = exp(-x / 2) * sum
        let value = ChiSquare.survival(x, degreesOfFreedom: degreesOfFreedom)
        #expect(abs(value - expected) <= 1e-12 * max(expected, 1e-300) + 1e-300, "ν = \(degreesOfFreedom), x = \(x)")
      }
    }
  }

  @Test("one degree of freedom: the two-sided normal tail, against erfc and the normal table")
  func normal() {
    // P(|Z| ≥ z) = erfc(z / √2) (the C library's erfc, an independent implementation).
    for z in [0.1, 0.5, 1, 1.959_963_985, 2.575_829_304, 3, 5, 8] {
      let expected = erfc(z / 2.0.squareRoot())
      #expect(abs(ChiSquare.twoSidedNormal(z) - expected) <= 1e-12 * expected)
    }
    // Standard normal table: z = 1.96 and 2.576 leave 5 % and 1 % in the two tails (to the digits printed).
    #expect(abs(ChiSquare.twoSidedNormal(1.96) - 0.05) < 0.0001)
    #expect(abs(ChiSquare.twoSidedNormal(2.576) - 0.01) < 0.00001)
    #expect(ChiSquare.twoSidedNormal(-1.96) == ChiSquare.twoSidedNormal(1.96))
  }

  @Test("large degrees of freedom: against scipy and the Wilson–Hilferty approximation")
  func largeDegrees() {
    // scipy.stats.chi2.isf(0.001, 2601) = 2829.5939 and isf(0.01, 2601) = 2771.7230 (scipy 1.17).
    #expect(abs(ChiSquare.survival(2829.5939, degreesOfFreedom: 2601) - 0.001) < 1e-7)
    #expect(abs(ChiSquare.survival(2771.7230, degreesOfFreedom: 2601) - 0.01) < 1e-6)
    // Wilson and Hilferty (1931): (X/ν)^(1/3) is nearly normal with mean 1 − 2/(9ν) and variance 2/(9ν); at these
    // sizes it is good to about 2e-5 in the p-value (scipy puts the largest error here at 1.4e-5).
    for degreesOfFreedom in [612, 2601, 4980, 21_165] {
      let nu = Double(degreesOfFreedom)
      for z in [-2.0, 0, 1, 2, 3] {
        let x = nu * pow(1 - 2 / (9 * nu) + z * (2 / (9 * nu)).squareRoot(), 3)
        let approximation = 0.5 * erfc(z / 2.0.squareRoot())
        #expect(abs(ChiSquare.survival(x, degreesOfFreedom: degreesOfFreedom) - approximation) < 5e-5)
      }
    }
  }

  @Test("P + Q = 1, and the edges of the domain")
  func complement() {
    for a in [0.5, 1, 3.5, 50, 1300.5] {
      for x in [0.0, 0.01, 1, a, a + 1, 2 * a + 10] {
        let sum = SpecialFunctions.regularizedGammaP(a, x) + SpecialFunctions.regularizedGammaQ(a, x)
        #expect(abs(sum - 1) < 1e-12)
      }
    }
    #expect(SpecialFunctions.regularizedGammaQ(2, 0) == 1)
    #expect(SpecialFunctions.regularizedGammaQ(2, .infinity) == 0)
    #expect(SpecialFunctions.regularizedGammaQ(-1, 2).isNaN)
  }

  @Test("merging cells of a goodness-of-fit test, worked by hand")
  func pooling() {
    // Probabilities 0.01, 0.04, 0.45, 0.45, 0.05 over 100 draws expect 1, 4, 45, 45, 5: the first cell alone expects
    // too little and merges with the second (1 + 4 = 5); the rest stand. Observed 2, 3, 40, 50, 5 → 5, 40, 50, 5:
    // X² = 0/5 + 25/45 + 25/45 + 0/5 = 10/9, with 3 degrees of freedom.
    let fit = ChiSquare.pooledGoodnessOfFit(
      observed: [2, 3, 40, 50, 5], probabilities: [0.01, 0.04, 0.45, 0.45, 0.05])
    #expect(fit?.degreesOfFreedom == 3)
    #expect(abs((fit?.statistic ?? 0) - 10.0 / 9) < 1e-12)
    // A last cell expecting too little joins the one before: 0.5, 0.48, 0.02 over 100 → [50], [48 + 2].
    let tail = ChiSquare.pooledGoodnessOfFit(observed: [50, 45, 5], probabilities: [0.5, 0.48, 0.02])
    #expect(tail?.degreesOfFreedom == 1)
    #expect(abs((tail?.statistic ?? 0) - 0) < 1e-12)
    #expect(ChiSquare.pooledGoodnessOfFit(observed: [3, 1], probabilities: [0.5, 0.5]) == nil)
  }
}
