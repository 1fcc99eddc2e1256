import BlackjackSQLite
import CSQLite
import Foundation
import Testing

/// Running statements on one connection: rows one at a time, transactions, counts, and what fails.
@Suite("SQLite connection")
struct SQLiteConnectionTests {
  /// A database with the table n: 5 and Int.min, whose abs SQLite cannot give.
  static func numbers() throws -> SQLiteConnection {
    let connection = try SQLiteConnection.memory()
    try connection.execute("CREATE TABLE n(x INTEGER); INSERT INTO n VALUES (5), (-9223372036854775808)")
    return connection
  }

  @Test("forEachRow hands the rows over in order, with bindings")
  func forEachRow() throws {
    let connection = try Self.numbers()
    var rows: [[SQLValue]] = []
    try connection.forEachRow("SELECT x FROM n WHERE x < ?1 ORDER BY x", [.integer(10)]) { rows.append($0) }
    #expect(rows == [[.integer(Int.min)], [.integer(5)]])
    #expect(connection.keptStatementCount == 0)
  }

  @Test("when reading fails part-way, forEachRow has handed over the rows before")
  func forEachRowPartWay() throws {
    let connection = try Self.numbers()
    var rows: [[SQLValue]] = []
    #expect(throws: SQLiteError(code: SQLITE_ERROR, message: "integer overflow")) {
      try connection.forEachRow("SELECT abs(x) FROM n ORDER BY rowid") { rows.append($0) }
    }
    #expect(rows == [[.integer(5)]])
  }

  @Test("forEachRow's body may run the same SQL through query, kept or not")
  func forEachRowNested() throws {
    let connection = try Self.numbers()
    let sql = "SELECT x FROM n ORDER BY x"
    try connection.query(sql)
    var inner: [[[SQLValue]]] = []
    var outer: [[SQLValue]] = []
    try connection.forEachRow(sql) { row in
      outer.append(row)
      inner.append(try connection.query(sql))
    }
    #expect(outer == [[.integer(Int.min)], [.integer(5)]])
    #expect(inner == Array(repeating: [[.integer(Int.min)], [.integer(5)]], count: 2))
  }

  @Test("a transaction commits when its body returns and rolls back when it throws")
  func transaction() throws {
    struct Refused: Error {}
    let connection = try SQLiteConnection.memory()
    try connection.execute("CREATE TABLE t(x INTEGER)")
    let inside = try connection.transaction { () throws -> Bool in
      try connection.query("INSERT INTO t VALUES (1)")
      return connection.inTransaction
    }
    #expect(inside)
    #expect(!connection.inTransaction)
    #expect(throws: Refused.self) {
      try connection.transaction { () throws -> Void in
        try connection.query("INSERT INTO t VALUES (2)")
        throw Refused()
      }
    }
    #expect(!connection.inTransaction)
    #expect(try connection.query("SELECT x FROM t") == [[.integer(1)]])
  }

  @Test("changes and lastInsertRowID count the last change")
  func counts() throws {
    let connection = try SQLiteConnection.memory()
    try connection.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, x INTEGER)")
    try connection.query("INSERT INTO t(x) VALUES (?1), (?1), (?2)", [.integer(1), .integer(2)])
    #expect(connection.changes == 3)
    #expect(connection.lastInsertRowID == 3)
    try connection.query("UPDATE t SET x = 0 WHERE x = ?1", [.integer(1)])
    #expect(connection.changes == 2)
    #expect(try connection.scalar("SELECT sum(x) FROM t") == .integer(2))
    #expect(try connection.scalar("SELECT x FROM t WHERE id = 9") == nil)
  }

  @Test("SQL that SQLite cannot parse, or that holds no statement, is an error")
  func badSQL() throws {
    let connection = try SQLiteConnection.memory()
    #expect(throws: SQLiteError(code: SQLITE_ERROR, message: "near \"SELEC\": syntax error")) {
      try connection.query("SELEC 1")
    }
    #expect { try connection.query("-- nothing") } throws: { ($0 as? SQLiteError)?.code == SQLITE_MISUSE }
    #expect(connection.keptStatementCount == 0)
  }

  @Test("once closed, every run throws SQLITE_MISUSE")
  func closed() throws {
    let connection = try SQLiteConnection.memory()
    try connection.query("SELECT 1")
    connection.close()
    connection.close()
    let runs: [() throws -> Void] = [{ _ = try connection.query("SELECT 1") }, { try connection.execute("SELECT 1") }]
    for run in runs {
      #expect { try run() } throws: { ($0 as? SQLiteError)?.code == SQLITE_MISUSE }
    }
    #expect { try connection.forEachRow("SELECT 1") { _ in } } throws: { ($0 as? SQLiteError)?.code == SQLITE_MISUSE }
    #expect(!connection.inTransaction)
  }

  @Test("a file that is not a database fails with SQLITE_NOTADB when first read")
  func notADatabase() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("junk")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: "A"), count: 4096)))
    let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
    #expect { try connection.query("SELECT 1 FROM sqlite_master") } throws: {
      ($0 as? SQLiteError)?.code == 26  // SQLITE_NOTADB
    }
  }

  @Test("a primary code is the low byte of the extended one")
  func primary() {
    #expect(SQLiteError(code: 2067, message: "").primary == 19)  // SQLITE_CONSTRAINT_UNIQUE → SQLITE_CONSTRAINT
    #expect(SQLiteError(code: 5, message: "").primary == 5)
  }
}
