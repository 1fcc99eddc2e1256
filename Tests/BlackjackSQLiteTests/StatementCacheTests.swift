import BlackjackSQLite
import CSQLite
import Testing

/// ``SQLiteConnection/query(_:_:)`` keeps its prepared statements: run again with other bindings they give the rows
/// of those bindings, a failed run leaves them ready for the next, and no more than the capacity are kept.
@Suite("Kept prepared statements")
struct StatementCacheTests {
  /// A database with the table people: 1 ann, 2 bob, 3 cy.
  static func people(statementCapacity: Int = SQLiteConnection.defaultStatementCapacity) throws -> SQLiteConnection {
    let connection = try SQLiteConnection(
      path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, statementCapacity: statementCapacity)
    try connection.execute(
      "CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO people VALUES (1, 'ann'), (2, 'bob'), (3, 'cy')"
    )
    return connection
  }

  static let fromID = "SELECT name FROM people WHERE id >= ?1 ORDER BY id"

  @Test("one statement, run with three bindings, gives each binding's rows and is prepared once")
  func sameStatementOtherBindings() throws {
    let connection = try Self.people()
    #expect(connection.keptStatementCount == 0)
    #expect(try connection.query(Self.fromID, [.integer(2)]) == [[.text("bob")], [.text("cy")]])
    #expect(try connection.query(Self.fromID, [.integer(3)]) == [[.text("cy")]])
    #expect(try connection.query(Self.fromID, [.integer(1)]) == [[.text("ann")], [.text("bob")], [.text("cy")]])
    #expect(try connection.query(Self.fromID, [.integer(4)]) == [])
    #expect(connection.keptStatementCount == 1)
    #expect(connection.keepsStatement(for: Self.fromID))
  }

  @Test("bindings do not outlast their run: a parameter not bound again is NULL")
  func bindingsCleared() throws {
    let connection = try SQLiteConnection.memory()
    #expect(try connection.query("SELECT ?1, ?2", [.integer(1), .text("x")]) == [[.integer(1), .text("x")]])
    #expect(try connection.query("SELECT ?1, ?2", [.integer(3)]) == [[.integer(3), .null]])
  }

