extension SQLValue {
  /// The value as a whole number: the integer, a real truncated toward zero (0 when out of range), text that reads
  /// as a whole number, else 0.
  package var int: Int {
    switch self {
    case .integer(let number): number
    case .real(let number): Int(exactly: number.rounded(.towardZero)) ?? 0
    case .text(let text): Int(text) ?? 0
    case .null: 0
    }
  }

  /// The value as a whole number, or `nil` for NULL and for text or a real that is no 64-bit whole number.
  package var optionalInt64: Int64? {
    switch self {
    case .integer(let number): Int64(number)
    case .real(let number): Int64(exactly: number.rounded(.towardZero))
    case .text(let text): Int64(text)
    case .null: nil
    }
  }

  /// The value as text (a number in Swift's spelling), or `nil` for NULL.
  package var string: String? {
    switch self {
    case .text(let text): text
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .null: nil
    }
  }

  /// The value as a number, or `nil` for NULL and for text that is not a number.
  package var double: Double? {
    switch self {
    case .real(let number): number
    case .integer(let number): Double(number)
    case .text(let text): Double(text)
    case .null: nil
    }
  }
}
