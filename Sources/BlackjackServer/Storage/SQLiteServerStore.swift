import BlackjackSQLite
import CSQLite
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's store in one SQLite file: WAL, `synchronous=FULL`, a schema version with migrations, writes
/// committed in groups by one writer thread (``GroupCommitWriter``) and reads on connections of their own.
///
/// The file is created mode 0600: it holds every table's shoe and generator, which would show the cards to come. An
/// existing file is identified before anything is written: a file that is not SQLite, an SQLite database this
/// server did not make (a profile database, say), or a newer schema is refused and left as it was.
public final class SQLiteServerStore: ServerStore {
  /// The database file.
  public let path: String
  /// The storage's name: `sqlite`.
  public let kind = "sqlite"
  /// The database schema version (``ServerSchema``).
  public var schemaVersion: Int { ServerSchema.version }
  private let writer: GroupCommitWriter
  private let readers = Mutex<[DatabaseBox]>([])

  /// Opens (creating when missing) the database at `path` and migrates it.
  ///
  /// - Throws: ``StoreError/failed(_:)`` with one line naming the file and what is wrong.
  public init(path: String) throws(StoreError) {
    self.path = path
    let database = try Self.open(path: path)
    writer = GroupCommitWriter(database: database)
  }

  private static func open(path: String) throws(StoreError) -> SQLiteConnection {
    var info = stat()
    let exists = stat(path, &info) == 0
    if exists {
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw .failed("\(path) is not a regular file; give --db a database file")
      }
    } else {
      // Created here, mode 0600, so that SQLite (and its WAL and shared-memory files, which take the database's
      // mode) never makes it readable by others.
      if let reason = createExclusively(path) {
        throw .failed("cannot create \(path): \(reason)")
      }
    }
    let database: SQLiteConnection
    do {
      database = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
      try database.execute("PRAGMA busy_timeout = 10000")
      let application = try database.scalar("PRAGMA application_id")?.int ?? 0
      let version = try database.scalar("PRAGMA user_version")?.int ?? 0
      let tables = try database.scalar("SELECT COUNT(*) FROM sqlite_master")?.int ?? 0
      if tables > 0 && application != Int(ServerSchema.applicationID) {
        throw StoreError.failed(
          "\(path) is an SQLite database that blackjack serve did not make (a profile database?); it was left"
            + " untouched: give --db another file")
      }
      if version > ServerSchema.version {
        throw StoreError.failed(
          "\(path) was written by a newer blackjack (server schema \(version); this one reads up to"
            + " \(ServerSchema.version)); it was left untouched")
      }
      let mode = try database.scalar("PRAGMA journal_mode = WAL")?.string
      guard mode == "wal" else {
        throw StoreError.failed("\(path): cannot use write-ahead logging (journal mode \(mode ?? "?"))")
      }
      try database.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
      try migrate(database)
    } catch let error as StoreError {
      throw error
    } catch let failure as SQLiteError {
      throw failure.primary == SQLITE_NOTADB
        ? .failed("\(path) is not an SQLite database; it was left untouched: give --db another file")
        : .failed("\(path): \(failure.message)")
    } catch {
      throw .failed("\(path): \(error)")
    }
    return database
  }

  /// Brings the schema up to ``ServerSchema/version``, each migration in its own transaction with the new version.
  private static func migrate(_ database: SQLiteConnection) throws {
    while true {
      try database.execute("BEGIN IMMEDIATE")
      do {
        let version = try database.scalar("PRAGMA user_version")?.int ?? 0
        guard version < ServerSchema.version else {
          try database.execute("COMMIT")
          return
        }
        try database.execute(ServerSchema.sqlite[version])
        try database.execute(
          "PRAGMA user_version = \(version + 1); PRAGMA application_id = \(ServerSchema.applicationID)")
        try database.execute("COMMIT")
      } catch {
        if database.inTransaction { try? database.execute("ROLLBACK") }
        throw error
      }
    }
  }

  /// Registers a player (see ``ServerStore/register(_:)``).
  public func register(_ player: NewPlayer) throws(StoreError) -> PlayerIdentity {
    try mapped {
      try writer.perform { database -> PlayerIdentity in
        let id = try database.query(
          ServerSQL.insertPlayer,
          [
            .text(player.name.text), .text(player.name.key), .text(player.tokenDigest), .integer(Int(player.createdAt)),
            .integer(player.bankroll),
          ])[0][0].int
        try database.query(ServerSQL.insertTableState, [.integer(id), .text(player.table.state)])
        return PlayerIdentity(id: id, name: player.name.text)
      }
    }
  }

  /// The player whose token has this digest, or `nil`.
  public func player(tokenDigest: String) throws(StoreError) -> PlayerIdentity? {
    try read { database in
      try database.query(ServerSQL.playerByToken, [.text(tokenDigest)]).first.map {
        PlayerIdentity(id: $0[0].int, name: $0[1].string ?? "")
      }
    }
  }

  /// The table row of a player.
  public func table(of player: Int) throws(StoreError) -> TableRow {
    try read { database in
      guard let row = try database.query(ServerSQL.tableRow, [.integer(player)]).first else {
        throw StoreError.failed("no table for player \(player)")
      }
      return ServerSQL.tableRow(row)
    }
  }

  /// Stores `write` if the player's row is still at `sequence` (see ``ServerStore/write(_:player:expecting:)``),
  /// in the writer's next group commit.
  public func write(_ write: TableWrite, player: Int, expecting sequence: Int) throws(StoreError) -> Bool {
    try mapped {
      try writer.perform { database -> Bool in
        try database.query(ServerSQL.updatePlayer, ServerSQL.updateBindings(write, player: player, sequence: sequence))
        guard database.changes == 1 else { return false }
        if write.stateChanged {
          try database.query(ServerSQL.updateTableState, [.integer(player), .text(write.table.state)])
        }
        if let round = write.settled {
          try database.query(ServerSQL.insertRound, ServerSQL.roundBindings(round, player: player))
        }
        return true
      }
    }
  }

  /// One page of the leaderboard (see ``ServerStore/leaderboard(since:offset:limit:)``).
  public func leaderboard(
    since: Int64?, offset: Int, limit: Int
  ) throws(StoreError) -> (players: Int, entries: [LeaderboardEntry]) {
    try read { database in
      let from = SQLValue.integer(Int(since ?? .min))
      let players = try database.scalar(ServerSQL.leaderboardCount, [from])?.int ?? 0
      let rows = try database.query(
        ServerSQL.leaderboard(), [from, .integer(limit), .integer(offset)])
      return (players, rows.map(ServerSQL.entry))
    }
  }

  /// Checks that the database answers.
  public func ping() throws(StoreError) {
    _ = try read { database in try database.scalar("SELECT COUNT(*) FROM players") }
  }

  /// Every player's totals against their rounds.
  public func audit() throws(StoreError) -> StoreAudit {
    try read { database in StoreAudit(players: try database.query(ServerSQL.audit).map(ServerSQL.auditPlayer)) }
  }

  /// Finishes the queued work and closes the database.
  public func close() {
    writer.stop()
    readers.withLock { $0.removeAll() }
  }

  /// Runs `body` on a reading connection of the pool (opening one when none is free).
  private func read<T>(_ body: (SQLiteConnection) throws -> T) throws(StoreError) -> T {
    let box: DatabaseBox
    if let idle = readers.withLock({ $0.popLast() }) {
      box = idle
    } else {
      do {
        let database = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        try database.execute("PRAGMA busy_timeout = 10000")
        box = DatabaseBox(database)
      } catch {
        throw .unavailable("\(path): \(error.message)")
      }
    }
    defer { readers.withLock { $0.append(box) } }
    return try mapped { try body(box.database) }
  }

  /// Runs `body`, turning SQLite's failures into ``StoreError``s.
  private func mapped<T>(_ body: () throws -> T) throws(StoreError) -> T {
    do {
      return try body()
    } catch let error as StoreError {
      throw error
    } catch let failure as SQLiteError {
      // SQLITE_CONSTRAINT_UNIQUE, a macro Swift does not import.
      let uniqueViolation = SQLITE_CONSTRAINT | 8 << 8
      if failure.code == uniqueViolation && failure.message.contains("name_key") { throw .nameTaken }
      switch failure.primary {
      case SQLITE_BUSY, SQLITE_LOCKED: throw .unavailable(failure.message)
      case SQLITE_FULL: throw .failed("\(path): the disk is full")
      default: throw .failed("\(path): \(failure.message)")
      }
    } catch {
      throw .failed("\(error)")
    }
  }
}

/// Creates `path`, empty, mode 0600, failing if it exists; returns the reason when it fails.
private func createExclusively(_ path: String) -> String? {
  let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
  guard descriptor >= 0 else { return String(cString: strerror(errno)) }
  close(descriptor)
  return nil
}