  @Test("a step that fails (a UNIQUE violation) does not spoil the kept statement")
  func failedStep() throws {
    let connection = try SQLiteConnection.memory()
    try connection.execute("CREATE TABLE names(name TEXT UNIQUE)")
    let insert = "INSERT INTO names VALUES (?1)"
    try connection.query(insert, [.text("a")])
    #expect {
      try connection.query(insert, [.text("a")])
    } throws: { error in
      // SQLITE_CONSTRAINT_UNIQUE: SQLITE_CONSTRAINT (19) | 8 << 8 = 19 + 2048.
      (error as? SQLiteError)?.code == 2067
    }
    #expect(connection.keepsStatement(for: insert))
    #expect(!connection.inTransaction)
    try connection.query(insert, [.text("b")])
    #expect(try connection.query("SELECT name FROM names ORDER BY name") == [[.text("a")], [.text("b")]])
  }

  @Test("a step that fails after rows were read does not spoil it either")
  func failedPartWay() throws {
    let connection = try SQLiteConnection.memory()
    try connection.execute("CREATE TABLE n(x INTEGER); INSERT INTO n VALUES (5), (-9223372036854775808)")
    // abs(Int.min) has no 64-bit answer: SQLite fails on the second row with "integer overflow" (SQLITE_ERROR, 1).
    let absolute = "SELECT abs(x) FROM n WHERE x >= ?1 ORDER BY rowid"
    #expect {
      try connection.query(absolute, [.integer(Int.min)])
    } throws: { error in
      (error as? SQLiteError) == SQLiteError(code: 1, message: "integer overflow")
    }
    #expect(try connection.query(absolute, [.integer(0)]) == [[.integer(5)]])
    #expect(connection.keptStatementCount == 1)
  }

  @Test("a binding SQLite refuses (one too many) fails that run only")
  func failedBinding() throws {
    let connection = try SQLiteConnection.memory()
    #expect {
      try connection.query("SELECT ?1", [.integer(1), .integer(2)])
    } throws: { error in
      (error as? SQLiteError)?.code == 25  // SQLITE_RANGE
    }
    #expect(try connection.query("SELECT ?1", [.integer(7)]) == [[.integer(7)]])
  }

  @Test("a kept statement holds no lock: another connection may write the file between its runs")
  func noLockBetweenRuns() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("locks.sqlite3")
    let reader = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    // A rollback journal (the default): a writer needs every reader's shared lock gone.
    try reader.execute("CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (1)")
    #expect(try reader.query("SELECT x FROM t") == [[.integer(1)]])
    let writer = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
    try writer.execute("INSERT INTO t VALUES (2)")
    #expect(try reader.query("SELECT x FROM t") == [[.integer(1)], [.integer(2)]])
  }

  @Test("a kept statement follows a change of schema")
  func schemaChange() throws {
    let connection = try SQLiteConnection.memory()
    try connection.execute("CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (1)")
    #expect(try connection.query("SELECT * FROM t") == [[.integer(1)]])
    try connection.execute("ALTER TABLE t ADD COLUMN y TEXT")
    #expect(try connection.query("SELECT * FROM t") == [[.integer(1), .null]])
  }

  @Test("past the capacity the least recently used statement is finalized; results stay right")
  func leastRecentlyUsedGoes() throws {
    let connection = try Self.people(statementCapacity: 2)
    let (a, b, c) = (
      "SELECT name FROM people WHERE id = 1", "SELECT name FROM people WHERE id = 2",
      "SELECT name FROM people WHERE id = 3"
    )
    #expect(try connection.query(a) == [[.text("ann")]])
    #expect(try connection.query(b) == [[.text("bob")]])
    #expect(try connection.query(a) == [[.text("ann")]])
    // Kept: a (used last), b. Running c makes room by finalizing b.
    #expect(try connection.query(c) == [[.text("cy")]])
    #expect(connection.keptStatementCount == 2)
    #expect(
      connection.keepsStatement(for: a) && connection.keepsStatement(for: c) && !connection.keepsStatement(for: b))
    // Kept: a, c (used last). Running b again makes room by finalizing a.
    #expect(try connection.query(b) == [[.text("bob")]])
    #expect(
      connection.keepsStatement(for: b) && connection.keepsStatement(for: c) && !connection.keepsStatement(for: a))
  }

  @Test("with a capacity of 0 nothing is kept, and queries work as ever")
  func noCapacity() throws {
    let connection = try Self.people(statementCapacity: 0)
    #expect(try connection.query(Self.fromID, [.integer(3)]) == [[.text("cy")]])
    #expect(try connection.query(Self.fromID, [.integer(2)]) == [[.text("bob")], [.text("cy")]])
    #expect(connection.keptStatementCount == 0)
  }

  @Test("closing finalizes the kept statements, so the WAL file is checkpointed and removed")
  func closeFinalizes() throws {
    let directory = TemporaryDirectory()
    let connection = try SQLiteConnection(
      path: directory.file("wal.sqlite3"), flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    #expect(try connection.scalar("PRAGMA journal_mode = WAL") == .text("wal"))
    try connection.execute("CREATE TABLE t(x INTEGER)")
    try connection.query("INSERT INTO t VALUES (?1)", [.integer(1)])
    #expect(try connection.query("SELECT x FROM t") == [[.integer(1)]])
    #expect(connection.keptStatementCount == 3)
    #expect(directory.has("wal.sqlite3-wal"))
    connection.close()
    // SQLite removes the log only when the connection really closes, which waits for every statement's finalize.
    #expect(!directory.has("wal.sqlite3-wal"))
    #expect(connection.keptStatementCount == 0)
    let reopened = try SQLiteConnection(path: directory.file("wal.sqlite3"), flags: SQLITE_OPEN_READONLY)
    #expect(try reopened.query("SELECT x FROM t") == [[.integer(1)]])
  }
}
