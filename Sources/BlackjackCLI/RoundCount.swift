import BlackjackText

/// Parses counts written the way people write large numbers: `1000000`, `250k`, `10M`, `2.5M`, `4.1M`, `1e9`, `1G`.
///
/// The text is read as an exact decimal (digits, an optional point, an optional exponent and an optional suffix k, M,
/// G or B), never through floating point, so `4.1M` is exactly 4,100,000 and `2.01k` is 2,010; a value that is not
/// a whole number of rounds (`1.5`, `2.0001k`) is refused.
enum RoundCount {
  /// The largest count accepted.
  static let maximum = 1_000_000_000_000
  /// ``maximum`` as messages write it: "1,000,000,000,000 (1e12)".
  static let maximumText = DecimalFormat.grouped(maximum) + " (1e12)"

  /// The count `text` names, or `nil` unless it is a whole number from 1 to ``maximum``.
  static func parse(_ text: String) -> Int? {
    let lowered = text.lowercased().filter { $0 != "_" }
    guard !lowered.isEmpty, lowered.count <= 24 else { return nil }
    var mantissa = Substring(lowered)
    // The power of ten the mantissa is multiplied by.
    var exponent = 0
    if let last = mantissa.last, let power = ["k": 3, "m": 6, "g": 9, "b": 9][last] {
      exponent += power
      mantissa = mantissa.dropLast()
    }
    if let e = mantissa.firstIndex(of: "e") {
      let digits = mantissa[mantissa.index(after: e)...]
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits), value <= 12 else {
        return nil
      }
      exponent += value
      mantissa = mantissa[..<e]
    }
    let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit)
    else { return nil }
    // The digits as one whole number, and the point moved right by `exponent` places.
    var digits = String(whole) + String(fraction)
    exponent -= fraction.count
    digits = String(digits.drop { $0 == "0" })
    if digits.isEmpty { return nil }  // zero
    while exponent < 0 {
      guard digits.last == "0" else { return nil }  // not a whole number
      digits.removeLast()
      exponent += 1
    }
    guard digits.count + exponent <= 13 else { return nil }
    guard let value = Int(digits + String(repeating: "0", count: exponent)), value <= maximum else { return nil }
    return value
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
