import BlackjackSQLite
import CSQLite

/// What ``ProfileStore/recover(from:to:)`` copied.
public struct ProfileRecovery: Sendable, Equatable {
  /// The profiles in the new file.
  public var profiles: Int
  /// The rounds in the new file.
  public var rounds: Int
  /// The tables whose rows could not all be read (a damaged page stopped the reading), in the order tried.
  public var incomplete: [String]
}

extension ProfileStore {
  /// The tables of a profile database, in the order they are copied (a row after the rows it refers to).
  static let tables = ["profiles", "sessions", "ledger", "rounds", "hands", "decisions"]

  /// Copies what can be read of the profile database at `source` (a damaged one) into a new file `destination`,
  /// at the current schema; `source` is only read (copied into memory as reading commands do), and left as it was.
  ///
  /// Each table is read in the order of its rows (its own pages, not its indexes, which are rebuilt in the new
  /// file): a damaged index loses nothing; a damaged page of a table's rows ends the reading of that table, and the
  /// table is named in ``ProfileRecovery/incomplete``. Rows that would break a rule of the schema in the new file
  /// (a second profile of one name) are left out.
  ///
  /// - Throws: ``ProfileError``: the source is not a profile database of this blackjack or a former one, or cannot
  ///   be read at all; `destination` exists already; or the new file cannot be written.
  public static func recover(from source: String, to destination: String) throws(ProfileError) -> ProfileRecovery {
    switch System.kind(at: destination) {
    case .missing: break
    default:
      throw .database(
        path: destination, message: "it exists already; --recover writes a new file: name one that does not exist")
    }
    switch System.kind(at: source) {
    case .missing: throw .noDatabase(path: source)
    case .other(let kind): throw .notRegularFile(path: source, kind: kind)
    case .unreadable: throw .unreadable(path: source)
    case .regular: break
    }
    let lock = try FileLock(path: source, writable: false)
    guard lock.read(16, at: 0) == Array("SQLite format 3".utf8) + [0] else { throw .notADatabase(path: source) }
    let reader = try snapshot(source, lock: lock)
    let version: Int
    do {
      let application = Int32(truncatingIfNeeded: try reader.scalar("PRAGMA application_id")?.int ?? 0)
      version = try reader.scalar("PRAGMA user_version")?.int ?? 0
      guard application == Schema.applicationID || application == 0, (1...Schema.version).contains(version) else {
        throw version > Schema.version
          ? ProfileError.newerSchema(path: source, found: version, supported: Schema.version)
          : ProfileError.foreignDatabase(path: source)
      }
    } catch let error as SQLiteError where error.primary == SQLITE_CORRUPT || error.primary == SQLITE_NOTADB {
      // The schema cannot be read (a file cut short, its first pages overwritten): no table can be copied, and the
      // message of a damaged file, which sends here, would go round in a circle.
      throw .unrecoverable(path: source)
    } catch {
      throw map(error, path: source)
    }

    // The new file at the source's version, so that the rows copy column for column; then migrated as any file.
    var incomplete: [String] = []
    do {
      let writer = try SQLiteConnection(path: destination, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
      try writer.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL")
      try writer.transaction {
        for migration in Schema.migrations.prefix(version) { try writer.execute(migration) }
        try writer.execute("PRAGMA user_version = \(version)")
        for table in tables {
          let columns = try writer.query("SELECT name FROM pragma_table_info(?1) ORDER BY cid", [.text(table)])
            .compactMap { $0.first?.string }
          let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
          let slots = (1...columns.count).map { "?\($0)" }.joined(separator: ", ")
          do {
            try reader.forEachRow("SELECT \(list) FROM \"\(table)\" NOT INDEXED") { row in
              try writer.query("INSERT OR IGNORE INTO \"\(table)\" (\(list)) VALUES (\(slots))", row)
            }
          } catch let error as SQLiteError where error.primary == SQLITE_CORRUPT || error.primary == SQLITE_NOTADB {
            incomplete.append(table)
          }
        }
      }
      writer.close()
    } catch {
      throw map(error, path: destination)
    }
    let store = try ProfileStore(path: destination)
    return try store.check { () throws -> ProfileRecovery in
      ProfileRecovery(
        profiles: try store.connection.scalar("SELECT COUNT(*) FROM profiles")?.int ?? 0,
        rounds: try store.connection.scalar("SELECT COUNT(*) FROM rounds")?.int ?? 0, incomplete: incomplete)
    }
  }
}
