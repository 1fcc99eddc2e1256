public import BlackjackCounting
import BlackjackEngine

/// A worked-out index: the deviation's expected gain at each true count, and the count from which it is the better
/// action, with its sampling error.
public struct GeneratedIndex: Hashable, Sendable {
  /// The mean gain at one true count.
  public struct Point: Hashable, Sendable {
    /// The true count (floored).
    public var count: Int
    /// The deviation's mean value less the alternative's, per initial bet (for insurance, the insurance bet's value
    /// per unit), over the shoes and two-card hands at this count.
    public var gain: Double
    /// The standard error of ``gain``.
    public var standardError: Double
    /// The deals averaged.
    public var deals: Int

    /// A point from its parts.
    public init(count: Int, gain: Double, standardError: Double, deals: Int) {
      self.count = count
      self.gain = gain
      self.standardError = standardError
      self.deals = deals
    }
  }

  /// The deviation.
  public var candidate: IndexCandidate
  /// The gains by true count.
  public var points: [Point]
  /// Where the fitted gain is zero: the deviation is better above it when ``deviationAbove``, below it otherwise;
  /// `nil` when the gain does not change sign over the counts sampled.
  public var crossing: Double?
  /// The standard error of ``crossing`` (from the gains' sampling errors).
  public var crossingError: Double?
  /// Whether the deviation is the better action at counts above the crossing.
  public var deviationAbove: Bool

  /// Fits the gains of `points` near their first change of sign with a straight line, weighted by their errors.
  public init(candidate: IndexCandidate, points: [Point]) {
    self.candidate = candidate
    self.points = points
    crossing = nil
    crossingError = nil
    deviationAbove = (points.last?.gain ?? 0) > (points.first?.gain ?? 0)
    guard let change = points.indices.dropLast().first(where: { (points[$0].gain > 0) != (points[$0 + 1].gain > 0) })
    else { return }
    let window = points[max(0, change - 2)...min(points.count - 1, change + 3)]
    // Weighted least squares gain = a + b·count, weights 1/error² (errors floored so that none dominates). The
    // window holds at least the two points around the change, so it has a largest error.
    let floor = max(1e-6, window.map(\.standardError).max()! * 0.05)
    var sw = 0.0
    var sx = 0.0
    var sy = 0.0
    var sxx = 0.0
    var sxy = 0.0
    for point in window {
      let w = 1 / pow2(max(point.standardError, floor))
      let x = Double(point.count)
      sw += w
      sx += w * x
      sy += w * point.gain
      sxx += w * x * x
      sxy += w * x * point.gain
    }
    let determinant = sw * sxx - sx * sx
    guard determinant > 0 else { return }
    let slope = (sw * sxy - sx * sy) / determinant
    let intercept = (sxx * sy - sx * sxy) / determinant
    guard slope != 0 else { return }
    let zero = -intercept / slope
    // Var(a + b t) = (sxx − 2 t sx + t² sw) / determinant; divided by b² for the crossing.
    let variance = (sxx - 2 * zero * sx + zero * zero * sw) / determinant
    crossing = zero
    crossingError = variance.squareRoot() / abs(slope)
    deviationAbove = slope > 0
  }

  /// The index: the first whole true count on the deviation's side of the crossing (the published convention, with
  /// floored true counts: play it at or above the index, or below it).
  public var index: Int? { crossing.map { Int($0.rounded(.up)) } }

  /// The index play an index file holds: `16vT S >= 0`, `13v2 H < -1`, `insurance >= 3`; `nil` without a crossing.
  public var play: IndexPlay? {
    guard let index else { return nil }
    let comparison: IndexPlay.Comparison = deviationAbove ? .atLeast : .below
    guard let hand = candidate.hand else { return .insurance(comparison, index) }
    return IndexPlay(hand, against: candidate.upCard, candidate.deviation, comparison, index)
  }
}

/// The square of a number.
private func pow2(_ x: Double) -> Double { x * x }
