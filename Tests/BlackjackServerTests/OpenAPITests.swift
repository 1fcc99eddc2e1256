import Testing

@testable import BlackjackServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The OpenAPI document (written by hand) against the routes the server answers, over HTTP: every route served is
/// described, every operation described answers with a status it describes and a body its schema describes, and
/// paths it does not describe are 404.
@Suite struct OpenAPITests {
  /// The document the server serves, as JSON objects.
  static func document(from server: TestServer) throws -> [String: Any] {
    let connection = try RawConnection(port: server.url.port)
    connection.send(RawConnection.request("GET", "/openapi.json"))
    let response = try #require(connection.response())
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/json")
    return try #require(try JSONValue.parse(response.body) as? [String: Any])
  }

  @Test func everyRouteIsDescribedAndEveryDescribedRouteAnswers() throws {
    let server = try TestServer()
    defer { server.stop() }
    let document = try Self.document(from: server)
    #expect(document["openapi"] as? String == "3.1.0")
    let paths = try #require(document["paths"] as? [String: [String: Any]])
    var described = Set<String>()
    for (path, operations) in paths {
      for method in operations.keys { described.insert("\(method.uppercased()) \(path)") }
    }
    #expect(described == Set(Route.all.map(\.description)))
    let validator = SchemaValidator(document: document)

    // Every operation, called as a client would, answers a described status with a described body.
    let player = try TestPlayer("described", on: server)
    try player.playUntilMidRound()
    // A player who sits down at the prompt (play --server): the sitting down is the table's first change.
    let prompter = try TestPlayer("prompter", on: server)
    let promptHeaders = [("Content-Type", "application/json"), ("Authorization", "Bearer \(prompter.token)")]
    let style = PromptStyle(ascii: true, color: false)
    let calls: [(String, String, [(String, String)], [UInt8])] = [
      ("GET", "/", [], []), ("GET", "/?period=day&page=1&perPage=5", [], []), ("GET", "/healthz", [], []),
      ("GET", "/version", [], []), ("GET", "/openapi.json", [], []),
      (
        "POST", "/v1/players", [("Content-Type", "application/json")],
        APIJSON.encode(RegistrationRequest(name: "other"))
      ),
      ("GET", "/v1/table", [("Authorization", "Bearer \(player.token)")], []),
      (
        "POST", "/v1/table/lines", [("Content-Type", "application/json"), ("Authorization", "Bearer \(player.token)")],
        APIJSON.encode(
          LineRequest(
            sequence: player.sequence, line: EngineTableSessionTests.nextLine(player.lastReply!.table, round: 0)))
      ),
      ("POST", "/v1/prompt", promptHeaders, APIJSON.encode(PromptSitRequest(style: style))),
      (
        "POST", "/v1/prompt/lines", promptHeaders,
        APIJSON.encode(PromptLineRequest(sequence: 1, line: "bet 10", style: style))
      ),
      (
        "POST", "/v1/prompt/lines", promptHeaders,
        APIJSON.encode(PromptLineRequest(sequence: 9, line: "hit", style: style))
      ),
      ("POST", "/v1/prompt", promptHeaders, APIJSON.encode(PromptSitRequest(style: style, seats: 9))),
      ("GET", "/v1/leaderboard?period=week", [], []),
      // Failures each operation describes.
      ("GET", "/?period=year", [], []), ("GET", "/v1/leaderboard?page=0", [], []),
      ("POST", "/v1/players", [("Content-Type", "application/json")], Array("{".utf8)),
      ("POST", "/v1/players", [("Content-Type", "text/plain")], Array("{}".utf8)),
      (
        "POST", "/v1/players", [("Content-Type", "application/json")],
        APIJSON.encode(RegistrationRequest(name: "other"))
      ),
      ("GET", "/v1/table", [], []),
      (
        "POST", "/v1/table/lines", [("Content-Type", "application/json"), ("Authorization", "Bearer \(player.token)")],
        APIJSON.encode(LineRequest(sequence: 0, line: "stand"))
      ),
    ]
    var statuses: [String: Set<Int>] = [:]
    for (method, target, headers, body) in calls {
      let connection = try RawConnection(port: server.url.port)
      connection.send(RawConnection.request(method, target, headers: headers, body: body))
      let response = try #require(connection.response(), "\(method) \(target)")
      let path = String(target.prefix { $0 != "?" })
      let operation = try #require(paths[path]?[method.lowercased()] as? [String: Any], "\(method) \(path)")
      let responses = try #require(operation["responses"] as? [String: Any])
      guard let described = responses[String(response.status)] as? [String: Any] else {
        Issue.record("\(method) \(target) answered \(response.status), which the document does not describe")
        continue
      }
      statuses["\(method) \(path)", default: []].insert(response.status)
      let content = try #require(validator.resolve(described)["content"] as? [String: Any])
      let type = response.headers["content-type"]?.split(separator: ";").first.map(String.init) ?? ""
      let media = try #require(content[type] as? [String: Any], "\(method) \(target): \(type) is not described")
      if type == "application/json" {
        let value = try JSONValue.parse(response.body)
        let problems = validator.check(value, against: try #require(media["schema"] as? [String: Any]), at: "body")
        #expect(problems.isEmpty, "\(method) \(target) \(response.status): \(problems)")
      }
    }
    // Each route was seen to succeed.
    for route in Route.all {
      #expect(statuses[route.description]?.contains(where: { (200...299).contains($0) }) == true, "\(route)")
    }
    // Paths the document does not describe are not served.
    for path in ["/v1", "/v1/tables", "/v1/table/line", "/openapi", "/health", "/v1/players/me", "/admin"] {
      let connection = try RawConnection(port: server.url.port)
      connection.send(RawConnection.request("GET", path))
      #expect(connection.response()?.status == 404, "\(path)")
    }
  }
}

extension OpenAPITests {
  /// The checker finds what it is there to find, so that a clean result above means something.
  @Test func theSchemaCheckerCatchesUndescribedAndMissingFields() throws {
    let document = try #require(
      try JSONValue.parse(Array(OpenAPIDocument.json(version: "t", maximumBody: 1).utf8)) as? [String: Any])
    let validator = SchemaValidator(document: document)
    let health = ["$ref": "#/components/schemas/Health"]
    let good: [String: Any] = ["schemaVersion": 1.0, "status": "ok", "storage": "sqlite"]
    #expect(validator.check(good, against: health, at: "b").isEmpty)
    var extra = good
    extra["secret"] = "x"
    #expect(validator.check(extra, against: health, at: "b") == ["b.secret is not described"])
    var missing = good
    missing["storage"] = nil
    #expect(validator.check(missing, against: health, at: "b") == ["b.storage is missing"])
    var wrong = good
    wrong["status"] = "fine"
    #expect(validator.check(wrong, against: health, at: "b").count == 1)
    wrong["status"] = JSONValue.Boolean(value: true)
    #expect(validator.check(wrong, against: health, at: "b") == ["b.status is not string"])
    #expect(
      validator.check(["schemaVersion": 1.5], against: health, at: "b").contains("b.schemaVersion is not integer"))
  }
}

