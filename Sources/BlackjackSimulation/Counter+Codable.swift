import BlackjackCounting
import BlackjackEngine

extension Counter: Codable {
  private enum CodingKeys: String, CodingKey {
    case system, estimate, rounding, ramp, spots, wongIn, wongOut, tableMinimum, tableMaximum, indices, otherSeats
    case seat
  }

  /// Reads a counter written by ``encode(to:)``, checked as ``validate()`` checks one.
  ///
  /// - Throws: `DecodingError` for a missing or malformed setting, or settings that do not make a table.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(system: try container.decode(CountingSystem.self, forKey: .system))
    estimate = try container.decode(DeckEstimate.self, forKey: .estimate)
    rounding = try container.decode(TrueCountRounding.self, forKey: .rounding)
    ramp = try container.decode(CountRamp.self, forKey: .ramp)
    spots = try container.decode(CountRamp.self, forKey: .spots)
    wongIn = try container.decodeIfPresent(Int.self, forKey: .wongIn)
    wongOut = try container.decodeIfPresent(Int.self, forKey: .wongOut)
    tableMinimum = try container.decode(Int.self, forKey: .tableMinimum)
    tableMaximum = try container.decode(Int.self, forKey: .tableMaximum)
    indices = try container.decodeIfPresent(IndexTable.self, forKey: .indices)
    otherSeats = try container.decode(Int.self, forKey: .otherSeats)
    seat = try container.decode(Int.self, forKey: .seat)
    do {
      try validate()
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Writes every setting; the system, ramps and indices in the notation their options take.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(system, forKey: .system)
    try container.encode(estimate, forKey: .estimate)
    try container.encode(rounding, forKey: .rounding)
    try container.encode(ramp, forKey: .ramp)
    try container.encode(spots, forKey: .spots)
    try container.encodeIfPresent(wongIn, forKey: .wongIn)
    try container.encodeIfPresent(wongOut, forKey: .wongOut)
    try container.encode(tableMinimum, forKey: .tableMinimum)
    try container.encode(tableMaximum, forKey: .tableMaximum)
    try container.encodeIfPresent(indices, forKey: .indices)
    try container.encode(otherSeats, forKey: .otherSeats)
    try container.encode(seat, forKey: .seat)
  }
}
