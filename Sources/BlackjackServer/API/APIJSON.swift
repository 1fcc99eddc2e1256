#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The API's version and its JSON coding: compact, keys sorted, slashes unescaped.
public enum ServerAPI {
  /// The `schemaVersion` of every JSON body the server sends and accepts; raised when a field changes meaning or
  /// disappears (fields may be added without it).
  public static let schemaVersion = 1
}

/// Encoding and decoding the API's bodies.
public enum APIJSON {
  /// `value` as compact JSON with sorted keys.
  public static func encode(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every body is made of strings, whole numbers and flags, which always encode.
    return (try? Array(encoder.encode(value))) ?? Array("{}".utf8)
  }

  /// Decodes `bytes` as `type`.
  ///
  /// - Throws: ``APIError`` (400) with one line naming what is wrong: not JSON, not an object, a missing or mistyped
  ///   field, or a `schemaVersion` other than ``ServerAPI/schemaVersion``.
  public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws(APIError) -> Value {
    guard !bytes.isEmpty else { throw APIError(status: 400, "the request has no body; send a JSON object") }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw APIError(status: 400, "the request body is not UTF-8 text; send a JSON object")
    }
    do {
      let version = try JSONDecoder().decode(VersionProbe.self, from: Data(bytes))
      guard version.schemaVersion == ServerAPI.schemaVersion else {
        throw APIError(
          status: 400,
          "schemaVersion \(version.schemaVersion) is not supported; this server reads schemaVersion"
            + " \(ServerAPI.schemaVersion)")
      }
      return try JSONDecoder().decode(type, from: Data(bytes))
    } catch let error as APIError {
      throw error
    } catch let error as DecodingError {
      throw APIError(status: 400, "the request body is not valid: \(describe(error))")
    } catch {
      throw APIError(status: 400, "the request body is not valid JSON")
    }
  }

  /// Decodes a response body as `type` (the client's side: no schema check beyond the type's own).
  public static func decodeResponse<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    try JSONDecoder().decode(type, from: Data(bytes))
  }

  /// A decoding error in a few words: which field, and what was wrong.
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let names = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return names.isEmpty ? "the body" : "'" + names.joined(separator: ".") + "'"
    }
    switch error {
    case .keyNotFound(let key, _): return "the field '\(key.stringValue)' is missing"
    case .typeMismatch(let type, let context): return "\(path(context)) is not \(typeName(type))"
    case .valueNotFound(let type, let context): return "\(path(context)) is null; expected \(typeName(type))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "it is not a JSON object" : "\(path(context)) is not valid: \(context.debugDescription)"
    @unknown default: return "it does not match the expected fields"
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "a whole number"
    case is Bool.Type: "true or false"
    default: "the expected type"
    }
  }

  /// Reads only the `schemaVersion` of a body.
  private struct VersionProbe: Decodable {
    var schemaVersion: Int
  }
}
