extension KeyedDecodingContainer {
  /// Decodes the version number of an encoded format and fails unless it is the one version this code reads.
  ///
  /// CardKit's containers (``CardDeck``, ``Shoe``) start with a `formatVersion`, and so can your own saved values:
  /// call this first in `init(from:)`, so that a value written by a later version of your code is refused in one line
  /// rather than misread.
  ///
  /// ```swift
  /// try container.decodeFormatVersion(forKey: .formatVersion, of: "Table", supported: 1, reader: "MyGame")
  /// // for {"formatVersion": 2, …}: "Table formatVersion 2 is not supported; this MyGame reads formatVersion 1"
  /// ```
  ///
  /// - Parameters:
  ///   - key: the key of the version number, usually `formatVersion`.
  ///   - typeName: the type being decoded, as the error names it ("Shoe", "TableSnapshot").
  ///   - supported: the one version this code reads.
  ///   - reader: what reads it, as the error names it: "CardKit" (the default) for CardKit's own types, the name of
  ///     your library for its types.
  /// - Throws: `DecodingError.dataCorrupted` at `key` for any other version, described as "`typeName` formatVersion
  ///   `version` is not supported; this `reader` reads formatVersion `supported`"; the container's own
  ///   `DecodingError` when the key is missing or its value is not an integer.
  public func decodeFormatVersion(
    forKey key: Key, of typeName: String, supported: Int, reader: String = "CardKit"
  ) throws {
    let version = try decode(Int.self, forKey: key)
    guard version == supported else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription:
          "\(typeName) formatVersion \(version) is not supported; this \(reader) reads formatVersion \(supported)")
    }
  }
}
