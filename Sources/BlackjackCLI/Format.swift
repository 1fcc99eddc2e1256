/// Number formatting for reports, without Foundation.
enum Format {
  /// `value` with exactly `digits` decimals: `fixed(3.14159, digits: 2)` is "3.14".
  static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let fractionText = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
  }

  /// Like ``fixed(_:digits:)`` with a leading "+" for positive values.
  static func signed(_ value: Double, digits: Int) -> String {
    let text = fixed(value, digits: digits)
    return value > 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "+" + text : text
  }

  /// A percentage with `digits` decimals and a "%" sign.
  static func percent(_ value: Double, digits: Int) -> String { fixed(value, digits: digits) + "%" }

  /// A whole number with thousands separators: "10,000,000".
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// A large count in short form: "950", "12.5k", "3.40M", "1.20G".
  static func count(_ value: Int) -> String { rate(Double(value)) }

  /// A rate in short form: "950", "12.5k", "21.3M".
  static func rate(_ value: Double) -> String {
    switch value {
    case 1e9...: fixed(value / 1e9, digits: 2) + "G"
    case 1e6...: fixed(value / 1e6, digits: 2) + "M"
    case 1e3...: fixed(value / 1e3, digits: 1) + "k"
    default: fixed(value, digits: 0)
    }
  }

  /// Seconds as "m:ss" or "h:mm:ss".
  static func duration(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
  }
}
