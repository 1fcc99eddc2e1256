extension CountRamp: Codable {
  private enum CodingKeys: String, CodingKey {
    case below, steps
  }

  /// Reads a ramp written by ``encode(to:)``: `{"below": 1, "steps": "1:1 2:2 3:4"}` (`""` for a flat ramp).
  ///
  /// - Throws: `DecodingError.dataCorrupted` for steps that do not read as a ramp (see ``init(spec:below:what:allowed:)``)
  ///   or a value below the lowest step's above it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let below = try container.decode(Int.self, forKey: .below)
    self = try container.decode(String.self, forKey: .steps) { steps throws(CountRampError) -> CountRamp in
      guard !steps.allSatisfy(\.isWhitespace) else { return .flat(below) }
      return try CountRamp(spec: steps, below: below, what: "values", allowed: Int.min...Int.max)
    }
    guard self.below == below else {
      throw DecodingError.dataCorruptedError(
        forKey: .below, in: container, debugDescription: "the value below the ramp (\(below)) is above its first step")
    }
  }

  /// Writes the ramp as the value below its lowest key and its steps as ``spec`` writes them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(below, forKey: .below)
    try container.encode(steps.isEmpty ? "" : spec, forKey: .steps)
  }
}
