import CSQLite

/// One connection to an SQLite database, used from one thread at a time.
///
/// ``query(_:_:)`` keeps the statements it prepares, by their SQL text, and runs a kept one again with new bindings
/// instead of parsing it again: a server's few statements, run for every request, are prepared once. Up to
/// `statementCapacity` statements are kept (the least recently used is finalized to make room), so SQL text built
/// on the fly does not pile up; ``close()`` finalizes them all before it closes the connection.
package final class SQLiteConnection {
  /// The connection (`sqlite3 *`).
  let handle: OpaquePointer
  /// Whether ``close()`` has not yet been called.
  private(set) var isOpen = true
  /// The statements ``query(_:_:)`` keeps.
  private let statements: StatementCache

  /// How many prepared statements ``query(_:_:)`` keeps unless told otherwise.
  package static let defaultStatementCapacity = 64

  /// Opens `path` with SQLite's open flags (`SQLITE_OPEN_READWRITE`, `SQLITE_OPEN_CREATE`, …); nothing is read yet.
  ///
  /// - Parameter statementCapacity: how many prepared statements ``query(_:_:)`` keeps; 0 keeps none, each
  ///   statement then being prepared for its run and finalized after it.
  package init(
    path: String, flags: Int32, statementCapacity: Int = SQLiteConnection.defaultStatementCapacity
  ) throws(SQLiteError) {
    var pointer: OpaquePointer?
    let status = sqlite3_open_v2(path, &pointer, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard let pointer else { throw SQLiteError(code: status, message: "out of memory") }
    guard status == SQLITE_OK else {
      let error = SQLiteError(
        code: sqlite3_extended_errcode(pointer), message: String(cString: sqlite3_errmsg(pointer)))
      sqlite3_close_v2(pointer)
      throw error
    }
    handle = pointer
    statements = StatementCache(capacity: statementCapacity)
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit { close() }

  /// Finalizes the kept statements and closes the connection (the last connection to a database in WAL mode
  /// checkpoints it and removes its log); whatever is run on it afterwards throws `SQLITE_MISUSE`.
  package func close() {
    guard isOpen else { return }
    isOpen = false
    statements.finalizeAll()
    sqlite3_close_v2(handle)
  }

  /// The error SQLite reports for the last call on this connection.
  var lastError: SQLiteError {
    SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
  }

  /// Throws `SQLITE_MISUSE` once the connection is closed.
  func checkOpen() throws(SQLiteError) {
    guard isOpen else { throw SQLiteError(code: SQLITE_MISUSE, message: "the database connection is closed") }
  }

  /// Runs one or more statements that return no rows.
  package func execute(_ sql: String) throws(SQLiteError) {
    try checkOpen()
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw lastError }
  }

  /// Runs one statement with `bindings` (for `?1`, `?2`, …; those not given are NULL) and returns its rows, each as
  /// its columns.
  ///
  /// The statement is prepared the first time its text is run and kept (see ``SQLiteConnection``); whether its run
  /// succeeds or fails, it is reset and its bindings cleared afterwards, ready for the next.
  @discardableResult
  package func query(_ sql: String, _ bindings: [SQLValue] = []) throws(SQLiteError) -> [[SQLValue]] {
    try checkOpen()
    let statement: OpaquePointer
    let kept: Bool
    if let known = statements.statement(for: sql) {
      statement = known
      kept = true
    } else {
      statement = try prepare(sql)
      kept = statements.keep(statement, for: sql)
    }
    defer {
      if kept {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
      } else {
        sqlite3_finalize(statement)
      }
    }
    try bind(bindings, to: statement)
    var rows: [[SQLValue]] = []
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return rows }
      guard status == SQLITE_ROW else { throw lastError }
      rows.append(Self.row(statement))
    }
  }

  /// Runs one statement with `bindings` and hands its rows to `body` one at a time, as they are read: when reading
  /// fails part-way (a damaged page), the rows before have been handed over.
  ///
  /// The statement is prepared for this run alone and finalized after it, so that `body` may run any statement on
  /// this connection, this one's text included.
  package func forEachRow(
    _ sql: String, _ bindings: [SQLValue] = [], _ body: ([SQLValue]) throws -> Void
  ) throws {
    try checkOpen()
    let statement = try prepare(sql)
    defer { sqlite3_finalize(statement) }
    try bind(bindings, to: statement)
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return }
      guard status == SQLITE_ROW else { throw lastError }
      try body(Self.row(statement))
    }
  }

  /// The first column of the first row, or `nil` when there is no row.
  package func scalar(_ sql: String, _ bindings: [SQLValue] = []) throws(SQLiteError) -> SQLValue? {
    try query(sql, bindings).first?.first
  }

  /// How many rows the last INSERT, UPDATE or DELETE changed (0 once closed).
  package var changes: Int { isOpen ? Int(sqlite3_changes64(handle)) : 0 }

  /// The row id of the last INSERT (0 once closed).
  package var lastInsertRowID: Int { isOpen ? Int(sqlite3_last_insert_rowid(handle)) : 0 }

  /// Whether a transaction is open.
  package var inTransaction: Bool { isOpen && sqlite3_get_autocommit(handle) == 0 }

  /// How many prepared statements ``query(_:_:)`` keeps now.
  package var keptStatementCount: Int { statements.count }

  /// Whether ``query(_:_:)`` keeps a prepared statement for `sql`.
  package func keepsStatement(for sql: String) -> Bool { statements.contains(sql) }

  /// `sql`'s first statement, prepared.
  private func prepare(_ sql: String) throws(SQLiteError) -> OpaquePointer {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw lastError }
    guard let statement else { throw SQLiteError(code: SQLITE_MISUSE, message: "the SQL text holds no statement") }
    return statement
  }

  /// Binds `bindings` to `?1`, `?2`, … of `statement`.
  private func bind(_ bindings: [SQLValue], to statement: OpaquePointer) throws(SQLiteError) {
    for (offset, value) in bindings.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .integer(let number): status = sqlite3_bind_int64(statement, index, sqlite3_int64(number))
      case .real(let number): status = sqlite3_bind_double(statement, index, number)
      case .text(let text):
        guard let length = Int32(exactly: text.utf8.count) else {
          throw SQLiteError(code: SQLITE_TOOBIG, message: "a text of \(text.utf8.count) bytes is too long to bind")
        }
        status = csqlite_bind_text(statement, index, text, length)
      case .null: status = sqlite3_bind_null(statement, index)
      }
      guard status == SQLITE_OK else { throw lastError }
    }
  }

  /// The columns of the row `statement` stands on.
  private static func row(_ statement: OpaquePointer) -> [SQLValue] {
    (0..<sqlite3_column_count(statement)).map { value(statement, column: $0) }
  }

  /// Column `column` of the row `statement` stands on; a BLOB is read as text.
  private static func value(_ statement: OpaquePointer, column: Int32) -> SQLValue {
    switch sqlite3_column_type(statement, column) {
    case SQLITE_INTEGER: return .integer(Int(sqlite3_column_int64(statement, column)))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
    case SQLITE_NULL: return .null
    default:
      // The length is asked after the text (as SQLite's documentation says), so that NULs inside the text are kept.
      guard let bytes = sqlite3_column_text(statement, column) else { return .text("") }
      let count = Int(sqlite3_column_bytes(statement, column))
      return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    }
  }
}
