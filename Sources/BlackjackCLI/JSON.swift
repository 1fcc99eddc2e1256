/// A JSON value, rendered deterministically (keys in the order given, numbers in their shortest exact form).
public indirect enum JSON: Sendable, Equatable {
  /// A number; non-finite values render as `null`.
  case number(Double)
  /// A whole number.
  case integer(Int)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSON])
  /// An object, keys in this order.
  case object([(String, JSON)])

  /// Compares two values, object keys in order.
  public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered == rhs.rendered }

  /// The value as compact JSON text.
  public var rendered: String {
    switch self {
    case .number(let value): value.isFinite ? "\(value)" : "null"
    case .integer(let value): "\(value)"
    case .string(let text): JSON.quote(text)
    case .bool(let value): value ? "true" : "false"
    case .null: "null"
    case .array(let items): "[" + items.map(\.rendered).joined(separator: ",") + "]"
    case .object(let pairs): "{" + pairs.map { JSON.quote($0.0) + ":" + $0.1.rendered }.joined(separator: ",") + "}"
    }
  }

  /// The value as indented JSON text, two spaces per level.
  public func pretty(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .array(let items) where !items.isEmpty:
      return "[\n" + items.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let pairs) where !pairs.isEmpty:
      let lines = pairs.map { inner + JSON.quote($0.0) + ": " + $0.1.pretty(indent: inner) }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    default:
      return rendered
    }
  }

  /// A JSON string literal with the required escapes.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
