/// Why a request to the server failed, in one line.
public enum ClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL given is not one the client speaks.
  case badURL(String)
  /// The server cannot be reached, or the connection broke (the request may be retried).
  case connection(String)
  /// The server answered with something that is not HTTP, or not the JSON expected.
  case protocolError(String)
  /// The server refused the request: the status and its one line.
  case refused(status: Int, message: String, sequence: Int?)

  /// One line.
  public var description: String {
    switch self {
    case .badURL(let message), .connection(let message), .protocolError(let message): message
    case .refused(let status, let message, _): "the server refused (\(status)): \(message)"
    }
  }
}