/// Checks JSON values against the schemas of an OpenAPI 3.1 document: `$ref`, `type`, `required`, `properties`
/// (and no property the schema does not name), `items`, `enum` and `const`. Enough for the schemas the
/// server's document uses, and strict about fields the server sends that the document does not describe.
struct SchemaValidator {
  let document: [String: Any]

  /// An object with its `$ref` followed.
  func resolve(_ object: [String: Any]) -> [String: Any] {
    guard let reference = object["$ref"] as? String, reference.hasPrefix("#/") else { return object }
    var current: Any = document
    for part in reference.dropFirst(2).split(separator: "/") {
      guard let next = (current as? [String: Any])?[String(part)] else { return [:] }
      current = next
    }
    return resolve(current as? [String: Any] ?? [:])
  }

  /// What is wrong with `value` under `schema`, one line each.
  func check(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
    let schema = resolve(schema)
    var problems: [String] = []
    if let type = schema["type"] as? String, !matches(value, type) {
      return ["\(path) is not \(type)"]
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
      problems.append("\(path) = \(value) is not one of \(options)")
    }
    if let constant = schema["const"], "\(constant)" != "\(value)" {
      problems.append("\(path) = \(value) is not \(constant)")
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for required in schema["required"] as? [String] ?? [] where object[required] == nil {
        problems.append("\(path).\(required) is missing")
      }
      for (key, field) in object {
        guard let property = properties[key] as? [String: Any] else {
          if !properties.isEmpty { problems.append("\(path).\(key) is not described") }
          continue
        }
        problems += check(field, against: property, at: "\(path).\(key)")
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, element) in array.enumerated() { problems += check(element, against: items, at: "\(path)[\(index)]") }
    }
    return problems
  }

  private func matches(_ value: Any, _ type: String) -> Bool {
    switch type {
    case "object": value is [String: Any]
    case "array": value is [Any]
    case "string": value is String
    case "boolean": value is JSONValue.Boolean
    case "integer": (value as? Double).map { $0 == $0.rounded() } ?? false
    default: true
    }
  }
}

/// JSON read without Foundation's number and boolean bridging: objects as `[String: Any]`, arrays as `[Any]`,
/// numbers as `Double`, booleans as ``Boolean``, null as `NSNull`-free ``Null``.
enum JSONValue {
  /// A JSON boolean.
  struct Boolean: Equatable, CustomStringConvertible {
    let value: Bool
    var description: String { String(value) }
  }

  /// JSON null.
  struct Null: CustomStringConvertible {
    var description: String { "null" }
  }

  /// Parses `bytes`.
  static func parse(_ bytes: [UInt8]) throws -> Any { try JSONDecoder().decode(Node.self, from: Data(bytes)).value }

  private struct Node: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: Key.self) {
        var result: [String: Any] = [:]
        for key in object.allKeys { result[key.stringValue] = try object.decode(Node.self, forKey: key).value }
        value = result
      } else if var array = try? decoder.unkeyedContainer() {
        var result: [Any] = []
        while !array.isAtEnd { result.append(try array.decode(Node.self).value) }
        value = result
      } else {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
          value = Null()
        } else if let flag = try? single.decode(Bool.self) {
          value = Boolean(value: flag)
        } else if let number = try? single.decode(Double.self) {
          value = number
        } else {
          value = try single.decode(String.self)
        }
      }
    }
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
