/// The chi-square distribution and Pearson's statistic.
public enum ChiSquare {
  /// The probability that a chi-square variable with `degreesOfFreedom` exceeds `statistic`: the upper-tail
  /// p-value, Q(ν/2, x/2) (``SpecialFunctions/regularizedGammaQ(_:_:)``).
  ///
  /// - Parameters:
  ///   - statistic: The observed value, at least 0.
  ///   - degreesOfFreedom: ν, at least 1.
  /// - Returns: The p-value in 0…1.
  public static func survival(_ statistic: Double, degreesOfFreedom: Int) -> Double {
    precondition(degreesOfFreedom >= 1, "a chi-square distribution needs at least one degree of freedom")
    return SpecialFunctions.regularizedGammaQ(Double(degreesOfFreedom) / 2, max(0, statistic) / 2)
  }

  /// The two-sided p-value of a standard normal statistic z: P(|Z| ≥ |z|), which is the chi-square survival of z²
  /// with one degree of freedom.
  public static func twoSidedNormal(_ z: Double) -> Double {
    survival(z * z, degreesOfFreedom: 1)
  }

  /// Pearson's statistic Σ (observed − expected)² / expected.
  ///
  /// - Parameters:
  ///   - observed: The counts.
  ///   - expected: The expected count of each cell, in the same order; all positive.
  public static func pearson(observed: [Double], expected: [Double]) -> Double {
    precondition(observed.count == expected.count, "one expected count per observed count")
    var sum = 0.0
    for (count, mean) in zip(observed, expected) { sum += (count - mean) * (count - mean) / mean }
    return sum
  }

  /// Pearson's statistic and degrees of freedom of counts against known cell probabilities, after merging
  /// neighbouring cells (in their order) until every merged cell expects at least `minimumExpected`, as the
  /// chi-square approximation needs.
  ///
  /// - Parameters:
  ///   - observed: The count in each cell.
  ///   - probabilities: Each cell's probability under the hypothesis; they sum to 1.
  ///   - minimumExpected: The least expected count of a merged cell (5 by the usual rule).
  /// - Returns: The statistic and the degrees of freedom (merged cells − 1), or `nil` when fewer than two cells
  ///   remain.
  public static func pooledGoodnessOfFit(
    observed: [Int], probabilities: [Double], minimumExpected: Double = 5
  ) -> (statistic: Double, degreesOfFreedom: Int)? {
    precondition(observed.count == probabilities.count, "one probability per cell")
    let total = Double(observed.reduce(0, +))
    var cells: [(observed: Double, expected: Double)] = []
    var pending = (observed: 0.0, expected: 0.0)
    for (count, probability) in zip(observed, probabilities) {
      pending.observed += Double(count)
      pending.expected += probability * total
      if pending.expected >= minimumExpected {
        cells.append(pending)
        pending = (0, 0)
      }
    }
    // What is left at the end (expecting fewer than the minimum) joins the last cell.
    if pending.expected > 0 || pending.observed > 0 {
      if cells.isEmpty {
        cells.append(pending)
      } else {
        cells[cells.count - 1].observed += pending.observed
        cells[cells.count - 1].expected += pending.expected
      }
    }
    guard cells.count >= 2 else { return nil }
    return (pearson(observed: cells.map(\.observed), expected: cells.map(\.expected)), cells.count - 1)
  }
}
