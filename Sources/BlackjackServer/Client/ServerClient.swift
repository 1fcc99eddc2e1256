/// The table server's API, for the command line and the load test: one ``HTTPClient`` a client, so one thread.
public final class ServerClient {
  /// The server.
  public let url: ServerURL
  private let http: HTTPClient

  /// A client of `url`.
  public init(url: ServerURL, timeout: Int = 30) {
    self.url = url
    http = HTTPClient(url: url, timeout: timeout)
  }

  /// Registers `name`: the player's name and token.
  public func register(name: String) throws(ClientError) -> Registration {
    try call("POST", "/v1/players", body: APIJSON.encode(RegistrationRequest(name: name)), repeatable: false)
  }

  /// The player's table.
  public func table(token: String) throws(ClientError) -> TableState {
    try call("GET", "/v1/table", token: token, repeatable: true)
  }

  /// Plays `line` at the table at `sequence`. Repeating it is safe: the server answers a repeat with its first reply.
  public func send(line: String, sequence: Int, token: String) throws(ClientError) -> LineReply {
    try call(
      "POST", "/v1/table/lines", token: token, body: APIJSON.encode(LineRequest(sequence: sequence, line: line)),
      repeatable: true)
  }

  /// Sits down at the player's table at the prompt (or back down): the greeting and the sequence to send with.
  public func sit(_ request: PromptSitRequest, token: String) throws(ClientError) -> PromptGreeting {
    try call("POST", "/v1/prompt", token: token, body: APIJSON.encode(request), repeatable: true)
  }

  /// Plays `line` at the prompt at `sequence`. Repeating it is safe: the server answers a repeat with its first
  /// reply.
  public func send(_ request: PromptLineRequest, token: String) throws(ClientError) -> PromptLineReply {
    try call("POST", "/v1/prompt/lines", token: token, body: APIJSON.encode(request), repeatable: true)
  }

  /// One page of the leaderboard.
  public func leaderboard(period: LeaderboardPeriod, page: Int, perPage: Int? = nil) throws(ClientError)
    -> LeaderboardPage
  {
    var path = "/v1/leaderboard?period=\(period.rawValue)&page=\(page)"
    if let perPage { path += "&perPage=\(perPage)" }
    return try call("GET", path, repeatable: true)
  }

  /// The server's version.
  public func version() throws(ClientError) -> VersionInfo {
    try call("GET", "/version", repeatable: true)
  }

  /// Closes the connection.
  public func disconnect() { http.disconnect() }

  /// Sends a request and decodes a 2xx answer as `Value`; any other status is thrown as
  /// ``ClientError/refused(status:message:sequence:)`` with the server's line.
  private func call<Value: Decodable>(
    _ method: String, _ path: String, token: String? = nil, body: [UInt8] = [], repeatable: Bool
  ) throws(ClientError) -> Value {
    var headers: [(String, String)] = []
    if let token { headers.append(("Authorization", "Bearer \(token)")) }
    if method == "POST" { headers.append(("Content-Type", "application/json")) }
    let response = try http.send(method, path, headers: headers, body: body, repeatable: repeatable)
    guard (200...299).contains(response.status) else {
      let error = try? APIJSON.decodeResponse(ErrorBody.self, from: response.body)
      throw .refused(
        status: response.status, message: error?.error ?? "status \(response.status)", sequence: error?.sequence)
    }
    do {
      return try APIJSON.decodeResponse(Value.self, from: response.body)
    } catch {
      throw .protocolError("\(url) answered \(path) with JSON this client does not read: \(error)")
    }
  }
}
