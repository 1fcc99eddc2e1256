import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ticks of an axis: round numbers 1, 2 or 5 × 10ⁿ apart that cover the data, and the axis's domain from the
/// first tick to the last.
package struct AxisTicks: Hashable, Sendable {
  /// The tick values, ascending.
  package var values: [Double]
  /// The distance between ticks.
  package var step: Double
  /// The decimals a tick label needs (0 for whole steps).
  package var digits: Int

  /// About `count` ticks (at least two) covering `low` … `high`; `low == high` is widened by one either side.
  package init(covering low: Double, _ high: Double, count: Int = 5) {
    var (low, high) = (min(low, high), max(low, high))
    if !low.isFinite || !high.isFinite { (low, high) = (0, 1) }
    if low == high { (low, high) = (low - 1, high + 1) }
    let raw = (high - low) / Double(max(1, count))
    let magnitude = pow(10, floor(log10(raw)))
    let fraction = raw / magnitude
    let factor: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
    let step = factor * magnitude
    let first = floor(low / step + 1e-9)
    let last = ceil(high / step - 1e-9)
    self.step = step
    values = stride(from: first, through: last, by: 1).map { $0 * step }
    digits = max(0, Int(-floor(log10(step) + 1e-9)))
  }

  /// The domain from the first tick to the last.
  package var domain: ClosedRange<Double> { values[0]...values[values.count - 1] }

  /// A tick's label: "0.5", "-2", "10,000".
  package func label(_ value: Double) -> String {
    let rounded = abs(value) < step / 1e6 ? 0 : value
    if digits == 0 && abs(rounded) >= 10_000 { return DecimalFormat.grouped(Int(rounded.rounded())) }
    return DecimalFormat.fixed(rounded, digits: digits)
  }
}
