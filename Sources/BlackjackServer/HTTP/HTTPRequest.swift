/// One HTTP request as the application sees it: everything read, the body whole.
public struct HTTPRequest: Sendable {
  /// The method, as sent: `GET`, `POST`.
  public var method: String
  /// The path, without the query: `/v1/table`.
  public var path: String
  /// The query's parameters, decoded; a name given twice keeps its last value.
  public var query: [String: String]
  /// The headers, by lowercased name.
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]
  /// The client's address, as text: `127.0.0.1`, `::1`.
  public var clientAddress: String

  /// A request.
  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = [],
    clientAddress: String = "127.0.0.1"
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
    self.body = body
    self.clientAddress = clientAddress
  }

  /// The value of the header called `name` (any case).
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
