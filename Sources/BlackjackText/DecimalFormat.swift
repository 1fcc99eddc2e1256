/// Number formatting for everything the package prints, without Foundation: fixed decimals, signs, percentages,
/// thousands separators, short counts and durations.
///
/// The one decimal formatter of the package: money (integer cents), expected values and rates all go through
/// ``fixed(scaled:digits:)``, so that rounding and signs read the same everywhere.
package enum DecimalFormat {
  /// A whole number of `10^-digits` units as a decimal with exactly `digits` decimals: `fixed(scaled: -750,
  /// digits: 2)` is "-7.50", `fixed(scaled: 5, digits: 2)` is "0.05".
  package static func fixed(scaled value: Int, digits: Int) -> String {
    let sign = value < 0 ? "-" : ""
    let magnitude = value.magnitude
    guard digits > 0 else { return sign + String(magnitude) }
    var unit: UInt = 1
    for _ in 0..<digits { unit *= 10 }
    let fraction = String(magnitude % unit)
    return sign + String(magnitude / unit) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// `value` rounded to exactly `digits` decimals (half away from zero): `fixed(3.14159, digits: 2)` is "3.14",
  /// `fixed(-0.001, digits: 2)` is "0.00". Non-finite values print as Swift prints them ("inf", "nan").
  package static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 9e18 else { return "\(value)" }
    return fixed(scaled: Int(scaled), digits: digits)
  }

  /// Shares of a whole (fractions adding up to 1) as percentages with exactly `digits` decimals that add up to
  /// exactly 100 (largest remainders: each share rounded down, the units left over given to the largest
  /// remainders): `shares([1 / 3, 1 / 3, 1 / 3], digits: 2)` is "33.34", "33.33", "33.33". Non-finite or negative
  /// shares, or ones not adding up to 1 within a thousandth, are each rounded alone.
  package static func shares(_ fractions: [Double], digits: Int) -> [String] {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let whole = 100 * scale
    let sum = fractions.reduce(0, +)
    guard fractions.allSatisfy({ $0.isFinite && $0 >= 0 }), abs(sum - 1) < 1e-3, whole < 9e15 else {
      return fractions.map { fixed($0 * 100, digits: digits) }
    }
    let scaled = fractions.map { $0 / sum * whole }
    var units = scaled.map { Int($0.rounded(.down)) }
    let left = Int(whole) - units.reduce(0, +)
    let order = scaled.indices.sorted { scaled[$0] - Double(units[$0]) > scaled[$1] - Double(units[$1]) }
    for index in order.prefix(max(0, left)) { units[index] += 1 }
    return units.map { fixed(scaled: $0, digits: digits) }
  }

  /// Like ``fixed(_:digits:)`` with a leading "+" when the rounded value is above zero: "+0.25", "-1.50", "0.00".
  package static func signed(_ value: Double, digits: Int) -> String {
    let text = fixed(value, digits: digits)
    return text.contains(where: { $0 != "0" && $0 != "." && $0 != "-" }) && !text.hasPrefix("-") ? "+" + text : text
  }

  /// A whole number of `10^-digits` units with a leading "+" when above zero: "+12.50", "-7.50", "0.00".
  package static func signed(scaled value: Int, digits: Int) -> String {
    (value > 0 ? "+" : "") + fixed(scaled: value, digits: digits)
  }

  /// A percentage with `digits` decimals and a "%" sign: "42.5%".
  package static func percent(_ value: Double, digits: Int) -> String { fixed(value, digits: digits) + "%" }

  /// A whole number with thousands separators: "10,000,000".
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// `value` rounded to a whole number, with thousands separators: "38,416"; beyond what 64 bits hold, and for
  /// values that are not finite, as Swift prints the value ("1.2e+28", "inf").
  package static func grouped(_ value: Double) -> String {
    let rounded = value.rounded()
    guard rounded.isFinite, abs(rounded) < 9e18 else { return "\(value)" }
    return grouped(Int(rounded))
  }

  /// A large number in short form: "950", "12.5k", "21.30M", "1.20G".
  package static func compact(_ value: Double) -> String {
    switch value {
    case 1e9...: fixed(value / 1e9, digits: 2) + "G"
    case 1e6...: fixed(value / 1e6, digits: 2) + "M"
    case 1e3...: fixed(value / 1e3, digits: 1) + "k"
    default: fixed(value, digits: 0)
    }
  }

  /// Seconds as "m:ss" or "h:mm:ss".
  package static func duration(_ seconds: Double) -> String {
    let total = seconds.isFinite ? Int(max(0, seconds).rounded()) : 0
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
  }
}
