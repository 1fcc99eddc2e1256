import BlackjackSQLite

/// The database schema and its forward migrations.
///
/// `PRAGMA user_version` holds the schema version. Migration *n* takes a database from version *n* to *n* + 1;
/// version 0 is an empty file. Each migration runs in the transaction that also sets the new version, so a
/// database is always at one version or the next, never half-way. Migrations are never edited once released:
/// a change is a new migration.
enum Schema {
  /// The schema this code writes.
  static var version: Int { migrations.count }

  /// The migrations, in order: element *n* takes the database from version *n* to *n* + 1.
  static let migrations: [String] = [
    // Version 1: profiles, their sessions, rounds with their hands and decisions, and the bankroll's ledger.
    """
    CREATE TABLE profiles (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      starting_bankroll INTEGER NOT NULL,
      bankroll INTEGER NOT NULL,
      rounds INTEGER NOT NULL DEFAULT 0,
      state TEXT
    );
    CREATE TABLE sessions (
      id INTEGER PRIMARY KEY,
      profile_id INTEGER NOT NULL REFERENCES profiles(id),
      started_at TEXT NOT NULL,
      ended_at TEXT,
      end_reason TEXT,
      pid INTEGER NOT NULL,
      process_start TEXT NOT NULL,
      bankroll_start INTEGER NOT NULL,
      bankroll_end INTEGER,
      rounds INTEGER NOT NULL DEFAULT 0,
      net INTEGER NOT NULL DEFAULT 0,
      decisions INTEGER NOT NULL DEFAULT 0,
      off_strategy INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX sessions_open ON sessions(profile_id, ended_at);
    CREATE TABLE ledger (
      id INTEGER PRIMARY KEY,
      profile_id INTEGER NOT NULL REFERENCES profiles(id),
      session_id INTEGER REFERENCES sessions(id),
      at TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('start', 'rebuy')),
      amount INTEGER NOT NULL
    );
    CREATE TABLE rounds (
      id INTEGER PRIMARY KEY,
      profile_id INTEGER NOT NULL REFERENCES profiles(id),
      session_id INTEGER NOT NULL REFERENCES sessions(id),
      number INTEGER NOT NULL,
      started_at TEXT NOT NULL,
      finished_at TEXT NOT NULL,
      rules TEXT NOT NULL,
      seed TEXT NOT NULL,
      shuffle INTEGER NOT NULL,
      shoe_position INTEGER NOT NULL,
      bet INTEGER NOT NULL,
      insurance INTEGER NOT NULL,
      net INTEGER NOT NULL,
      dealer_cards TEXT NOT NULL,
      blackjack INTEGER NOT NULL,
      void INTEGER NOT NULL,
      resumed INTEGER NOT NULL,
      UNIQUE (profile_id, number)
    );
    CREATE TABLE hands (
      round_id INTEGER NOT NULL REFERENCES rounds(id),
      position INTEGER NOT NULL,
      cards TEXT NOT NULL,
      bet INTEGER NOT NULL,
      doubled INTEGER NOT NULL,
      split INTEGER NOT NULL,
      surrendered INTEGER NOT NULL,
      outcome TEXT NOT NULL,
      net INTEGER NOT NULL,
      PRIMARY KEY (round_id, position)
    );
    CREATE TABLE decisions (
      round_id INTEGER NOT NULL REFERENCES rounds(id),
      number INTEGER NOT NULL,
      hand INTEGER NOT NULL,
      cards TEXT NOT NULL,
      up_card TEXT NOT NULL,
      choice TEXT NOT NULL,
      basic TEXT NOT NULL,
      ev_cost REAL,
      PRIMARY KEY (round_id, number)
    );
    """,
    // Version 2: how many cards each round took from the shoe (filled in for the rounds already kept, from their
    // hands and the dealer's cards), so that the rounds of a shoe can be checked to follow one another; whether a
    // profile has a round in progress (filled in from the saved state, where version 1's REPL wrote a "round" key
    // only then); and an index for `history --since`.
    """
    ALTER TABLE profiles ADD COLUMN round_in_progress INTEGER NOT NULL DEFAULT 0;
    UPDATE profiles SET round_in_progress = (state LIKE '%"round":{%');
    ALTER TABLE rounds ADD COLUMN cards_dealt INTEGER NOT NULL DEFAULT 0;
    UPDATE rounds SET cards_dealt =
      (length(dealer_cards) - length(replace(dealer_cards, ' ', '')) + (dealer_cards <> ''))
      + (SELECT COALESCE(SUM(length(cards) - length(replace(cards, ' ', '')) + (cards <> '')), 0)
         FROM hands WHERE hands.round_id = rounds.id);
    CREATE INDEX rounds_finished ON rounds(profile_id, finished_at);
    """,
    // Version 3: the file says it is blackjack's (the header's application_id), so that it is known for ours before
    // anything is changed; files of versions 1 and 2 are known by their tables instead (see `layout`).
    """
    PRAGMA application_id = \(applicationID);
    """,
    // Version 4: the tokens of the players this database registered at table servers (`blackjack register`), one
    // per server and player name (names are unique there regardless of case).
    """
    CREATE TABLE server_accounts (
      server TEXT NOT NULL,
      player TEXT NOT NULL COLLATE NOCASE,
      token TEXT NOT NULL,
      registered_at TEXT NOT NULL,
      PRIMARY KEY (server, player)
    );
    """,
    // Version 5: the drills' graded answers (skill, item, right or not, seconds, and the units they cover: decks for
    // a countdown, 1 otherwise), and each drill item's place in the spaced-repetition schedule (Leitner boxes: the
    // box, when it is due in seconds since 1970, answers right and wrong).
    """
    CREATE TABLE drill_answers (
      id INTEGER PRIMARY KEY,
      profile_id INTEGER NOT NULL REFERENCES profiles(id),
      session_id INTEGER NOT NULL REFERENCES sessions(id),
      at TEXT NOT NULL,
      skill TEXT NOT NULL,
      item TEXT NOT NULL,
      correct INTEGER NOT NULL,
      seconds REAL NOT NULL,
      units REAL NOT NULL DEFAULT 1
    );
    CREATE INDEX drill_answers_skill ON drill_answers(profile_id, skill, session_id);
    CREATE TABLE drill_schedule (
      profile_id INTEGER NOT NULL REFERENCES profiles(id),
      skill TEXT NOT NULL,
      item TEXT NOT NULL,
      box INTEGER NOT NULL,
      due REAL NOT NULL,
      right_answers INTEGER NOT NULL DEFAULT 0,
      wrong_answers INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (profile_id, skill, item)
    );
    """,
    // Version 6: counting while playing (`play --count SYSTEM --ramp STEPS`): every bet graded against the ramp at
    // the count before the deal (kind 'bet': the count, the ramp's bet and the bet typed in cents, the expected money
    // the bet gave up against the ramp's, negative when it gained) and every count check the dealer asked between
    // rounds (kind 'running' or 'true': the right count and the answer).
    """
    CREATE TABLE count_checks (
      id INTEGER PRIMARY KEY,
      profile_id INTEGER NOT NULL REFERENCES profiles(id),
      session_id INTEGER NOT NULL REFERENCES sessions(id),
      at TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('bet', 'running', 'true')),
      system TEXT NOT NULL,
      count REAL NOT NULL,
      expected REAL NOT NULL,
      answer REAL NOT NULL,
      correct INTEGER NOT NULL,
      ev_cost REAL
    );
    CREATE INDEX count_checks_profile ON count_checks(profile_id, kind);
    """,
  ]

