import CSQLite

/// The prepared statements of one connection, kept by their SQL text so that a statement run again is neither
/// parsed nor planned again; when `capacity` are kept, the least recently used is finalized to make room.
///
/// A kept statement is always reset, with its bindings cleared, between runs (``SQLiteConnection/query(_:_:)``
/// does this), so it holds no lock and no snapshot while it waits.
final class StatementCache {
  /// A kept statement and when it was last used.
  private final class Entry {
    /// The prepared statement.
    let statement: OpaquePointer
    /// The value of ``StatementCache/uses`` when it was last handed out.
    var lastUse: UInt64

    /// Keeps `statement`, used at `lastUse`.
    init(_ statement: OpaquePointer, lastUse: UInt64) {
      self.statement = statement
      self.lastUse = lastUse
    }
  }

  /// The most statements kept (0: none are).
  let capacity: Int
  /// The kept statements by their SQL text.
  private var entries: [String: Entry] = [:]
  /// How many times a statement has been handed out or kept: the clock of least-recent use.
  private var uses: UInt64 = 0

  /// An empty cache keeping at most `capacity` statements (none when it is 0 or less).
  init(capacity: Int) { self.capacity = max(0, capacity) }

  /// How many statements are kept.
  var count: Int { entries.count }

  /// Whether a statement is kept for `sql`.
  func contains(_ sql: String) -> Bool { entries[sql] != nil }

  /// The statement kept for `sql`, now the most recently used; `nil` when none is.
  func statement(for sql: String) -> OpaquePointer? {
    guard let entry = entries[sql] else { return nil }
    uses &+= 1
    entry.lastUse = uses
    return entry.statement
  }

  /// Keeps `statement` as the one for `sql`, finalizing the least recently used statement first when the cache is
  /// full; returns `false`, keeping nothing, when the capacity is 0 (the caller then finalizes `statement`).
  func keep(_ statement: OpaquePointer, for sql: String) -> Bool {
    guard capacity > 0 else { return false }
    if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      sqlite3_finalize(oldest.value.statement)
      entries[oldest.key] = nil
    }
    uses &+= 1
    entries[sql] = Entry(statement, lastUse: uses)
    return true
  }

  /// Finalizes every kept statement and forgets them (before the connection closes: SQLite closes a connection
  /// only once its statements are finalized).
  func finalizeAll() {
    for entry in entries.values { sqlite3_finalize(entry.statement) }
    entries.removeAll()
  }
}
