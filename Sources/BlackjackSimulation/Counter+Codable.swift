import BlackjackCounting
import BlackjackEngine

extension Counter: Decodable {
  /// The settings' keys, which the synthesised `encode(to:)` writes too: every setting, the system, ramps and indices
  /// in the notation their options take.
  enum CodingKeys: String, CodingKey {
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
}
