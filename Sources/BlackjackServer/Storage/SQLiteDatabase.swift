import CSQLite

/// A value bound to or read from a statement: the server's SQL uses whole numbers, text and NULL.
enum SQLValue: Sendable, Equatable {
  case integer(Int64)
  case text(String)
  case null

  /// The number, or 0.
  var int: Int {
    switch self {
    case .integer(let number): Int(number)
    case .text(let text): Int(text) ?? 0
    case .null: 0
    }
  }

  /// The number, or `nil` for NULL.
  var optionalInt64: Int64? {
    switch self {
    case .integer(let number): number
    case .text(let text): Int64(text)
    case .null: nil
    }
  }

  /// The text, or `nil` for NULL.
  var string: String? {
    switch self {
    case .text(let text): text
    case .integer(let number): String(number)
    case .null: nil
    }
  }
}

/// An SQLite failure: the extended result code and SQLite's message.
struct SQLiteFailure: Error, Sendable {
  var code: Int32
  var message: String
  /// The primary result code.
  var primary: Int32 { code & 0xFF }
}

/// One connection to the server's SQLite file, used by one thread at a time, with its prepared statements kept.
final class SQLiteDatabase {
  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]

  /// Opens `path` (`SQLITE_OPEN_*` flags).
  init(path: String, flags: Int32) throws(SQLiteFailure) {
    var pointer: OpaquePointer?
    let status = sqlite3_open_v2(path, &pointer, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard let pointer else { throw SQLiteFailure(code: status, message: "out of memory") }
    guard status == SQLITE_OK else {
      let failure = SQLiteFailure(
        code: sqlite3_extended_errcode(pointer), message: String(cString: sqlite3_errmsg(pointer)))
      sqlite3_close_v2(pointer)
      throw failure
    }
    handle = pointer
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  private var lastFailure: SQLiteFailure {
    SQLiteFailure(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
  }

  /// Runs statements that return no rows.
  func execute(_ sql: String) throws(SQLiteFailure) {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw lastFailure }
  }

  /// Runs one statement (prepared once and kept) with `bindings` for `?1`, `?2`, …; returns its rows.
  @discardableResult
  func query(_ sql: String, _ bindings: [SQLValue] = []) throws(SQLiteFailure) -> [[SQLValue]] {
    let statement: OpaquePointer
    if let kept = statements[sql] {
      statement = kept
    } else {
      var prepared: OpaquePointer?
      guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK, let prepared else { throw lastFailure }
      statements[sql] = prepared
      statement = prepared
    }
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, value) in bindings.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
      case .text(let text): status = csqlite_bind_text(statement, index, text, Int32(text.utf8.count))
      case .null: status = sqlite3_bind_null(statement, index)
      }
      guard status == SQLITE_OK else { throw lastFailure }
    }
    var rows: [[SQLValue]] = []
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return rows }
      guard status == SQLITE_ROW else { throw lastFailure }
      rows.append(
        (0..<sqlite3_column_count(statement)).map { column in
          switch sqlite3_column_type(statement, column) {
          case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
          case SQLITE_NULL: .null
          default: .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
          }
        })
    }
  }

  /// The first column of the first row, or `nil`.
  func scalar(_ sql: String, _ bindings: [SQLValue] = []) throws(SQLiteFailure) -> SQLValue? {
    try query(sql, bindings).first?.first
  }

  /// How many rows the last INSERT, UPDATE or DELETE changed.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// The row id of the last INSERT.
  var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

  /// Whether a transaction is open.
  var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}
