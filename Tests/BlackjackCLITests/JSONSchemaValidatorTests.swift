import Foundation
import Testing

/// The test suite's JSON Schema validator on hand-written schemas and documents: those that must pass, those that
/// must fail for each keyword, and schemas it must refuse.
@Suite("JSONSchema validator")
struct JSONSchemaValidatorTests {
  /// A hand-written schema using every keyword the validator supports.
  static let schema = """
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "a test",
      "type": "object",
      "required": ["schemaVersion", "name", "count", "kind", "items"],
      "additionalProperties": false,
      "properties": {
        "schemaVersion": { "const": 1 },
        "name": { "type": "string" },
        "count": { "type": "integer", "minimum": 0 },
        "ratio": { "type": "number" },
        "seed": { "type": ["string", "null"] },
        "flag": { "type": "boolean" },
        "kind": { "enum": ["a", "b"] },
        "items": { "type": "array", "items": { "$ref": "#/$defs/item" } }
      },
      "$defs": {
        "item": {
          "type": "object", "required": ["x"], "additionalProperties": false,
          "properties": { "x": { "type": "number", "minimum": 0 } }
        }
      }
    }
    """

  /// `text` read by JSONSerialization, as the binary's output is.
  static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// What the validator finds wrong with `document` under `schema`.
  static func problems(_ document: String, schema: String = schema) throws -> [String] {
    let schema = try #require(try json(schema) as? [String: Any])
    return try JSONSchemaValidator(schema: schema).problems(in: json(document))
  }

  @Test(
    "documents that conform pass",
    arguments: [
      #"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "a", "items": []}"#,
      #"{"schemaVersion": 1, "name": "", "count": 0, "kind": "b", "items": [{"x": 0.5}, {"x": 2}], "ratio": 3,"#
        + #" "seed": null, "flag": false}"#,
      #"{"schemaVersion": 1.0, "name": "n", "count": 3.0, "kind": "a", "items": [], "seed": "7", "flag": true}"#,
    ])
  func conforming(document: String) throws {
    #expect(try Self.problems(document) == [])
  }

  @Test(
    "documents that break the schema fail, saying where",
    arguments: [
      (#"{"name": "n", "count": 3, "kind": "a", "items": []}"#, "/: required property schemaVersion is missing"),
      (#"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "a", "items": [], "extra": 1}"#, "/: property extra"),
      (#"{"schemaVersion": 1, "name": 5, "count": 3, "kind": "a", "items": []}"#, "/name: [\"integer\", \"number\"]"),
      (#"{"schemaVersion": 1, "name": "n", "count": 3.5, "kind": "a", "items": []}"#, "/count: [\"number\"] is not"),
      (#"{"schemaVersion": 1, "name": "n", "count": true, "kind": "a", "items": []}"#, "/count: [\"boolean\"]"),
      (#"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "a", "items": [], "flag": 1}"#, "/flag: [\"integer\""),
      (#"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "a", "items": [], "seed": 7}"#, "/seed:"),
      (#"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "c", "items": []}"#, "/kind: c is not one of"),
      (#"{"schemaVersion": 2, "name": "n", "count": 3, "kind": "a", "items": []}"#, "/schemaVersion: 2 is not the"),
      (#"{"schemaVersion": "1", "name": "n", "count": 3, "kind": "a", "items": []}"#, "/schemaVersion: 1 is not"),
      (#"{"schemaVersion": 1, "name": "n", "count": -1, "kind": "a", "items": []}"#, "/count: -1 is below"),
      (#"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "a", "items": [{"x": -1}]}"#, "/items/0/x: -1 is"),
      (#"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "a", "items": [{}]}"#, "/items/0: required property x"),
      (#"{"schemaVersion": 1, "name": "n", "count": 3, "kind": "a", "items": {}}"#, "/items: [\"object\"]"),
      (#"[]"#, "/: [\"array\"] is not object"),
    ])
  func breaking(document: String, problem: String) throws {
    let problems = try Self.problems(document)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix(problem) == true, "\(problems)")
  }

  @Test(
    "a schema with a keyword the validator does not apply is refused, not half applied",
    arguments: [
      #"{"type": "string", "maxLength": 3}"#,
      #"{"type": "object", "additionalProperties": true}"#,
      #"{"type": "object", "additionalProperties": {"type": "string"}}"#,
      #"{"type": "integr"}"#,
      ##"{"$ref": "#/$defs/missing"}"##,
      #"{"type": "object", "properties": {"a": {"pattern": "x"}}}"#,
    ])
  func refusesUnknownKeywords(schema: String) throws {
    #expect(throws: JSONSchemaValidator.SchemaError.self) {
      try Self.problems(#"{"a": "abcdef"}"#, schema: schema)
    }
  }
}
