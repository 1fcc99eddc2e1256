import BlackjackSQLite
import CSQLite
import Testing

/// Paths as SQLite URIs, and files opened to read only.
@Suite("Files read through URIs")
struct SQLiteConnectionFilesTests {
  @Test(
    "letters, digits and /-._~ stay; every other byte is %XX, worked out by hand",
    arguments: [
      ("/tmp/a-b_c.d~e/F9", "file:/tmp/a-b_c.d~e/F9"),
      ("/tmp/a b%?#", "file:/tmp/a%20b%25%3F%23"),
      ("é", "file:%C3%A9"),  // U+00E9 is C3 A9 in UTF-8
      ("[@`{", "file:%5B%40%60%7B"),  // the bytes either side of A–Z and a–z
    ])
  func uri(path: String, expected: String) {
    #expect(SQLiteConnection.uri(path) == expected)
  }

  @Test("reading opens a path with ? and # in it, and refuses writes")
  func reading() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a b?c#d.sqlite3")
    let writer = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    try writer.execute("CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (7)")
    writer.close()
    let reader = try SQLiteConnection.reading(path)
    #expect(try reader.query("SELECT x FROM t") == [[.integer(7)]])
    #expect { try reader.execute("INSERT INTO t VALUES (8)") } throws: {
      ($0 as? SQLiteError)?.primary == SQLITE_READONLY
    }
  }

  @Test("reading a missing file fails and creates nothing")
  func readingMissing() throws {
    let directory = TemporaryDirectory()
    #expect { try SQLiteConnection.reading(directory.file("missing.sqlite3")) } throws: {
      ($0 as? SQLiteError)?.primary == SQLITE_CANTOPEN
    }
    #expect(!directory.has("missing.sqlite3"))
  }
}
