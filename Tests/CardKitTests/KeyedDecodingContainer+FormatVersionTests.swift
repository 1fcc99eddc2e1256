import CardKit
import Foundation
import Testing

/// A format of someone else's that checks its version with CardKit's helper.
private struct Saved: Decodable {
  enum CodingKeys: String, CodingKey { case formatVersion }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(forKey: .formatVersion, of: "Saved", supported: 3, reader: "MyGame")
  }
}

@Suite("KeyedDecodingContainer.decodeFormatVersion")
struct KeyedDecodingContainerFormatVersionTests {
  /// The debug description of the `DecodingError.dataCorrupted` decoding `json` throws, and the key it names.
  func refusal(_ json: String) -> (message: String, key: String)? {
    do {
      _ = try JSONDecoder().decode(Saved.self, from: Data(json.utf8))
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return (context.debugDescription, context.codingPath.map(\.stringValue).joined(separator: "."))
    } catch {
      return ("\(error)", "")
    }
  }

  @Test("the supported version decodes")
  func supported() throws {
    _ = try JSONDecoder().decode(Saved.self, from: Data(#"{"formatVersion": 3}"#.utf8))
  }

  @Test("any other version is refused at its key, naming the type, the version and what the reader reads")
  func otherVersions() {
    for version in [0, 2, 4] {
      let refused = refusal(#"{"formatVersion": \#(version)}"#)
      #expect(refused?.message == "Saved formatVersion \(version) is not supported; this MyGame reads formatVersion 3")
      #expect(refused?.key == "formatVersion")
    }
  }

  @Test("a missing version or one that is not an integer is the decoder's own error")
  func missingOrNotAnInteger() {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Saved.self, from: Data("{}".utf8)) }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Saved.self, from: Data(#"{"formatVersion": "3"}"#.utf8))
    }
  }
}
