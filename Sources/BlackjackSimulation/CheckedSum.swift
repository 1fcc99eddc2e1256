/// Adds two values field by field, noting whether any sum overflowed: statistics read from files are added with it,
/// so that a corrupt file is refused rather than trapping.
struct CheckedSum<Value> {
  private var value: Value
  private let other: Value
  private var overflowed = false

  /// Starts from `value`, to add `other` to it.
  init(_ value: Value, _ other: Value) {
    self.value = value
    self.other = other
  }

  /// Adds `other`'s field to the value's.
  mutating func add(_ field: WritableKeyPath<Value, Int>) {
    let (sum, overflow) = value[keyPath: field].addingReportingOverflow(other[keyPath: field])
    value[keyPath: field] = sum
    overflowed = overflowed || overflow
  }

  /// Adds `other`'s 128-bit field to the value's.
  mutating func add(_ field: WritableKeyPath<Value, Int128>) {
    let (sum, overflow) = value[keyPath: field].addingReportingOverflow(other[keyPath: field])
    value[keyPath: field] = sum
    overflowed = overflowed || overflow
  }

  /// The sums, or `nil` if one overflowed.
  var result: Value? { overflowed ? nil : value }
}
