import BlackjackSQLite
import CSQLite
import Foundation
import Testing

/// In-memory databases: empty, holding the image of a file (one in WAL mode included), and copies of another.
@Suite("In-memory databases")
struct SQLiteConnectionMemoryTests {
  /// The bytes of a database file in WAL mode with the table t: 1, 2, its log checkpointed away.
  static func walImage(in directory: TemporaryDirectory) throws -> [UInt8] {
    let path = directory.file("image.sqlite3")
    let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    #expect(try connection.scalar("PRAGMA journal_mode = WAL") == .text("wal"))
    try connection.execute("CREATE TABLE t(x INTEGER); INSERT INTO t VALUES (1), (2)")
    connection.close()
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test("the image of a file in WAL mode opens in memory with its rows")
  func holdingWALImage() throws {
    let directory = TemporaryDirectory()
    let bytes = try Self.walImage(in: directory)
    // Bytes 18 and 19 of the header are 2 for WAL mode (the file format's documentation, 1.3.3).
    #expect(bytes[18] == 2 && bytes[19] == 2)
    let connection = try SQLiteConnection.memory(holding: bytes)
    #expect(try connection.query("SELECT x FROM t ORDER BY x") == [[.integer(1)], [.integer(2)]])
    #expect(try connection.scalar("PRAGMA integrity_check") == .text("ok"))
    #expect(try connection.scalar("PRAGMA journal_mode") == .text("memory"))
  }

  @Test("an empty image is an empty database; bytes that are not a database fail on first read")
  func emptyAndJunk() throws {
    let empty = try SQLiteConnection.memory(holding: [])
    #expect(try empty.scalar("SELECT count(*) FROM sqlite_master") == .integer(0))
    let junk = try SQLiteConnection.memory(holding: Array(repeating: 0x41, count: 512))
    #expect { try junk.query("SELECT 1 FROM sqlite_master") } throws: {
      ($0 as? SQLiteError)?.code == 26  // SQLITE_NOTADB
    }
  }

  @Test("copy(into:) replaces what the destination held with the source's tables and rows")
  func copy() throws {
    let source = try SQLiteConnection.memory()
    try source.execute("CREATE TABLE t(x TEXT); INSERT INTO t VALUES ('a'), ('b')")
    let destination = try SQLiteConnection.memory()
    try destination.execute("CREATE TABLE old(y INTEGER)")
    try destination.query("SELECT * FROM old")
    try source.copy(into: destination)
    #expect(try destination.query("SELECT name FROM sqlite_master") == [[.text("t")]])
    #expect(try destination.query("SELECT x FROM t ORDER BY x") == [[.text("a")], [.text("b")]])
  }
}
