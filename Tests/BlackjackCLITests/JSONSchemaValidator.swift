import Foundation

/// A small JSON Schema (2020-12) validator for the schemas of docs/schemas: it knows exactly the keywords those use
/// (`type`, with `integer` and `null` and lists of types, `properties`, `required`, `additionalProperties: false`,
/// `items`, `enum`, `const`, `minimum`, `$ref` to `#/$defs/…`) and the annotations (`$schema`, `$id`, `title`,
/// `description`, `$defs`). Any other keyword is an error, so that a schema cannot silently check less than it says.
struct JSONSchemaValidator {
  /// A schema the validator cannot apply faithfully.
  struct SchemaError: Error, CustomStringConvertible {
    var description: String
  }

  /// The keywords this validator applies or may ignore as annotations.
  static let knownKeywords: Set<String> = [
    "$schema", "$id", "title", "description", "$defs", "type", "properties", "required", "additionalProperties",
    "items", "enum", "const", "minimum", "$ref",
  ]

  /// The whole schema, for `$ref`.
  let root: [String: Any]

  /// A validator for `root`, a schema as JSONSerialization reads it.
  init(schema root: [String: Any]) {
    self.root = root
  }

  /// A validator for the schema in the file at `url`.
  init(contentsOf url: URL) throws {
    let value = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let object = value as? [String: Any] else {
      throw SchemaError(description: "\(url.lastPathComponent): a schema is an object")
    }
    self.init(schema: object)
  }

  /// The ways `document` breaks the schema, each with its JSON pointer; empty when it conforms. Throws when the
  /// schema uses a keyword this validator does not know or uses one wrongly.
  func problems(in document: Any) throws -> [String] {
    var problems: [String] = []
    try check(document, against: root, at: "", into: &problems)
    return problems
  }

  /// The JSON type names `value` has: an integral number is both `integer` and `number`.
  static func types(of value: Any) -> Set<String> {
    if type(of: value) == Bool.self { return ["boolean"] }
    if value is NSNull { return ["null"] }
    if value is String { return ["string"] }
    if value is [Any] { return ["array"] }
    if value is [String: Any] { return ["object"] }
    if let number = value as? NSNumber {
      if isBoolean(number) { return ["boolean"] }
      let double = number.doubleValue
      return double.rounded() == double && double.isFinite ? ["integer", "number"] : ["number"]
    }
    return []
  }

  /// Whether JSONSerialization read `number` from `true` or `false`.
  static func isBoolean(_ number: NSNumber) -> Bool {
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      let code = String(cString: number.objCType)
      return code == "c" || code == "B"
    #endif
  }

  /// Whether two JSON values are equal, as `enum` and `const` compare them.
  static func equal(_ left: Any, _ right: Any) -> Bool {
    let leftTypes = types(of: left)
    let rightTypes = types(of: right)
    if leftTypes.contains("number") && rightTypes.contains("number") {
      return (left as? NSNumber)?.doubleValue == (right as? NSNumber)?.doubleValue
    }
    guard leftTypes == rightTypes else { return false }
    switch left {
    case is NSNull: return true
    case let string as String: return string == right as? String
    case let flag as Bool: return flag == right as? Bool
    case let number as NSNumber: return number.boolValue == (right as? NSNumber)?.boolValue
    case let array as [Any]:
      guard let other = right as? [Any], other.count == array.count else { return false }
      return zip(array, other).allSatisfy { equal($0, $1) }
    case let object as [String: Any]:
      guard let other = right as? [String: Any], Set(other.keys) == Set(object.keys) else { return false }
      return object.allSatisfy { key, value in other[key].map { equal(value, $0) } ?? false }
    default: return false
    }
  }

