import BlackjackText

/// How coordinates and lengths are written in SVG: rounded to hundredths, without trailing zeros ("12.5", "3",
/// "-0.25"), and never "-0". Fixed-point through ``BlackjackText/DecimalFormat`` so that the same numbers always
/// write the same bytes.
package enum SVGNumber {
  /// `value` as SVG text; a value that is not finite is written "0".
  package static func text(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = DecimalFormat.fixed(value, digits: 2)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
