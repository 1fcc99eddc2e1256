import BlackjackSQLite
import Dispatch
import Synchronization

/// The server's store in a PostgreSQL database (`--db postgresql://…`): the same tables as SQLite's, a pool of
/// connections, and each change one transaction that locks the player's row (`SELECT … FOR UPDATE`).
///
/// PostgreSQL commits durably (its write-ahead log is flushed before `COMMIT` returns) and groups the flushes of
/// concurrent commits itself, so each request commits on its own connection.
public final class PostgresServerStore: ServerStore {
  /// The storage's name: `postgresql`.
  public let kind = "postgresql"
  /// The database schema version (``ServerSchema``).
  public var schemaVersion: Int { ServerSchema.version }
  private let url: String
  private let idle = Mutex<[PostgresConnection]>([])
  private let slots: DispatchSemaphore
  private let lockKey = Int(ServerSchema.applicationID)

  /// Connects to `url` and migrates the schema, holding at most `connections` connections.
  ///
  /// - Throws: ``StoreError/unavailable(_:)`` when the database cannot be reached, ``StoreError/failed(_:)`` for a
  ///   database with a newer schema or tables this server did not make.
  public init(url: String, connections: Int = 16) throws(StoreError) {
    self.url = url
    slots = DispatchSemaphore(value: connections)
    try withConnection { connection throws(StoreError) in
      do {
        try migrate(connection)
      } catch let error as StoreError {
        throw error
      } catch let failure as PostgresFailure {
        throw .failed("PostgreSQL: \(failure.message)")
      } catch {
        throw .failed("PostgreSQL: \(error)")
      }
    }
  }

  private func migrate(_ connection: PostgresConnection) throws {
    try connection.execute("BEGIN")
    do {
      _ = try connection.query("SELECT pg_advisory_xact_lock($1)", [.integer(lockKey)])
      let hasSchema = try connection.query("SELECT to_regclass('blackjack_schema') IS NOT NULL")[0][0].string == "t"
      if !hasSchema {
        if try connection.query("SELECT to_regclass('players') IS NOT NULL")[0][0].string == "t" {
          throw StoreError.failed(
            "the PostgreSQL database has a 'players' table that blackjack serve did not make; give --db another"
              + " database")
        }
        try connection.execute(
          "CREATE TABLE blackjack_schema (version INTEGER NOT NULL); INSERT INTO blackjack_schema VALUES (0)")
      }
      var version = try connection.query("SELECT version FROM blackjack_schema")[0][0].int
      if version > ServerSchema.version {
        throw StoreError.failed(
          "the PostgreSQL database was written by a newer blackjack (server schema \(version); this one reads up to"
            + " \(ServerSchema.version)); it was left untouched")
      }
      while version < ServerSchema.version {
        try connection.execute(ServerSchema.postgres[version])
        version += 1
        try connection.query("UPDATE blackjack_schema SET version = $1", [.integer(version)])
      }
      try connection.execute("COMMIT")
    } catch {
      try? connection.execute("ROLLBACK")
      throw error
    }
  }

  /// Registers a player (see ``ServerStore/register(_:)``).
  public func register(_ player: NewPlayer) throws(StoreError) -> PlayerIdentity {
    try transaction { connection in
      let id = try connection.query(
        ServerSQL.postgres(ServerSQL.insertPlayer),
        [
          .text(player.name.text), .text(player.name.key), .text(player.tokenDigest), .integer(Int(player.createdAt)),
          .integer(player.bankroll),
        ])[0][0].int
      try connection.query(
        ServerSQL.postgres(ServerSQL.insertTableState), [.integer(id), .text(player.table.state)])
      return PlayerIdentity(id: id, name: player.name.text)
    }
  }

  /// The player whose token has this digest, or `nil`.
  public func player(tokenDigest: String) throws(StoreError) -> PlayerIdentity? {
    try run { connection in
      try connection.query(ServerSQL.postgres(ServerSQL.playerByToken), [.text(tokenDigest)]).first.map {
        PlayerIdentity(id: $0[0].int, name: $0[1].string ?? "")
      }
    }
  }

