/// A request the server refuses: the status and one line saying what was wrong and what is allowed, sent as
/// `{"schemaVersion": 1, "error": "…"}`.
public struct APIError: Error, Sendable, Equatable {
  /// The HTTP status: 400, 401, 404, 409, 413, 429, 503.
  public var status: Int
  /// One line: what was wrong and what is allowed.
  public var message: String
  /// The table's sequence number, for a refused line, so that the client can resynchronise.
  public var sequence: Int?

  /// An error with a status and a message (kept to one line: control characters become spaces).
  public init(status: Int, _ message: String, sequence: Int? = nil) {
    self.status = status
    self.message = String(message.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    self.sequence = sequence
  }

  /// The error as a response, with further `headers`.
  public func response(headers: [(name: String, value: String)] = []) -> HTTPResponse {
    HTTPResponse(
      status: status, contentType: HTTPResponse.json,
      body: APIJSON.encode(ErrorBody(schemaVersion: ServerAPI.schemaVersion, error: message, sequence: sequence)),
      headers: headers)
  }
}

/// The body of every error response.
public struct ErrorBody: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int
  /// One line: what was wrong and what is allowed.
  public var error: String
  /// The table's sequence number, with a refused line.
  public var sequence: Int?
}
