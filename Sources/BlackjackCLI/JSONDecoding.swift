#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decoding the JSON files the commands read (parts, survey directories), and why one does not decode, in words.
enum JSONDecoding {
  /// Decodes `bytes` as a `Value`, with the Foundation of the platform.
  static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    try JSONDecoder().decode(type, from: Data(bytes))
  }

  /// A decoding or reading error in one line: the field that is missing, null or of another kind, by its path
  /// ("stats.rounds"), or, for a document that does not read at all, what may be wrong with it (never Foundation's
  /// debug description).
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
      let keys = context.codingPath + (key.map { [$0] } ?? [])
      return keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
        .description
    }
    switch error {
    case .keyNotFound(let key, let context): return "'\(path(context, key))' is missing"
    case .valueNotFound(_, let context): return "'\(path(context))' is null"
    case .typeMismatch(let type, let context): return "'\(path(context))' is not \(kind(type))"
    case .dataCorrupted(let context):
      // At the top, the decoder's own words are "The given data was not valid JSON.", for a number out of range too.
      return context.codingPath.isEmpty
        ? "it does not read as JSON (not JSON, cut short, or a number too large)"
        : "'\(path(context))': \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }

  /// What a JSON value of `type` is, for messages: "a number", "text".
  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type, is Double.Type: "a number"
    case is String.Type: "text"
    case is Bool.Type: "true or false"
    default: "what the format expects"
    }
  }
}