  /// The header's `application_id` of a blackjack profile database: "BJKP".
  static let applicationID: Int32 = 0x424A_4B50

  /// The version from which a database carries ``applicationID``.
  static let applicationIDVersion = 3

  /// The tables and indexes of the database on `connection`, with each table's columns (name, type, NOT NULL,
  /// default, primary key) and each index's columns: one line each, sorted. Two databases with the same layout
  /// have the same schema, whatever the SQL text SQLite kept for it.
  static func layout(of connection: SQLiteConnection) throws -> [String] {
    var lines: [String] = []
    let objects = try connection.query(
      "SELECT type, name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index', 'view', 'trigger')")
    for object in objects {
      let type = object[0].string ?? "", name = object[1].string ?? "", table = object[2].string ?? ""
      var line = "\(type) \(name) on \(table):"
      if type == "table" {
        for column in try connection.query(
          "SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1) ORDER BY cid", [.text(name)])
        {
          line +=
            " \(column[0].string ?? "") \(column[1].string ?? "") \(column[2].int) \(column[3].string ?? "-")"
            + " \(column[4].int);"
        }
      } else if type == "index" {
        for column in try connection.query(
          "SELECT name FROM pragma_index_info(?1) ORDER BY seqno", [.text(name)])
        {
          line += " \(column[0].string ?? "");"
        }
      }
      lines.append(line)
    }
    return lines.sorted()
  }

  /// The layout (see ``layout(of:)``) the migrations give a database at `version`, worked out in memory.
  static func layout(atVersion version: Int) throws -> [String] {
    let connection = try SQLiteConnection.memory()
    for migration in migrations.prefix(version) { try connection.execute(migration) }
    return try layout(of: connection)
  }
}
