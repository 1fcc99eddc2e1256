import BlackjackSQLite
import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A profile database: one SQLite file holding any number of profiles, each with its bankroll, every round played,
/// its sessions and the game to resume.
///
/// The file is opened in WAL mode with `synchronous=FULL`, and every change is one transaction, so a crash or a
/// `kill -9` at any moment leaves the last committed state.
///
/// **A file is identified before anything is changed.** Opening looks at the file read-only first, creating nothing
/// beside it: a path that is not a regular file, a file that is not an SQLite database, a database blackjack did
/// not write (its header's `application_id` is blackjack's, or, for the files of schema versions 1 and 2, which
/// carry none, its tables and columns are exactly those of that version), a newer schema, or damaged pages
/// (`PRAGMA integrity_check`, or `quick_check` above 16 MiB) are refused with a ``ProfileError`` and the file is
/// left byte for byte as it was. Only then is it opened for writing, switched to WAL and migrated forward.
///
/// **Reading only** (``Access/readOnly``: `blackjack profiles`, `history`) never creates or changes anything: the
/// file is copied into memory through a read-only connection (an immutable one when no session has it open, so
/// that not even a `-wal` or `-shm` file is made beside it), and an older schema is migrated in that copy. A
/// read-only file or directory can be read.
///
/// **Locks** come from the kernel, on bytes of the file itself (see `FileLock` and `LockByte`): they reach the
/// file by any path, and die with their holder.
public final class ProfileStore {
  /// The database file.
  public let path: String
  /// How the file was opened.
  public let access: Access
  /// The connection: to the file when writing; to an in-memory copy of it when reading only.
  let connection: SQLiteConnection
  /// The kernel locks on the file, while it is open for writing.
  let lock: FileLock?

  /// How a database is opened.
  public enum Access: Sendable {
    /// To read only: nothing is created or changed, and the file may be read-only.
    case readOnly
    /// To play: the file is created when missing, made ours when empty, and migrated.
    case readWrite
  }

  /// The schema version this blackjack reads and writes (`PRAGMA user_version`).
  public static var schemaVersion: Int { Schema.version }

