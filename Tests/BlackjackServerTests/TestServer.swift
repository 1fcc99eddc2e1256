import BlackjackEngine
import Synchronization

@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real server for a test: libmicrohttpd on a free loopback port, over a store of its own (SQLite in a temporary
/// directory, or a fresh PostgreSQL database when the environment gives one), stopped and removed by ``stop()``.
final class TestServer: Sendable {
  /// The backends a test runs on: SQLite always, PostgreSQL when `BLACKJACK_TEST_POSTGRES_URL` names a server
  /// (Scripts/test-server starts one and sets it).
  enum Backend: String, Sendable, CaseIterable, CustomStringConvertible {
    case sqlite, postgresql
    var description: String { rawValue }

    /// The backends available here: SQLite, and PostgreSQL when a server is given; only PostgreSQL when
    /// `BLACKJACK_TEST_BACKENDS` is `postgresql` (Scripts/test-server, which runs the tests again for PostgreSQL
    /// after the whole suite ran on SQLite).
    static var available: [Backend] {
      guard PostgresTestDatabase.adminURL != nil else { return [.sqlite] }
      if let only = getenv("BLACKJACK_TEST_BACKENDS"), String(cString: only) == "postgresql" { return [.postgresql] }
      return [.sqlite, .postgresql]
    }
  }

  let server: TableServer
  let url: ServerURL
  let directory: String
  let database: String
  let backend: Backend
  let log: LogLines
  private let postgres: PostgresTestDatabase?

  /// Starts a server on a store of its own, or on the store of `previous` (stopped with `keep`), which it then owns.
  init(
    _ backend: Backend = .sqlite, configuration: ServerConfiguration = TestServer.configuration(),
    continuing previous: TestServer? = nil
  ) throws {
    self.backend = backend
    if let previous {
      directory = previous.directory
      database = previous.database
      postgres = previous.postgres
    } else {
      var template = Array("/tmp/blackjack-server-test-XXXXXX".utf8CString)
      guard let made = mkdtemp(&template) else { throw StoreError.failed("mkdtemp") }
      directory = String(cString: made)
      switch backend {
      case .sqlite:
        database = directory + "/server.sqlite3"
        postgres = nil
      case .postgresql:
        let fresh = try PostgresTestDatabase()
        database = fresh.url
        postgres = fresh
      }
    }
    let lines = LogLines()
    log = lines
    let store = try TableServer.openStore(database, connections: 8)
    server = try TableServer(
      address: ListenAddress(host: "127.0.0.1", port: 0), store: store, configuration: configuration,
      log: ServerLog { line in lines.append(line) })
    url = try ServerURL(parsing: "http://127.0.0.1:\(server.address.port)")
  }

  /// A configuration for tests: generous rate limits, short timeouts.
  static func configuration(
    rateLimit: Double = 10_000, burst: Double = 10_000,
    clock: @escaping @Sendable () -> Int64 = ServerClock.milliseconds,
    timeout: Int = 3
  ) -> ServerConfiguration {
    var http = HTTPLimits()
    http.timeoutSeconds = timeout
    http.workers = 16
    return ServerConfiguration(
      version: "test", rateLimit: rateLimit, rateBurst: burst, registrationRate: 10_000, registrationBurst: 10_000,
      http: http, clock: clock)
  }

  /// A client of this server.
  func client() -> ServerClient { ServerClient(url: url, timeout: 10) }

  /// Registers `name` and returns its token.
  func register(_ name: String) throws -> String { try client().register(name: name).token }

  /// Stops the server (draining) and, unless `keep` (for a server ``init(_:configuration:continuing:)`` this one),
  /// removes its directory and database.
  func stop(keep: Bool = false) {
    server.shutdown(drainingFor: 5)
    guard !keep else { return }
    if backend == .sqlite {
      for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
    }
    rmdir(directory)
    postgres?.drop()
  }
}

/// The lines a test server logged.
final class LogLines: Sendable {
  private let lines = Mutex<[String]>([])

  /// Adds a line.
  func append(_ line: String) { lines.withLock { $0.append(line) } }

  /// Every line so far.
  var all: [String] { lines.withLock { $0 } }
}
