import CSQLite

extension SQLiteConnection {
  /// Opens `path` to read only, through the SQLite URI `file:PATH?mode=ro` (while sessions have it open, so that
  /// its `-wal` and `-shm` files are theirs).
  package static func reading(_ path: String) throws(SQLiteError) -> SQLiteConnection {
    try SQLiteConnection(path: uri(path) + "?mode=ro", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
  }

  /// `path` as an SQLite `file:` URI: every byte but letters, digits and `/-._~` percent-encoded.
  package static func uri(_ path: String) -> String {
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
  package func copy(into destination: SQLiteConnection) throws(SQLiteError) {
    try checkOpen()
    try destination.checkOpen()
    guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
      throw destination.lastError
    }
    let status = sqlite3_backup_step(backup, -1)
    sqlite3_backup_finish(backup)
    guard status == SQLITE_DONE else {
      throw SQLiteError(code: status, message: String(cString: sqlite3_errstr(status)))
    }
  }
}
