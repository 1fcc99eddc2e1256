import CSQLite

extension SQLiteConnection {
  /// An empty in-memory database.
  package static func memory() throws(SQLiteError) -> SQLiteConnection {
    try SQLiteConnection(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
  }

  /// An in-memory database holding `bytes`, the image of a database file (an empty image gives an empty database);
  /// its header is marked as not in WAL mode, which an in-memory database cannot be.
  package static func memory(holding bytes: [UInt8]) throws(SQLiteError) -> SQLiteConnection {
    let connection = try memory()
    guard !bytes.isEmpty else { return connection }
    guard let buffer = sqlite3_malloc64(sqlite3_uint64(bytes.count))?.assumingMemoryBound(to: UInt8.self) else {
      throw SQLiteError(code: SQLITE_NOMEM, message: "out of memory")
    }
    bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: bytes.count) }  // not empty: guarded
    // Bytes 18 and 19 of the header are the file format's write and read versions: 2 for WAL, 1 for a journal.
    if bytes.count >= 20 { (buffer[18], buffer[19]) = (1, 1) }
    // SQLite frees the buffer from here on, even when it refuses it.
    let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
    let status = sqlite3_deserialize(
      connection.handle, "main", buffer, sqlite3_int64(bytes.count), sqlite3_int64(bytes.count), flags)
    guard status == SQLITE_OK else { throw connection.lastError }
    return connection
  }
}
