extension KeyedDecodingContainer {
  /// Decodes the text at `key` (a spec, or a list of them) and reads it with `read`, whose refusal becomes a
  /// `DecodingError.dataCorrupted` at that key saying why.
  ///
  /// - Throws: The `DecodingError` of a missing or mistyped value, or `DecodingError.dataCorrupted` with the
  ///   refusal's description.
  func decode<Text: Decodable, Value, Failure: Error & CustomStringConvertible>(
    _ type: Text.Type, forKey key: Key, reading read: (Text) throws(Failure) -> Value
  ) throws -> Value {
    let text = try decode(type, forKey: key)
    do throws(Failure) {
      return try read(text)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
    }
  }
}
