import CardKit
import Foundation

/// How decoding failed: the `DecodingError` case, the coding path as dotted keys, and the debug description.
struct DecodingFailure: Equatable, CustomStringConvertible {
  var kind: String
  var path: String
  var message: String

  var description: String { "\(kind) at '\(path)': \(message)" }
}

extension DecodingFailure {
  /// A `dataCorrupted` failure with `message` at `path`, by default the top: how a bad card, rank, suit or joker fails.
  static func dataCorrupted(_ message: String, at path: String = "") -> DecodingFailure {
    DecodingFailure(kind: "dataCorrupted", path: path, message: message)
  }
}

/// Decodes `json` as `T` and returns how it failed, or `nil` when it decoded.
func decodingFailure<T: Decodable>(_ type: T.Type, from json: String) -> DecodingFailure? {
  do {
    _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
    return nil
  } catch let error as DecodingError {
    let (kind, context): (String, DecodingError.Context) =
      switch error {
      case .dataCorrupted(let context): ("dataCorrupted", context)
      case .keyNotFound(_, let context): ("keyNotFound", context)
      case .typeMismatch(_, let context): ("typeMismatch", context)
      case .valueNotFound(_, let context): ("valueNotFound", context)
      @unknown default: ("unknown", DecodingError.Context(codingPath: [], debugDescription: "\(error)"))
      }
    return DecodingFailure(
      kind: kind, path: context.codingPath.map(\.stringValue).joined(separator: "."),
      message: context.debugDescription)
  } catch {
    return DecodingFailure(kind: "not a DecodingError", path: "", message: "\(error)")
  }
}

/// `value` encoded as JSON with sorted keys, as text.
func json(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// `text` decoded from JSON as `T`.
func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
  try JSONDecoder().decode(T.self, from: Data(text.utf8))
}

/// Cards from their ASCII forms ("AS 10H"); the test data is written by hand in that form.
func cards(_ text: String) -> [Card] {
  text.split(separator: " ").map { Card($0)! }
}

/// Cards and jokers from their codes ("AS 10H RJ"); the test data is written by hand in that form.
func jokerCards(_ text: String) -> [CardOrJoker] {
  text.split(separator: " ").map { CardOrJoker($0)! }
}
