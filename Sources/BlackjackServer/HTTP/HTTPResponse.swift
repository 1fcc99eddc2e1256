/// One HTTP response: a status, a body and its content type, and any further headers.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code: 200, 404.
  public var status: Int
  /// The media type of the body: `application/json`, `text/html; charset=utf-8`.
  public var contentType: String
  /// The body.
  public var body: [UInt8]
  /// Further headers, in order: `Retry-After`, `Allow`.
  public var headers: [(name: String, value: String)]

  /// A response.
  public init(status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// Whether both have the same status, type, body and headers.
  public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
    lhs.status == rhs.status && lhs.contentType == rhs.contentType && lhs.body == rhs.body
      && lhs.headers.elementsEqual(rhs.headers, by: { $0.name == $1.name && $0.value == $1.value })
  }

  /// The media type of every JSON body.
  public static let json = "application/json"
  /// The media type of the leaderboard page.
  public static let html = "text/html; charset=utf-8"

  /// The reason phrase of a status this server sends.
  public static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}
