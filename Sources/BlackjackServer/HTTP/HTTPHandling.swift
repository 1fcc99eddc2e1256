/// What the application does with a request: answer at once, or hand over blocking work (a database transaction)
/// that the HTTP layer runs on a worker thread while the connection waits, suspended.
public enum HTTPHandling: Sendable {
  /// The response, ready now.
  case respond(HTTPResponse)
  /// Work that blocks and returns the response.
  case work(@Sendable () -> HTTPResponse)

  /// The response, running the work here when there is work.
  public func resolve() -> HTTPResponse {
    switch self {
    case .respond(let response): response
    case .work(let work): work()
    }
  }
}

/// How the HTTP layer serves connections.
public struct HTTPLimits: Sendable, Equatable {
  /// Threads polling the connections (they never block on the database).
  public var pollingThreads = 2
  /// Threads running blocking work.
  public var workers = 64
  /// The most pieces of work waiting for a worker; past it a request is answered 503 at once.
  public var queueCapacity = 4096
  /// The most connections open at once.
  public var connectionLimit = 1024
  /// The most connections open from one address (0: no limit).
  public var perAddressLimit = 0
  /// Seconds a connection may stay idle (or send its request slowly) before it is closed.
  public var timeoutSeconds = 10
  /// The largest request body accepted, in bytes; a larger one is answered 413.
  public var maximumBody = 16 * 1024
  /// Bytes of buffer for each connection (the request line and headers must fit).
  public var connectionMemory = 32 * 1024

  /// The defaults.
  public init() {}
}
