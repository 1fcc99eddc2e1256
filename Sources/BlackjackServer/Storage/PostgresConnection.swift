import BlackjackSQLite
import CLibPQ

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A PostgreSQL failure: the SQLSTATE code (`23505` for a unique violation) and the server's message.
struct PostgresFailure: Error, Sendable {
  var state: String
  var message: String
  /// Whether the connection itself is lost (the request may be retried on a new one).
  var connectionLost: Bool
}

/// One libpq connection, used by one thread at a time, with its statements prepared once.
final class PostgresConnection: @unchecked Sendable {
  private let handle: OpaquePointer
  private var prepared: [String: String] = [:]

  /// Connects to `url` (`postgresql://user:password@host:port/database`).
  init(url: String) throws(PostgresFailure) {
    guard let connection = PQconnectdb(url) else {
      throw PostgresFailure(state: "", message: "out of memory", connectionLost: true)
    }
    guard PQstatus(connection) == CONNECTION_OK else {
      let message = Self.trimmed(PQerrorMessage(connection))
      PQfinish(connection)
      throw PostgresFailure(state: "", message: message, connectionLost: true)
    }
    handle = connection
    // Notices ("relation already exists, skipping") would go to standard error beside the structured log.
    PQsetNoticeProcessor(handle, { _, _ in }, nil)
  }

  deinit { PQfinish(handle) }

  /// Whether the connection is up.
  var isOK: Bool { PQstatus(handle) == CONNECTION_OK }

  /// Reconnects after a lost connection (prepared statements are made again as needed).
  func reset() {
    prepared.removeAll()
    PQreset(handle)
  }

  /// Runs statements without parameters (DDL, BEGIN, COMMIT).
  func execute(_ sql: String) throws(PostgresFailure) {
    let result = PQexec(handle, sql)
    defer { PQclear(result) }
    try check(result)
  }

  /// Runs one statement with `bindings` for `$1`, `$2`, … (prepared once on this connection); returns its rows as
  /// text (the callers read numbers from it).
  @discardableResult
  func query(_ sql: String, _ bindings: [SQLValue] = []) throws(PostgresFailure) -> [[SQLValue]] {
    let name = try prepare(sql, parameters: bindings.count)
    let result = execute(prepared: name, bindings)
    defer { PQclear(result) }
    try check(result)
    var rows: [[SQLValue]] = []
    let count = PQntuples(result)
    let fields = PQnfields(result)
    rows.reserveCapacity(Int(count))
    for row in 0..<count {
      rows.append(
        (0..<fields).map { field in
          PQgetisnull(result, row, field) == 1 ? .null : .text(String(cString: PQgetvalue(result, row, field)))
        })
    }
    return rows
  }

  /// The name of `sql` prepared on this connection, preparing it the first time.
  private func prepare(_ sql: String, parameters: Int) throws(PostgresFailure) -> String {
    if let known = prepared[sql] { return known }
    let name = "s\(prepared.count + 1)"
    let result = PQprepare(handle, name, sql, Int32(parameters), nil)
    defer { PQclear(result) }
    try check(result)
    prepared[sql] = name
    return name
  }

  /// Runs the prepared statement `name` with `bindings` as text (NULL for `.null`).
  private func execute(prepared name: String, _ bindings: [SQLValue]) -> OpaquePointer? {
    let texts: [String?] = bindings.map { value in
      switch value {
      case .integer(let number): String(number)
      case .real(let number): String(number)
      case .text(let text): text
      case .null: nil
      }
    }
    return Self.withCStrings(texts) { pointers in
      PQexecPrepared(handle, name, Int32(pointers.count), pointers, nil, nil, 0)
    }
  }

  /// Runs one statement that changes rows (prepared once); returns how many it changed.
  func change(_ sql: String, _ bindings: [SQLValue]) throws(PostgresFailure) -> Int {
    let name = try prepare(sql, parameters: bindings.count)
    let result = execute(prepared: name, bindings)
    defer { PQclear(result) }
    try check(result)
    return Int(String(cString: PQcmdTuples(result))) ?? 0
  }

  /// Throws the failure a result reports.
  private func check(_ result: OpaquePointer?) throws(PostgresFailure) {
    let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
    guard status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK else { return }
    let state = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { String(cString: $0) } ?? ""
    let message = result.map { Self.trimmed(PQresultErrorMessage($0)) } ?? ""
    throw PostgresFailure(
      state: state, message: message.isEmpty ? Self.trimmed(PQerrorMessage(handle)) : message,
      connectionLost: !isOK || state.hasPrefix("08") || state == "57P01")
  }

  private static func trimmed(_ text: UnsafePointer<CChar>?) -> String {
    guard let text else { return "" }
    return String(cString: text).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
  }

  /// Calls `body` with C strings for `texts` (NULL for `nil`), freed after.
  private static func withCStrings<R>(_ texts: [String?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let pointers = texts.map { $0.flatMap { strdup($0) } }
    defer { pointers.forEach { free($0) } }
    return body(pointers.map { $0.map { UnsafePointer($0) } })
  }
}