  private func check(_ value: Any, against schema: [String: Any], at pointer: String, into problems: inout [String])
    throws
  {
    let unknown = Set(schema.keys).subtracting(Self.knownKeywords)
    guard unknown.isEmpty else {
      throw SchemaError(description: "\(pointer): unsupported keywords \(unknown.sorted())")
    }
    let place = pointer.isEmpty ? "/" : pointer
    if let reference = schema["$ref"] {
      guard let reference = reference as? String, reference.hasPrefix("#/$defs/"),
        let definitions = root["$defs"] as? [String: Any],
        let target = definitions[String(reference.dropFirst("#/$defs/".count))] as? [String: Any]
      else { throw SchemaError(description: "\(place): $ref \(schema["$ref"]!) names no #/$defs schema") }
      try check(value, against: target, at: pointer, into: &problems)
    }
    if let type = schema["type"] {
      let allowed: [String]
      if let one = type as? String {
        allowed = [one]
      } else if let many = type as? [String] {
        allowed = many
      } else {
        throw SchemaError(description: "\(place): type is a name or a list of names")
      }
      let known: Set<String> = ["null", "boolean", "integer", "number", "string", "array", "object"]
      guard Set(allowed).isSubset(of: known) else {
        throw SchemaError(description: "\(place): unknown type in \(allowed)")
      }
      if Self.types(of: value).isDisjoint(with: allowed) {
        problems.append("\(place): \(Self.types(of: value).sorted()) is not \(allowed.joined(separator: " or "))")
        return
      }
    }
    if let constant = schema["const"], !Self.equal(value, constant) {
      problems.append("\(place): \(value) is not the constant \(constant)")
    }
    if let choices = schema["enum"] {
      guard let choices = choices as? [Any] else { throw SchemaError(description: "\(place): enum is a list") }
      if !choices.contains(where: { Self.equal(value, $0) }) {
        problems.append("\(place): \(value) is not one of \(choices)")
      }
    }
    if let minimum = schema["minimum"] {
      guard let minimum = minimum as? NSNumber else {
        throw SchemaError(description: "\(place): minimum is a number")
      }
      if Self.types(of: value).contains("number"), let number = value as? NSNumber,
        number.doubleValue < minimum.doubleValue
      {
        problems.append("\(place): \(number) is below the minimum \(minimum)")
      }
    }
    if let object = value as? [String: Any] {
      try checkObject(object, against: schema, at: pointer, into: &problems)
    }
    if let array = value as? [Any], let items = schema["items"] {
      guard let items = items as? [String: Any] else { throw SchemaError(description: "\(place): items is a schema") }
      for (index, item) in array.enumerated() {
        try check(item, against: items, at: "\(pointer)/\(index)", into: &problems)
      }
    }
  }

  private func checkObject(
    _ object: [String: Any], against schema: [String: Any], at pointer: String, into problems: inout [String]
  ) throws {
    let place = pointer.isEmpty ? "/" : pointer
    let properties: [String: Any]
    if let given = schema["properties"] {
      guard let given = given as? [String: Any] else {
        throw SchemaError(description: "\(place): properties is an object")
      }
      properties = given
    } else {
      properties = [:]
    }
    if let required = schema["required"] {
      guard let required = required as? [String] else {
        throw SchemaError(description: "\(place): required is a list of names")
      }
      for name in required where object[name] == nil {
        problems.append("\(place): required property \(name) is missing")
      }
    }
    if let additional = schema["additionalProperties"] {
      guard Self.types(of: additional) == ["boolean"], (additional as? Bool) == false else {
        throw SchemaError(description: "\(place): only additionalProperties false is supported")
      }
      for name in object.keys.sorted() where properties[name] == nil {
        problems.append("\(place): property \(name) is not in the schema")
      }
    }
    for (name, value) in object.sorted(by: { $0.key < $1.key }) {
      guard let property = properties[name] else { continue }
      guard let property = property as? [String: Any] else {
        throw SchemaError(description: "\(place): the schema of \(name) is not an object")
      }
      try check(value, against: property, at: "\(pointer)/\(name)", into: &problems)
    }
  }
}
