/// Where the server keeps its players, tables and rounds: SQLite (``SQLiteServerStore``) or PostgreSQL
/// (``PostgresServerStore``), the same schema and the same guarantees in both.
///
/// Every change is one committed transaction before its caller answers: a player registered, a line taken at a
/// table (with the round it settled). A line is played on a table row read with ``table(of:)`` and written back with
/// ``write(_:player:expecting:)`` only if the row is still at the sequence read (optimistic concurrency: the work of
/// playing the line is done outside the transaction, and two requests for one player cannot both be applied to the
/// same state).
public protocol ServerStore: Sendable {
  /// `sqlite` or `postgresql`.
  var kind: String { get }

  /// The database schema version.
  var schemaVersion: Int { get }

  /// Registers a player.
  ///
  /// - Throws: ``StoreError/nameTaken`` when the name's key is taken; ``StoreError/unavailable(_:)`` or
  ///   ``StoreError/failed(_:)`` otherwise. Nothing is stored on failure.
  func register(_ player: NewPlayer) throws(StoreError) -> PlayerIdentity

  /// The player whose token has this SHA-256 digest, or `nil`.
  func player(tokenDigest: String) throws(StoreError) -> PlayerIdentity?

  /// The table row of a player.
  func table(of player: Int) throws(StoreError) -> TableRow

  /// Stores `write` (the player's new row, the table's state when it changed, the round it settled) in one
  /// transaction, committed before returning, if the player's row is still at `sequence`.
  ///
  /// - Returns: whether it was stored; `false` when another request moved the row on first (nothing is stored).
  func write(_ write: TableWrite, player: Int, expecting sequence: Int) throws(StoreError) -> Bool

  /// One page of the leaderboard: rounds settled at or after `since` (milliseconds since 1970; `nil` for all), the
  /// players ranked by net result; and how many players the period has.
  func leaderboard(since: Int64?, offset: Int, limit: Int) throws(StoreError) -> (
    players: Int, entries: [LeaderboardEntry]
  )

  /// Checks that the database answers.
  func ping() throws(StoreError)

  /// Every player's totals against their rounds, for the invariants (see ``StoreAudit``).
  func audit() throws(StoreError) -> StoreAudit

  /// Finishes the work queued and closes the database.
  func close()
}

/// Why the store failed.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name is taken (names are unique regardless of case).
  case nameTaken
  /// The database cannot be reached or is busy now; the request may be retried.
  case unavailable(String)
  /// Anything else: the database's message.
  case failed(String)

  /// One line.
  public var description: String {
    switch self {
    case .nameTaken: "the name is taken"
    case .unavailable(let message): "the database is unavailable: \(message)"
    case .failed(let message): "database error: \(message)"
    }
  }
}

/// A player to register.
public struct NewPlayer: Sendable {
  /// The name.
  public var name: PlayerName
  /// The SHA-256 of the token, in hexadecimal.
  public var tokenDigest: String
  /// The starting bankroll, in cents.
  public var bankroll: Int
  /// The new table's saved state.
  var table: SavedTable
  /// When, in milliseconds since 1970.
  public var createdAt: Int64
}

/// Who a token belongs to.
public struct PlayerIdentity: Sendable, Equatable {
  /// The player's row id.
  public var id: Int
  /// The name.
  public var name: String
}

/// A player's table as stored.
public struct TableRow: Sendable, Equatable {
  /// The player's row id.
  public var player: Int
  /// The name.
  public var name: String
  /// Lines taken so far.
  public var sequence: Int
  /// The table's saved state.
  var table: SavedTable
  /// Rounds settled.
  public var roundsPlayed: Int
  /// The bankroll between rounds, in cents.
  public var bankroll: Int
  /// The bankroll the player started with.
  public var startingBankroll: Int
  /// Money added by rebuys.
  public var rebuys: Int
  /// The session of the last round dealt (0 before the first).
  public var session: Int
  /// When a line was last taken (milliseconds since 1970), or `nil`.
  public var lastPlayedAt: Int64?
  /// When the round in progress was dealt, or `nil`.
  public var roundStartedAt: Int64?
  /// The last line taken and the reply sent for it (JSON), for a retry.
  public var lastLine: String?
  /// The reply to ``lastLine``.
  public var lastReply: String?
  /// The last round settled (JSON), or `nil`.
  public var lastRound: String?
}