  /// The default database: `$XDG_DATA_HOME/blackjack/blackjack.sqlite3`, or `~/.local/share/blackjack/…` when
  /// `XDG_DATA_HOME` is unset, empty or not absolute; `nil` when neither gives an absolute directory.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/blackjack/blackjack.sqlite3"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/share/blackjack/blackjack.sqlite3"
    }
    return nil
  }

  /// Makes the directory of the database at `path` (and those above it) when missing, mode 0700; a failure is left
  /// for opening the database to report.
  public static func makeDirectory(forDatabase path: String) {
    _ = System.makeDirectories(System.directory(of: path))
  }

  /// Whether `name` may name a profile: 1 to 40 ASCII letters, digits, '-', '_' or '.'.
  public static func isValidName(_ name: String) -> Bool {
    (1...40).contains(name.utf8.count)
      && name.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
      }
  }

  /// Opens the database at `path`: to play (created when missing, migrated to ``schemaVersion``), or to read only.
  ///
  /// - Parameters:
  ///   - path: The database file.
  ///   - access: ``Access/readWrite`` (the default) to play; ``Access/readOnly`` to list and read.
  /// - Throws: ``ProfileError``: `notRegularFile`; `unwritable` for a read-only file or directory or a missing
  ///   directory (when writing); `noDatabase` for a missing file (when reading); `notADatabase`,
  ///   `foreignDatabase`, `newerSchema`, `damaged`; `otherName` while another session has the file open under
  ///   another name; or `database` for anything else. The file is not changed when opening fails.
  public init(path: String, access: Access = .readWrite) throws(ProfileError) {
    self.path = path
    self.access = access
    let writing = access == .readWrite
    let directory = System.directory(of: path)
    switch System.kind(at: path) {
    case .other(let kind):
      throw .notRegularFile(path: path, kind: kind)
    case .unreadable:
      throw .unreadable(path: path)
    case .missing:
      guard writing else { throw .noDatabase(path: path) }
      guard System.isDirectory(directory) else {
        throw .unwritable(path: path, reason: "the directory \(directory) does not exist")
      }
      guard System.isWritable(directory) else {
        throw .unwritable(path: path, reason: "the directory \(directory) is read-only")
      }
      // A new database starts as an empty file, made ours below (another session may create it first).
      let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard created >= 0 || errno == EEXIST else {
        throw .unwritable(path: path, reason: String(cString: strerror(errno)))
      }
      if created >= 0 { close(created) }
    case .regular:
      guard System.isReadable(path) else { throw .unreadable(path: path) }
      if writing {
        guard System.isWritable(directory) else {
          throw .unwritable(path: path, reason: "the directory \(directory) is read-only")
        }
        guard System.isWritable(path) else { throw .unwritable(path: path, reason: "the file is read-only") }
      }
    }
    let lock = try FileLock(path: path, writable: writing)
    try Self.holdName(of: path, lock: lock)
    let (snapshot, version) = try Self.identify(path, lock: lock)
    if writing {
      snapshot.close()
      connection = try Self.openForWriting(path, lock: lock)
      self.lock = lock
    } else {
      // The copy in memory, brought to the current schema: the file itself is let go at once.
      connection = snapshot
      self.lock = nil
    }
    try check { try migrate(from: version) }
  }

  deinit {
    guard let lock else { return }
    // Closed under the gate, so that a reader never finds the write-ahead log half gone.
    let gated = lock.lock(LockByte.gate, exclusive: true, waiting: 10)
    connection.close()
    lock.unlock(from: LockByte.writers)
    if gated { lock.unlock(from: LockByte.gate) }
  }

  /// Takes the shared lock of the name `path` gives the file, and refuses the file while anyone holds another
  /// name's (see ``LockByte``).
  private static func holdName(of path: String, lock: FileLock) throws(ProfileError) {
    guard let key = System.nameKey(of: path) else {
      throw .database(path: path, message: "its directory cannot be looked at")
    }
    let own = LockByte.name(key)
    _ = lock.lock(own, exclusive: false, waiting: 5)
    let below = Int64(key)
    let above = LockByte.nameCount - Int64(key) - 1
    if (below > 0 && lock.isLockedElsewhere(LockByte.names, count: below))
      || (above > 0 && lock.isLockedElsewhere(own + 1, count: above))
    {
      throw .otherName(path: path)
    }
  }

  /// A copy in memory of the database at `path` as its last committed transaction left it, read without creating
  /// or changing anything on disk, and its schema version (0 for an empty file).
  ///
  /// Under the gate (see ``LockByte``): while sessions have the file open it is read through a read-only SQLite
  /// connection (their `-wal` and `-shm` files exist then); otherwise no one can write it until the gate is let go,
  /// and its bytes and its log's are read directly (``DatabaseImage``).
  static func snapshot(_ path: String, lock: FileLock) throws(ProfileError) -> SQLiteConnection {
    guard lock.lock(LockByte.gate, exclusive: false, waiting: 10) else {
      throw .database(path: path, message: "another blackjack session keeps opening or closing it; try again")
    }
    defer { lock.unlock(from: LockByte.gate) }
    do {
      if lock.isLockedElsewhere(LockByte.writers) {
        let reader = try SQLiteConnection.reading(System.absolute(path))
        let copy = try SQLiteConnection.memory()
        try reader.copy(into: copy)
        return copy
      }
      let file = lock.read(lock.size, at: 0)
      let log = System.contents(of: System.resolved(path) + "-wal") ?? []
      guard file.isEmpty || file.starts(with: Array("SQLite format 3".utf8) + [0]) else {
        throw ProfileError.notADatabase(path: path)
      }
      return try SQLiteConnection.memory(holding: DatabaseImage(file: file, log: log).bytes)
    } catch {
      throw map(error, path: path)
    }
  }

  /// Looks at the file without changing it or creating anything beside it: whether it is empty, or a database of
  /// ours, and at which schema version; the copy in memory it was read into (see ``snapshot(_:lock:)``) is returned.
  private static func identify(
    _ path: String, lock: FileLock
  ) throws(ProfileError) -> (snapshot: SQLiteConnection, version: Int) {
    let size = lock.size
    if size > 0 {
      let header = lock.read(100, at: 0)
      guard header.count == 100, header.starts(with: Array("SQLite format 3".utf8) + [0]) else {
        throw .notADatabase(path: path)
      }
    }
    let snapshot = try snapshot(path, lock: lock)
    do {
      let application = Int32(truncatingIfNeeded: try snapshot.scalar("PRAGMA application_id")?.int ?? 0)
      let version = try snapshot.scalar("PRAGMA user_version")?.int ?? 0
      let layout = try Schema.layout(of: snapshot)
      if application == Schema.applicationID {
        if version > Schema.version {
          throw ProfileError.newerSchema(path: path, found: version, supported: Schema.version)
        }
        guard version >= Schema.applicationIDVersion, layout == (try Schema.layout(atVersion: version)) else {
          throw ProfileError.damaged(path: path)
        }
      } else if application != 0 {
        throw ProfileError.foreignDatabase(path: path)
      } else if version == 0 && layout.isEmpty {
        // Empty, or an SQLite database with nothing in it.
      } else if version >= Schema.applicationIDVersion || version < 1 {
        throw ProfileError.foreignDatabase(path: path)
      } else if layout != (try Schema.layout(atVersion: version)) {
        throw ProfileError.foreignDatabase(path: path)
      }
      let check = size > 16 << 20 ? "quick_check(1)" : "integrity_check(1)"
      guard try snapshot.scalar("PRAGMA \(check)")?.string == "ok" else { throw ProfileError.damaged(path: path) }
      return (snapshot, version)
    } catch {
      throw map(error, path: path)
    }
  }

  /// Opens the identified file for writing, under the gate: WAL, `synchronous=FULL`, foreign keys; the writers'
  /// lock is held from then on.
  private static func openForWriting(_ path: String, lock: FileLock) throws(ProfileError) -> SQLiteConnection {
    guard lock.lock(LockByte.gate, exclusive: true, waiting: 10) else {
      throw .database(path: path, message: "another blackjack is reading it and does not let go; try again")
    }
    defer { lock.unlock(from: LockByte.gate) }
    do {
      let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
      try connection.execute("PRAGMA busy_timeout = 5000")
      // Identified above; a session may have migrated it since, but never past this version.
      let version = try connection.scalar("PRAGMA user_version")?.int ?? 0
      if version > Schema.version {
        throw ProfileError.newerSchema(path: path, found: version, supported: Schema.version)
      }
      let mode = try connection.scalar("PRAGMA journal_mode = WAL")?.string
      guard mode == "wal" else {
        throw ProfileError.database(path: path, message: "cannot use write-ahead logging (journal mode \(mode ?? "?"))")
      }
      try connection.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
      _ = lock.lock(LockByte.writers, exclusive: false)
      return connection
    } catch {
      throw map(error, path: path)
    }
  }

  /// Brings the schema up to ``Schema/version``, each migration in its own transaction with the new version.
  private func migrate(from version: Int) throws {
    guard version < Schema.version || access == .readWrite else { return }
    while true {
      let done = try connection.transaction { () throws -> Bool in
        let version = try connection.scalar("PRAGMA user_version")?.int ?? 0
        guard version < Schema.version else { return true }
        try connection.execute(Schema.migrations[version])
        try connection.execute("PRAGMA user_version = \(version + 1)")
        return false
      }
      if done { return }
    }
  }

  /// The schema version of the open database.
  public func userVersion() throws(ProfileError) -> Int {
    try check { try connection.scalar("PRAGMA user_version")?.int ?? 0 }
  }

  /// The result of `PRAGMA integrity_check`: "ok" for a sound file.
  public func integrityCheck() throws(ProfileError) -> String {
    try check { try connection.query("PRAGMA integrity_check").compactMap { $0.first?.string }.joined(separator: "; ") }
  }

  /// Runs `body`, turning SQLite's errors into ``ProfileError``s that name the file.
  func check<T>(_ body: () throws -> T) throws(ProfileError) -> T {
    do {
      return try body()
    } catch {
      throw Self.map(error, path: path)
    }
  }

  /// The ``ProfileError`` for a failure on `path`: itself, or the one for an SQLite failure.
  static func map(_ error: any Error, path: String) -> ProfileError {
    if let error = error as? ProfileError { return error }
    guard let error = error as? SQLiteError else { return .database(path: path, message: "\(error)") }
    switch error.primary {
    case SQLITE_NOTADB: return .notADatabase(path: path)
    case SQLITE_CORRUPT: return .damaged(path: path)
    case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM: return .unwritable(path: path, reason: error.message)
    case SQLITE_FULL: return .diskFull(path: path)
    default: return .database(path: path, message: error.message)
    }
  }

  // MARK: Reading

  /// Every profile, by name.
  public func profiles() throws(ProfileError) -> [ProfileSummary] {
    try check { () throws -> [ProfileSummary] in
      try connection.query("SELECT id FROM profiles ORDER BY name").map { try summary(id: $0[0].int) }
    }
  }

  /// The id of the profile called `name`, or `nil`.
  func profileID(_ name: String) throws -> Int? {
    try connection.scalar("SELECT id FROM profiles WHERE name = ?1", [.text(name)])?.int
  }

  /// One profile's summary.
  func summary(id: Int) throws -> ProfileSummary {
    let row = try connection.query(
      """
      SELECT name, created_at, starting_bankroll, bankroll, rounds, round_in_progress,
        (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE profile_id = p.id AND kind = 'rebuy'),
        (SELECT COUNT(*) FROM ledger WHERE profile_id = p.id AND kind = 'rebuy'),
        (SELECT COALESCE(SUM(net), 0) FROM rounds WHERE profile_id = p.id),
        (SELECT COUNT(*) FROM decisions d JOIN rounds r ON d.round_id = r.id WHERE r.profile_id = p.id),
        (SELECT COUNT(*) FROM decisions d JOIN rounds r ON d.round_id = r.id
          WHERE r.profile_id = p.id AND d.choice <> d.basic),
        (SELECT COUNT(*) FROM sessions WHERE profile_id = p.id),
        (SELECT MAX(finished_at) FROM rounds WHERE profile_id = p.id)
      FROM profiles p WHERE id = ?1
      """, [.integer(id)])[0]
    return ProfileSummary(
      name: row[0].string ?? "", createdAt: row[1].string ?? "", startingBankroll: row[2].int, bankroll: row[3].int,
      rebuys: row[6].int, rebuyCount: row[7].int, rounds: row[4].int, net: row[8].int, decisions: row[9].int,
      offStrategy: row[10].int, sessions: row[11].int, lastPlayed: row[12].string, roundInProgress: row[5].int != 0)
  }

  /// The rounds of `profile`, oldest first: those settled at or after `since` (an ISO 8601 date or time, compared
  /// as text), only the last `limit` when given.
  public func history(profile: String, since: String? = nil, limit: Int? = nil) throws(ProfileError) -> [RoundRecord] {
    try check { () throws -> [RoundRecord] in
      guard let id = try profileID(profile) else { throw ProfileError.noSuchProfile(path: path, profile: profile) }
      let rows = try connection.query(
        """
        SELECT id, number, started_at, finished_at, rules, seed, shuffle, shoe_position, bet, insurance, net,
          dealer_cards, blackjack, void, resumed, cards_dealt
        FROM rounds WHERE profile_id = ?1 AND finished_at >= ?2 ORDER BY number DESC LIMIT ?3
        """, [.integer(id), .text(since ?? ""), .integer(limit ?? -1)])
      return try rows.reversed().map { row in
        let hands = try connection.query(
          "SELECT cards, bet, doubled, split, surrendered, outcome, net FROM hands WHERE round_id = ?1 ORDER BY position",
          [row[0]]
        ).map {
          HandRecord(
            cards: $0[0].string ?? "", bet: $0[1].int, doubled: $0[2].int != 0, split: $0[3].int != 0,
            surrendered: $0[4].int != 0, outcome: $0[5].string ?? "", net: $0[6].int)
        }
        let decisions = try connection.query(
          "SELECT hand, cards, up_card, choice, basic, ev_cost FROM decisions WHERE round_id = ?1 ORDER BY number",
          [row[0]]
        ).map {
          DecisionRecord(
            hand: $0[0].int, cards: $0[1].string ?? "", upCard: $0[2].string ?? "", choice: $0[3].string ?? "",
            basic: $0[4].string ?? "", evCost: $0[5].double)
        }
        return RoundRecord(
          number: row[1].int, startedAt: row[2].string ?? "", finishedAt: row[3].string ?? "",
          rules: row[4].string ?? "", seed: row[5].string ?? "", shuffle: row[6].int, shoePosition: row[7].int,
          cardsDealt: row[15].int, bet: row[8].int, insurance: row[9].int, net: row[10].int,
          dealerCards: row[11].string ?? "",
          blackjack: row[12].int != 0, isVoid: row[13].int != 0, resumed: row[14].int != 0, hands: hands,
          decisions: decisions)
      }
    }
  }

  /// The lifetime statistics of `profile`.
  public func lifetime(profile: String) throws(ProfileError) -> LifetimeStats {
    try check { () throws -> LifetimeStats in
      guard let id = try profileID(profile) else { throw ProfileError.noSuchProfile(path: path, profile: profile) }
      let hands = try connection.query(
        """
        SELECT
          COALESCE(SUM(h.outcome IN ('win', 'blackjack', 'even money')), 0),
          COALESCE(SUM(h.outcome IN ('loss', 'surrender')), 0),
          COALESCE(SUM(h.outcome = 'push'), 0)
        FROM hands h JOIN rounds r ON h.round_id = r.id WHERE r.profile_id = ?1
        """, [.integer(id)])[0]
      let rounds = try connection.query(
        "SELECT COALESCE(SUM(blackjack), 0), COALESCE(MAX(net), 0), COALESCE(MIN(net), 0) FROM rounds"
          + " WHERE profile_id = ?1", [.integer(id)])[0]
      let best = try connection.query(
        """
        SELECT COALESCE(SUM(d.ev_cost > 1e-9), 0), COALESCE(SUM(CASE WHEN d.ev_cost > 1e-9 THEN d.ev_cost END), 0)
        FROM decisions d JOIN rounds r ON d.round_id = r.id WHERE r.profile_id = ?1
        """, [.integer(id)])[0]
      return LifetimeStats(
        summary: try summary(id: id), handsWon: hands[0].int, handsLost: hands[1].int, handsPushed: hands[2].int,
        blackjacks: rounds[0].int, offBest: best[0].int, evCost: best[1].double ?? 0, bestRound: rounds[1].int,
        worstRound: rounds[2].int)
    }
  }

  /// The profiles with at least `minimumRounds` rounds, best first: by net per 100 rounds, and (the second list)
  /// by the fewest decisions off basic strategy.
  public func leaderboard(
    minimumRounds: Int
  ) throws(ProfileError) -> (byNet: [LeaderboardEntry], byStrategy: [LeaderboardEntry], unranked: Int) {
    let all = try profiles()
    let entries = all.filter { $0.rounds >= minimumRounds }.map {
      LeaderboardEntry(
        name: $0.name, rounds: $0.rounds, netPer100: Double($0.net) / Double($0.rounds) * 100,
        decisions: $0.decisions,
        offStrategyRate: $0.decisions == 0 ? 0 : Double($0.offStrategy) / Double($0.decisions))
    }
    let byNet = entries.sorted { $0.netPer100 != $1.netPer100 ? $0.netPer100 > $1.netPer100 : $0.name < $1.name }
    let byStrategy = entries.sorted {
      $0.offStrategyRate != $1.offStrategyRate ? $0.offStrategyRate < $1.offStrategyRate : $0.name < $1.name
    }
    return (byNet, byStrategy, all.count - entries.count)
  }
}
