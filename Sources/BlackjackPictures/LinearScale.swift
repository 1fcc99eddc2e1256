/// A linear map from data values (the domain) to picture coordinates (the range).
package struct LinearScale: Hashable, Sendable {
  /// The lowest and highest data values.
  package var domain: ClosedRange<Double>
  /// The coordinates the ends of the domain map to; `range.0` may be above `range.1` (a y axis grows upwards).
  package var start: Double
  /// The coordinate of the domain's upper bound.
  package var end: Double

  /// A scale from `domain` to the coordinates `start` … `end`. An empty domain is widened by one either side.
  package init(domain: ClosedRange<Double>, from start: Double, to end: Double) {
    self.domain = domain.lowerBound < domain.upperBound ? domain : (domain.lowerBound - 1)...(domain.upperBound + 1)
    self.start = start
    self.end = end
  }

  /// The coordinate of `value` (values outside the domain map outside the range).
  package func callAsFunction(_ value: Double) -> Double {
    start + (value - domain.lowerBound) / (domain.upperBound - domain.lowerBound) * (end - start)
  }

  /// The coordinate of `value`, clamped to the range.
  package func clamped(_ value: Double) -> Double {
    self(min(max(value, domain.lowerBound), domain.upperBound))
  }
}
