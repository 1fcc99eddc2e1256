extension SingleValueDecodingContainer {
  /// Decodes a value written as one string, a code such as "AS", "10", "S" or "RJ", parsing it with `parse`.
  ///
  /// Ranks and suits, which CardKit 0.1 encoded as their raw values, also read a number with `legacyNumber`.
  ///
  /// - Parameters:
  ///   - parse: Reads the string; `nil` for a string that is not such a value.
  ///   - rejection: The message for a string `parse` rejects.
  ///   - legacyNumber: How to read a number instead of a string, and the message for a number it rejects (or one
  ///     out of `UInt8`'s range); `nil` when only a string will do.
  ///   - notAString: The message when the value is neither a string nor, with `legacyNumber`, a number.
  /// - Throws: `DecodingError.dataCorrupted` with the message that applies.
  func decodeCode<Value>(
    parse: (String) -> Value?, rejection: (String) -> String,
    legacyNumber: (parse: (UInt8) -> Value?, rejection: (Int) -> String)? = nil, notAString: String
  ) throws -> Value {
    if let text = try? decode(String.self) {
      guard let value = parse(text) else {
        throw DecodingError.dataCorruptedError(in: self, debugDescription: rejection(text))
      }
      return value
    }
    if let legacyNumber, let number = try? decode(Int.self) {
      guard let value = UInt8(exactly: number).flatMap(legacyNumber.parse) else {
        throw DecodingError.dataCorruptedError(in: self, debugDescription: legacyNumber.rejection(number))
      }
      return value
    }
    throw DecodingError.dataCorruptedError(in: self, debugDescription: notAString)
  }
}
