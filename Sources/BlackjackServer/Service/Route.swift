/// One route the server answers: a method and an exact path.
public struct Route: Sendable, Hashable, CustomStringConvertible {
  /// `GET` or `POST`.
  public var method: String
  /// The exact path: `/v1/table`.
  public var path: String
  /// Whether the route needs `Authorization: Bearer TOKEN`.
  public var needsToken: Bool

  /// A route.
  public init(_ method: String, _ path: String, needsToken: Bool = false) {
    self.method = method
    self.path = path
    self.needsToken = needsToken
  }

  /// `GET /v1/table`.
  public var description: String { "\(method) \(path)" }

  /// The leaderboard page.
  public static let page = Route("GET", "/")
  /// Health.
  public static let health = Route("GET", "/healthz")
  /// Version.
  public static let version = Route("GET", "/version")
  /// The OpenAPI document.
  public static let openAPI = Route("GET", "/openapi.json")
  /// Registration.
  public static let register = Route("POST", "/v1/players")
  /// The player's table.
  public static let table = Route("GET", "/v1/table", needsToken: true)
  /// A line at the table.
  public static let line = Route("POST", "/v1/table/lines", needsToken: true)
  /// Sitting down at the prompt (`play --server`).
  public static let sit = Route("POST", "/v1/prompt", needsToken: true)
  /// A line at the prompt.
  public static let promptLine = Route("POST", "/v1/prompt/lines", needsToken: true)
  /// The leaderboard as JSON.
  public static let leaderboard = Route("GET", "/v1/leaderboard")

  /// Every route, in the order the OpenAPI document lists them.
  public static let all: [Route] = [
    page, health, version, openAPI, register, table, line, sit, promptLine, leaderboard,
  ]
}
