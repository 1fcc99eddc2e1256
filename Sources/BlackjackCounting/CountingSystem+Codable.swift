extension CountingSystem: Codable {
  /// Reads a system written by ``encode(to:)``: its ``spec``, a built-in name or custom tags.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the reason the spec could not be read.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let spec = try container.decode(String.self)
    do {
      self = try CountingSystem(spec: spec)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the system as its ``spec``: `"hilo"`, or `"A=-1 2=1 … T=-1"` for custom tags.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(spec)
  }
}
