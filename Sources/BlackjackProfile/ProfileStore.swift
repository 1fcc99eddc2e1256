import CSQLite

/// A profile database: one SQLite file holding any number of profiles, each with its bankroll, every round played,
/// its sessions and the game to resume.
///
/// The file is opened in WAL mode with `synchronous=FULL`, and every change is one transaction, so a crash or a
/// `kill -9` at any moment leaves the last committed state. Opening checks the file before changing anything: a
/// file that is not an SQLite database, a database blackjack did not write, or a newer schema is refused with a
/// ``ProfileError`` and left untouched; an older schema is migrated forward.
public final class ProfileStore {
  /// The database file.
  public let path: String
  /// The connection.
  let connection: SQLiteConnection

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

  /// Opens (or, with `create`, creates) the database at `path` and migrates it to ``schemaVersion``.
  ///
  /// - Parameters:
  ///   - path: The database file.
  ///   - create: Whether to create the file when it does not exist (its directory must exist).
  /// - Throws: ``ProfileError``: `unwritable` for a read-only file or directory or a missing directory,
  ///   `noDatabase` for a missing file when not creating, `notADatabase`, `foreignDatabase`, `newerSchema`, or
  ///   `database` for anything else. The file is not changed when opening fails.
  public init(path: String, create: Bool = true) throws(ProfileError) {
    self.path = path
    let directory = System.directory(of: path)
    let exists = System.exists(path)
    if !exists {
      guard create else { throw .noDatabase(path: path) }
      guard System.isDirectory(directory) else {
        throw .unwritable(path: path, reason: "the directory \(directory) does not exist")
      }
    }
    guard System.isWritable(directory) else {
      throw .unwritable(path: path, reason: "the directory \(directory) is read-only")
    }
    if exists {
      guard System.isReadable(path) else {
        throw .database(path: path, message: "the file cannot be read (permission denied)")
      }
      guard System.isWritable(path) else { throw .unwritable(path: path, reason: "the file is read-only") }
    }
    do {
      connection = try SQLiteConnection(
        path: path, flags: SQLITE_OPEN_READWRITE | (exists ? 0 : SQLITE_OPEN_CREATE))
    } catch {
      throw Self.map(error, path: path)
    }
    try check { () throws -> Void in
      try connection.execute("PRAGMA busy_timeout = 5000")
      // Read before writing anything: a file that is not ours is refused untouched.
      let version = try connection.scalar("PRAGMA user_version")?.int ?? 0
      let tables = try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap {
        $0.first?.string
      }
      if version > Schema.version {
        throw ProfileError.newerSchema(path: path, found: version, supported: Schema.version)
      }
      if version == 0 ? !tables.isEmpty : !tables.contains("profiles") {
        throw ProfileError.foreignDatabase(path: path)
      }
      let mode = try connection.scalar("PRAGMA journal_mode = WAL")?.string
      guard mode == "wal" else {
        throw ProfileError.database(path: path, message: "cannot use write-ahead logging (journal mode \(mode ?? "?"))")
      }
      try connection.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
      try migrate()
    }
  }

  /// Brings the schema up to ``Schema/version``, each migration in its own transaction with the new version.
  private func migrate() throws {
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
    } catch let error as ProfileError {
      throw error
    } catch let error as SQLiteError {
      throw Self.map(error, path: path)
    } catch {
      throw .database(path: path, message: "\(error)")
    }
  }

  /// The ``ProfileError`` for an SQLite failure on `path`.
  static func map(_ error: SQLiteError, path: String) -> ProfileError {
    switch error.primary {
    case SQLITE_NOTADB, SQLITE_CORRUPT: .notADatabase(path: path)
    case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM:
      .unwritable(path: path, reason: error.message)
    case SQLITE_FULL: .database(path: path, message: "the disk is full")
    default: .database(path: path, message: error.message)
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