  /// The table row of a player.
  public func table(of player: Int) throws(StoreError) -> TableRow {
    try run { connection in
      guard let row = try connection.query(ServerSQL.postgres(ServerSQL.tableRow), [.integer(player)]).first
      else { throw StoreError.failed("no table for player \(player)") }
      return ServerSQL.tableRow(row)
    }
  }

  /// Stores `write` if the player's row is still at `sequence` (see ``ServerStore/write(_:player:expecting:)``).
  public func write(_ write: TableWrite, player: Int, expecting sequence: Int) throws(StoreError) -> Bool {
    try transaction { connection -> Bool in
      let changed = try connection.change(
        ServerSQL.postgres(ServerSQL.updatePlayer), ServerSQL.updateBindings(write, player: player, sequence: sequence))
      // A row moved on was not changed: nothing is written, and the empty transaction commits as nothing.
      guard changed == 1 else { return false }
      if write.stateChanged {
        try connection.query(
          ServerSQL.postgres(ServerSQL.updateTableState), [.integer(player), .text(write.table.state)])
      }
      if let round = write.settled {
        try connection.query(ServerSQL.postgres(ServerSQL.insertRound), ServerSQL.roundBindings(round, player: player))
      }
      return true
    }
  }

  /// One page of the leaderboard (see ``ServerStore/leaderboard(since:offset:limit:)``).
  public func leaderboard(
    since: Int64?, offset: Int, limit: Int
  ) throws(StoreError) -> (players: Int, entries: [LeaderboardEntry]) {
    try run { connection in
      let from = SQLValue.integer(Int(since ?? .min))
      let players = try connection.query(ServerSQL.postgres(ServerSQL.leaderboardCount), [from]).first?.first?.int ?? 0
      let rows = try connection.query(
        ServerSQL.postgres(ServerSQL.leaderboard(collation: " COLLATE \"C\"")),
        [from, .integer(limit), .integer(offset)])
      return (players, rows.map(ServerSQL.entry))
    }
  }

  /// Checks that the database answers.
  public func ping() throws(StoreError) {
    _ = try run { connection in try connection.query("SELECT 1") }
  }

  /// Every player's totals against their rounds.
  public func audit() throws(StoreError) -> StoreAudit {
    try run { connection in StoreAudit(players: try connection.query(ServerSQL.audit).map(ServerSQL.auditPlayer)) }
  }

  /// Finishes the queued work and closes the database.
  public func close() {
    // Wait for the connections in use, then drop them all.
    idle.withLock { $0.removeAll() }
  }

  /// Runs `body` in a transaction on a pooled connection: committed when it returns, rolled back when it throws.
  private func transaction<T>(_ body: (PostgresConnection) throws -> T) throws(StoreError) -> T {
    try run { connection in
      try connection.execute("BEGIN")
      do {
        let result = try body(connection)
        try connection.execute("COMMIT")
        return result
      } catch {
        if connection.isOK { try? connection.execute("ROLLBACK") }
        throw error
      }
    }
  }

  /// Runs `body` on a pooled connection, turning failures into ``StoreError``s.
  private func run<T>(_ body: (PostgresConnection) throws -> T) throws(StoreError) -> T {
    try withConnection { connection throws(StoreError) in
      do {
        return try body(connection)
      } catch let error as StoreError {
        throw error
      } catch let failure as PostgresFailure {
        if failure.state == "23505" && failure.message.contains("name_key") { throw .nameTaken }
        if failure.connectionLost {
          connection.reset()
          throw .unavailable("PostgreSQL: \(failure.message)")
        }
        throw .failed("PostgreSQL: \(failure.message)")
      } catch {
        throw .failed("\(error)")
      }
    }
  }

  /// Lends `body` a connection of the pool, connecting one when none is idle.
  private func withConnection<T>(_ body: (PostgresConnection) throws(StoreError) -> T) throws(StoreError) -> T {
    slots.wait()
    defer { slots.signal() }
    let connection: PostgresConnection
    if let kept = idle.withLock({ $0.popLast() }) {
      connection = kept
      if !connection.isOK { connection.reset() }
    } else {
      do {
        connection = try PostgresConnection(url: url)
      } catch {
        throw .unavailable("cannot connect to PostgreSQL: \(error.message)")
      }
    }
    defer { idle.withLock { $0.append(connection) } }
    return try body(connection)
  }
}
