import CSQLite

/// A value bound to or read from an SQL statement.
enum SQLValue: Sendable, Equatable {
  case integer(Int)
  case real(Double)
  case text(String)
  case null
}

/// An SQLite failure: the extended result code and SQLite's message.
struct SQLiteError: Error, Sendable, Equatable {
  /// The extended result code (`SQLITE_BUSY`, `SQLITE_NOTADB`, …).
  var code: Int32
  /// SQLite's own words.
  var message: String

  /// The primary result code (the low byte of the extended one).
  var primary: Int32 { code & 0xFF }
}

/// One connection to an SQLite database file, used from one thread at a time.
final class SQLiteConnection {
  private let handle: OpaquePointer
  private var isOpen = true

  /// Opens `path` with SQLite's open flags (`SQLITE_OPEN_READWRITE`, `SQLITE_OPEN_CREATE`, …); nothing is read yet.
  init(path: String, flags: Int32) throws(SQLiteError) {
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
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit { close() }

  /// Closes the connection (the last connection to a database in WAL mode checkpoints it and removes its log);
  /// nothing may be run on it afterwards.
  func close() {
    guard isOpen else { return }
    isOpen = false
    sqlite3_close_v2(handle)
  }

  /// An in-memory database.
  static func memory() throws(SQLiteError) -> SQLiteConnection {
    try SQLiteConnection(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
  }

  /// An in-memory database holding `bytes`, the image of a database file (see ``DatabaseImage``); its header is
  /// marked as not in WAL mode, which an in-memory database cannot be.
  static func memory(holding bytes: [UInt8]) throws(SQLiteError) -> SQLiteConnection {
    let connection = try memory()
    guard !bytes.isEmpty else { return connection }
    guard let buffer = sqlite3_malloc64(sqlite3_uint64(bytes.count))?.assumingMemoryBound(to: UInt8.self) else {
      throw SQLiteError(code: SQLITE_NOMEM, message: "out of memory")
    }
    bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: bytes.count) }
    if bytes.count >= 20 { (buffer[18], buffer[19]) = (1, 1) }
    let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
    let status = sqlite3_deserialize(
      connection.handle, "main", buffer, sqlite3_int64(bytes.count), sqlite3_int64(bytes.count), flags)
    guard status == SQLITE_OK else { throw connection.lastError }
    return connection
  }

  /// Opens `path` to read only, through the SQLite URI `file:PATH?mode=ro` (while sessions have it open, so that
  /// its `-wal` and `-shm` files are theirs).
  static func reading(_ path: String) throws(SQLiteError) -> SQLiteConnection {
    try SQLiteConnection(path: uri(path) + "?mode=ro", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
  }

  /// `path` as an SQLite `file:` URI: every byte but letters, digits and `/-._~` percent-encoded.
  static func uri(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes = Array("file:".utf8)
    for byte in path.utf8 {
      if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || "/-._~".utf8.contains(byte)
      {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Copies this whole database into `destination` (SQLite's online backup), replacing what it held.
  func copy(into destination: SQLiteConnection) throws(SQLiteError) {
    guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
      throw destination.lastError
    }
    let status = sqlite3_backup_step(backup, -1)
    sqlite3_backup_finish(backup)
    guard status == SQLITE_DONE else {
      throw SQLiteError(code: status, message: String(cString: sqlite3_errstr(status)))
    }
  }

  /// The error SQLite reports for the last call.
  private var lastError: SQLiteError {
    SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(SQLiteError) {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw lastError }
  }

  /// Runs one statement with `bindings` (for `?1`, `?2`, …) and returns its rows, each as its columns.
  @discardableResult
  func query(_ sql: String, _ bindings: [SQLValue] = []) throws(SQLiteError) -> [[SQLValue]] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw lastError }
    defer { sqlite3_finalize(statement) }
    for (offset, value) in bindings.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .integer(let number): status = sqlite3_bind_int64(statement, index, Int64(number))
      case .real(let number): status = sqlite3_bind_double(statement, index, number)
      case .text(let text): status = csqlite_bind_text(statement, index, text, Int32(text.utf8.count))
      case .null: status = sqlite3_bind_null(statement, index)
      }
      guard status == SQLITE_OK else { throw lastError }
    }
    var rows: [[SQLValue]] = []
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return rows }
      guard status == SQLITE_ROW else { throw lastError }
      rows.append(row(statement))
    }
  }

  /// Runs one statement and hands its rows to `body` one at a time, as they are read: when reading fails part-way
  /// (a damaged page), the rows before have been handed over.
  func forEachRow(_ sql: String, _ body: ([SQLValue]) throws -> Void) throws {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw lastError }
    defer { sqlite3_finalize(statement) }
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return }
      guard status == SQLITE_ROW else { throw lastError }
      try body(row(statement))
    }
  }

  /// The columns of the row `statement` stands on.
  private func row(_ statement: OpaquePointer) -> [SQLValue] {
    (0..<sqlite3_column_count(statement)).map { column in
      switch sqlite3_column_type(statement, column) {
      case SQLITE_INTEGER: .integer(Int(sqlite3_column_int64(statement, column)))
      case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
      case SQLITE_NULL: .null
      default: .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
      }
    }
  }

  /// The first column of the first row, or `nil` when there is no row.
  func scalar(_ sql: String, _ bindings: [SQLValue] = []) throws(SQLiteError) -> SQLValue? {
    try query(sql, bindings).first?.first
  }

  /// How many rows the last INSERT, UPDATE or DELETE changed.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// The row id of the last INSERT.
  var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

  /// Whether a transaction is open.
  var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// Runs `body` in one transaction (`BEGIN IMMEDIATE`, so that the write lock is taken at once): committed when
  /// `body` returns, rolled back when it throws.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if inTransaction { try? execute("ROLLBACK") }
      throw error
    }
  }
}

extension SQLValue {
  /// The integer, or 0.
  var int: Int {
    switch self {
    case .integer(let number): number
    case .real(let number): Int(number)
    case .text(let text): Int(text) ?? 0
    case .null: 0
    }
  }

  /// The text, or `nil` for NULL.
  var string: String? {
    switch self {
    case .text(let text): text
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .null: nil
    }
  }

  /// The number, or `nil` for NULL.
  var double: Double? {
    switch self {
    case .real(let number): number
    case .integer(let number): Double(number)
    case .text(let text): Double(text)
    case .null: nil
    }
  }
}
