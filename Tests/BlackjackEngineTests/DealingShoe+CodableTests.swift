import BlackjackEngine
import CardKit
import Foundation
import Testing

@Suite("DealingShoe+Codable")
struct DealingShoeCodableTests {
  /// A six-deck shoe as `JSONEncoder` writes it, as a dictionary to edit.
  func encodedShoe() throws -> [String: Any] {
    let shoe = DealingShoe(rules: try Rules(spec: "6D S17"), generator: Xoshiro256StarStar(seed: 5))
    return try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(shoe)) as? [String: Any])
  }

  /// The debug description of the `DecodingError.dataCorrupted` decoding `json` throws, or nil when it decodes.
  func decodingError(_ json: [String: Any]) throws -> String? {
    do {
      _ = try JSONDecoder().decode(
        DealingShoe<Xoshiro256StarStar>.self, from: JSONSerialization.data(withJSONObject: json))
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    }
  }

  @Test("a shoe encoded decodes")
  func roundTrip() throws {
    #expect(try decodingError(encodedShoe()) == nil)
  }

  @Test("a lazy shoe decodes with its shuffled positions up to the cut card or none, and is refused with any other")
  func lazyShuffledPositions() throws {
    // Six decks at 75%: 312 × 0.75 = 234 cards before the cut card, the positions each shuffle shuffles.
    let shoe = DealingShoe(
      rules: try Rules(spec: "6D S17 PEN75"), generator: Xoshiro256StarStar(seed: 5), shufflingLazily: true)
    var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(shoe)) as? [String: Any])
    #expect(json["shuffledPrefix"] as? Int == 234)
    for prefix in [0, 234] {
      json["shuffledPrefix"] = prefix
      #expect(try decodingError(json) == nil)
    }
    for prefix in [1, 233, 235, 312] {
      json["shuffledPrefix"] = prefix
      #expect(
        try decodingError(json)
          == "shuffledPrefix \(prefix) is impossible for a shoe of 312 cards: a lazy shoe shuffles up to its cut card"
          + " (234), or nothing ahead (0)")
    }
  }

  @Test("a formatVersion other than 1 is refused in the words the engine has always used")
  func otherVersions() throws {
    var json = try encodedShoe()
    for version in [0, 2] {
      json["formatVersion"] = version
      #expect(
        try decodingError(json)
          == "DealingShoe formatVersion \(version) is not supported; this engine reads formatVersion 1")
    }
  }
}
