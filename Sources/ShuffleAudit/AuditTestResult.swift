/// The outcome of one statistical test of the audit: its statistic, degrees of freedom and p-value.
///
/// Every test is reported as a chi-square statistic: goodness-of-fit tests directly, and tests of a normal
/// statistic z as z² with one degree of freedom (the two-sided p-value of z).
public struct AuditTestResult: Sendable, Equatable {
  /// A stable identifier for machine-readable output: "cardPosition", "colourRuns", …
  public var id: String
  /// What was tested, in a few words: "card at each position".
  public var name: String
  /// What the statistic is made of, and any scaling applied to it.
  public var detail: String
  /// The chi-square statistic.
  public var statistic: Double
  /// The degrees of freedom of its chi-square distribution under a fair shuffle.
  public var degreesOfFreedom: Int
  /// The upper-tail p-value: the probability that a fair shuffle gives a statistic at least this large.
  public var pValue: Double
  /// A plain quantity behind the statistic beside its expectation (the mean number of runs, the mean
  /// correlation), or `nil`.
  public var measure: AuditMeasure?

  /// Creates a result, computing the p-value from the statistic and degrees of freedom.
  public init(
    id: String, name: String, detail: String, statistic: Double, degreesOfFreedom: Int, measure: AuditMeasure? = nil
  ) {
    self.id = id
    self.name = name
    self.detail = detail
    self.statistic = statistic
    self.degreesOfFreedom = degreesOfFreedom
    self.measure = measure
    pValue = ChiSquare.survival(statistic, degreesOfFreedom: degreesOfFreedom)
  }

  /// Creates the result of a test of a normal statistic `z`, reported as z² with one degree of freedom.
  init(id: String, name: String, detail: String, z: Double, measure: AuditMeasure) {
    self.init(id: id, name: name, detail: detail, statistic: z * z, degreesOfFreedom: 1, measure: measure)
  }

  /// Whether the test passes at significance level `alpha`: its p-value is at least `alpha`.
  public func passes(at alpha: Double) -> Bool { pValue >= alpha }
}

/// A quantity a test measured, beside its value under a fair shuffle.
public struct AuditMeasure: Sendable, Equatable {
  /// What was measured: "mean runs per deck".
  public var name: String
  /// The value measured.
  public var observed: Double
  /// Its expectation for a fair shuffle.
  public var expected: Double
}
