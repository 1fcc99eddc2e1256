/// An SQLite failure: the extended result code and SQLite's message.
package struct SQLiteError: Error, Sendable, Equatable {
  /// The extended result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_NOTADB`, …).
  package var code: Int32
  /// SQLite's own words.
  package var message: String

  /// An error with the extended result `code` and `message`.
  package init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }

  /// The primary result code (the low byte of the extended one).
  package var primary: Int32 { code & 0xFF }
}