/// A table row's new values, and the round settled with them.
public struct TableWrite: Sendable {
  /// Lines taken.
  public var sequence: Int
  /// The saved state.
  var table: SavedTable
  /// Whether the table's state between rounds changed (it is written only then).
  public var stateChanged: Bool
  /// Rounds settled.
  public var roundsPlayed: Int
  /// The bankroll between rounds.
  public var bankroll: Int
  /// Money added by rebuys so far.
  public var rebuys: Int
  /// The session of the last round dealt.
  public var session: Int
  /// When this line was taken.
  public var lastPlayedAt: Int64
  /// When the round in progress was dealt, or `nil`.
  public var roundStartedAt: Int64?
  /// The line.
  public var lastLine: String
  /// Its reply (JSON).
  public var lastReply: String
  /// The last round settled (JSON).
  public var lastRound: String?
  /// The round this line settled, to insert.
  public var settled: StoredRound?
}

/// A settled round as the rounds table keeps it.
public struct StoredRound: Sendable, Equatable {
  /// The round's number at its table: 1, 2, … with no gap.
  public var number: Int
  /// The session.
  public var session: Int
  /// When it was dealt and settled, in milliseconds since 1970.
  public var startedAt: Int64
  /// When it settled.
  public var settledAt: Int64
  /// The bet, in cents.
  public var bet: Int
  /// The net result, in cents.
  public var net: Int
  /// The round in full (a ``SettledRound`` as JSON).
  public var detail: String
}

/// Every player's stored totals beside the sums of their rounds.
public struct StoreAudit: Sendable, Equatable {
  /// One player's figures.
  public struct Player: Sendable, Equatable {
    /// The name.
    public var name: String
    /// The bankroll kept on the player's row.
    public var bankroll: Int
    /// The starting bankroll.
    public var startingBankroll: Int
    /// Money added by rebuys.
    public var rebuys: Int
    /// Rounds settled, as the player's row counts them.
    public var roundsPlayed: Int
    /// Rounds in the rounds table.
    public var roundRows: Int
    /// The sum of their nets.
    public var netSum: Int
    /// The lowest and highest round numbers (0 when there is none).
    public var firstNumber: Int
    /// The highest round number.
    public var lastNumber: Int
    /// Whether a round is in progress.
    public var roundInProgress: Bool
  }

  /// Every player, by name.
  public var players: [Player]

  /// The broken invariants, one line each: a bankroll that is not its start plus rebuys plus the rounds' nets;
  /// round numbers that are not 1…n; a count of rounds that disagrees with the rows.
  public var violations: [String] {
    players.flatMap { player -> [String] in
      var lines: [String] = []
      let expected = player.startingBankroll + player.rebuys + player.netSum
      if player.bankroll != expected {
        lines.append(
          "\(player.name): bankroll \(player.bankroll) is not start \(player.startingBankroll) + rebuys"
            + " \(player.rebuys) + results \(player.netSum) = \(expected)")
      }
      if player.roundRows != player.roundsPlayed {
        lines.append("\(player.name): \(player.roundRows) rounds stored, the table counts \(player.roundsPlayed)")
      }
      if player.roundRows > 0 && (player.firstNumber != 1 || player.lastNumber != player.roundRows) {
        lines.append(
          "\(player.name): round numbers \(player.firstNumber)…\(player.lastNumber) for \(player.roundRows) rounds"
            + " are not 1…\(player.roundRows)")
      }
      return lines
    }
  }
}
