/// Parses counts written the way people write large numbers: `1000000`, `250k`, `10M`, `2.5M`, `1e9`, `1G`.
enum RoundCount {
  /// The largest count accepted.
  static let maximum = 1_000_000_000_000

  /// The count `text` names, or `nil` unless it is a whole number from 1 to ``maximum``.
  static func parse(_ text: String) -> Int? {
    let lowered = text.lowercased().replacingUnderscores()
    guard !lowered.isEmpty, lowered.count <= 24 else { return nil }
    var mantissa = Substring(lowered)
    var scale = 1.0
    if let last = mantissa.last, let multiplier = ["k": 1e3, "m": 1e6, "g": 1e9, "b": 1e9][last] {
      scale = multiplier
      mantissa = mantissa.dropLast()
    }
    var exponent = 0
    if let e = mantissa.firstIndex(of: "e") {
      guard let value = Int(mantissa[mantissa.index(after: e)...]), (0...12).contains(value) else { return nil }
      exponent = value
      mantissa = mantissa[..<e]
    }
    guard !mantissa.isEmpty, mantissa.allSatisfy({ $0.isNumber || $0 == "." }),
      mantissa.filter({ $0 == "." }).count <= 1, mantissa != ".", let base = Double(mantissa)
    else { return nil }
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    let value = base * scale * power
    guard value >= 1, value <= Double(maximum), value == value.rounded() else { return nil }
    return Int(value)
  }
}

extension String {
  /// The string without `_` digit separators.
  fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
