#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `blackjack serve`: the store, the application and the HTTP server together, started and stopped as one.
public final class TableServer: Sendable {
  /// The application.
  public let application: ServerApplication
  private let http: HTTPServer
  private let log: ServerLog

  /// Opens the store `database` names: a `postgresql://` or `postgres://` URL, or the path of an SQLite file.
  ///
  /// - Throws: ``ServerError/database(_:)`` with the store's one line.
  public static func openStore(_ database: String, connections: Int = 16) throws(ServerError) -> any ServerStore {
    do {
      if database.hasPrefix("postgresql://") || database.hasPrefix("postgres://") {
        return try PostgresServerStore(url: database, connections: connections)
      }
      return try SQLiteServerStore(path: database)
    } catch {
      throw .database(error.description)
    }
  }

  /// Starts serving `store` on `address`.
  ///
  /// - Throws: ``ServerError`` when the address cannot be listened on.
  public init(
    address: ListenAddress, store: any ServerStore, configuration: ServerConfiguration, log: ServerLog
  ) throws(ServerError) {
    guard configuration.limits.isValid else {
      throw .configuration(
        "the limits do not fit: the minimum bet must be positive, the maximum at least the minimum, and the"
          + " bankroll at least the minimum")
    }
    let socket = try ListeningSocket.open(address)
    let application = ServerApplication(store: store, configuration: configuration, log: log)
    self.application = application
    self.log = log
    http = try HTTPServer(socket: socket, limits: configuration.http, log: log) { request in
      application.handle(request)
    }
    log.write(
      .info, "listening",
      [
        "address": .string(http.address.description), "port": .int(http.address.port),
        "storage": .string(store.kind), "loopback": .bool(http.isLoopback),
      ])
    if !http.isLoopback {
      log.write(
        .warning, "not-loopback",
        ["message": .string("listening beyond this machine, over plain HTTP: put TLS in front of it")])
    }
  }

  /// The address served (with the port chosen, for port 0).
  public var address: ListenAddress { http.address }

  /// Requests in flight.
  public var inFlight: Int { http.inFlight }

  /// Stops: no new connections, the requests in flight finished (for at most `seconds`), then everything closed.
  ///
  /// - Returns: how many requests were cut off (0 after a complete drain).
  @discardableResult
  public func shutdown(drainingFor seconds: Double = 10) -> Int {
    log.write(.info, "draining", ["inFlight": .int(http.inFlight)])
    http.quiesce()
    let left = http.drain(within: seconds)
    http.stop()
    application.store.close()
    log.write(.info, "stopped", ["cutOff": .int(left)])
    return left
  }
}

/// The signals that stop the server, taken synchronously by the main thread.
public enum ServerSignals {
  /// Blocks SIGTERM, SIGINT and SIGHUP in this thread (threads started after inherit it) and ignores SIGPIPE; call
  /// before starting the server, then ``waitForTermination()``.
  public static func block() {
    signal(SIGPIPE, SIG_IGN)
    var set = terminationSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// Waits for SIGTERM, SIGINT or SIGHUP; returns the signal's number.
  public static func waitForTermination() -> Int32 {
    var set = terminationSet()
    var received: Int32 = 0
    while sigwait(&set, &received) != 0 {}
    return received
  }

  private static func terminationSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTERM)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGHUP)
    return set
  }
}
