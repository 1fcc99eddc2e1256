#if _pointerBitWidth(_32)
  #error("BlackjackSQLite keeps SQLite's 64-bit integers in Int, which needs a 64-bit platform")
#endif

/// A value bound to or read from an SQL statement: SQLite's storage classes (a BLOB is read as text), and what the
/// PostgreSQL store of the server binds and reads.
///
/// Integers are `Int`, which holds every SQLite integer on the 64-bit platforms (Linux, macOS) the package builds for.
package enum SQLValue: Sendable, Equatable {
  /// A whole number: SQLite's INTEGER.
  case integer(Int)
  /// An IEEE double: SQLite's REAL (a NaN is stored as NULL).
  case real(Double)
  /// UTF-8 text: SQLite's TEXT.
  case text(String)
  /// NULL.
  case null
}
