/// An optional report field that is written as JSON `null` when it has no value, instead of being left out (as
/// `Encodable` leaves out an `Optional`): for a figure that exists but does not apply, such as a losing game's
/// SCORE, so that a reader sees the field and its absence of value.
@propertyWrapper
struct ExplicitNull<Value: Encodable & Sendable>: Encodable, Sendable {
  /// The value, or `nil` for `null`.
  var wrappedValue: Value?

  /// A field holding `wrappedValue`.
  init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

  /// Writes the value, or `null`.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
  }
}
