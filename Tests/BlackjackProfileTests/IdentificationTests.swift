import BlackjackSQLite
import Foundation
import Testing

@testable import BlackjackProfile

/// A file is identified before it is changed; a damaged, foreign, newer or empty file, and a path that is not a
/// regular file, are left as they were (issue 28, items 4 and 5).
@Suite("Identifying a profile database")
struct IdentificationTests {
  /// The files in `directory`, sorted.
  static func files(in directory: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// A profile 'default' started with 800.00, after four rounds won and lost in turn (800.00 again), its session
  /// ended (the file checkpointed, its log gone).
  static func profile(at path: String) throws {
    let session = try ProfileSession(store: try ProfileStore(path: path), profile: "default", startingBankroll: 80_000)
    try session.end(
      reason: "quit",
      ProfileChange(
        state: "{}", bankroll: 80_000, rounds: (0..<4).map { sampleRound(net: $0 % 2 == 0 ? 1000 : -1000) },
        rebuys: [], decisions: 0, offStrategy: 0))
  }

  @Test("a damaged page (14 bytes at offset 8200): refused to play and to read, byte for byte untouched")
  func damagedPage() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    try Self.profile(at: path)
    var bytes = try Self.bytes(path)
    bytes.replaceSubrange(8200..<8214, with: Data("fourteen bytes".utf8))
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: ProfileError.damaged(path: path)) { _ = try ProfileStore(path: path) }
    #expect(throws: ProfileError.damaged(path: path)) { _ = try ProfileStore(path: path, access: .readOnly) }
    #expect(try Self.bytes(path) == bytes)
    #expect(try Self.files(in: directory) == ["blackjack.sqlite3"])
    let line = ProfileError.damaged(path: path).description
    #expect(!line.contains("\n") && line.contains(path) && line.contains("--recover"))
  }

  @Test("--recover copies what can be read of a damaged file into a new one, which plays; the damaged one is only read")
  func recover() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    try Self.profile(at: path)
    var bytes = try Self.bytes(path)
    bytes.replaceSubrange(8200..<8214, with: Data("fourteen bytes".utf8))
    try bytes.write(to: URL(fileURLWithPath: path))
    let copy = directory.file("recovered.sqlite3")
    let recovery = try ProfileStore.recover(from: path, to: copy)
    #expect(recovery == ProfileRecovery(profiles: 1, rounds: 4, incomplete: []))
    #expect(try Self.bytes(path) == bytes)
    let store = try ProfileStore(path: copy)
    #expect(try store.integrityCheck() == "ok")
    let summary = try #require(try store.profiles().first)
    #expect(summary.name == "default" && summary.bankroll == 80_000 && summary.rounds == 4 && summary.net == 0)
    #expect(try store.history(profile: "default").map(\.number) == [1, 2, 3, 4])
    _ = try ProfileSession(store: store, profile: "default", startingBankroll: 0)
    // A file that exists is never written over.
    #expect(throws: ProfileError.self) { _ = try ProfileStore.recover(from: path, to: copy) }
  }

  @Test(
    "--recover of a file cut short, whose list of tables cannot be read, says so in one line and makes no new file",
    arguments: [100, 4096, 6000])
  func recoverNothing(keeping length: Int) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    try Self.profile(at: path)
    let bytes = try Self.bytes(path).prefix(length)
    try bytes.write(to: URL(fileURLWithPath: path))
    let copy = directory.file("recovered.sqlite3")
    #expect(throws: ProfileError.unrecoverable(path: path)) { _ = try ProfileStore.recover(from: path, to: copy) }
    #expect(try Self.bytes(path) == bytes)
    #expect(try Self.files(in: directory) == ["blackjack.sqlite3"])
    let line = ProfileError.unrecoverable(path: path).description
    #expect(!line.contains("\n") && line.contains(path) && !line.contains("--recover NEW"))
  }

  @Test("a foreign SQLite file with a 'profiles' table and user_version 1 is refused before anything is changed")
  func foreignLookAlike() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("other.sqlite3")
    do {
      let connection = try SQLiteConnection(path: path, flags: 0x2 | 0x4)
      try connection.execute(
        "CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO profiles VALUES (1, 'x');"
          + " PRAGMA user_version = 1")
    }
    let before = try Self.bytes(path)
    #expect(throws: ProfileError.foreignDatabase(path: path)) { _ = try ProfileStore(path: path) }
    #expect(throws: ProfileError.foreignDatabase(path: path)) { _ = try ProfileStore(path: path, access: .readOnly) }
    // Not switched to WAL (header bytes 18 and 19 stay 1, the rollback journal), nor changed otherwise.
    #expect(try Self.bytes(path) == before && before[18] == 1 && before[19] == 1)
    #expect(try Self.files(in: directory) == ["other.sqlite3"])
  }

  @Test("a file of schema version 1 or 2 is ours by its tables; one whose tables differ is not")
  func olderFilesByTheirTables() throws {
    let directory = TemporaryDirectory()
    let path = try fixtureCopy(in: directory)
    let edited = directory.file("edited.sqlite3")
    try FileManager.default.copyItem(atPath: path, toPath: edited)
    do {
      let connection = try SQLiteConnection(path: edited, flags: 0x2)
      try connection.execute("ALTER TABLE profiles ADD COLUMN colour TEXT")
    }
    let before = try Self.bytes(edited)
    #expect(throws: ProfileError.foreignDatabase(path: edited)) { _ = try ProfileStore(path: edited) }
    #expect(try Self.bytes(edited) == before)
    let store = try ProfileStore(path: path)
    #expect(try store.connection.scalar("PRAGMA application_id")?.int == Int(Schema.applicationID))
  }

  @Test("a newer schema with a pending write-ahead log is refused and not checkpointed: both files unchanged")
  func newerWithPendingLog() throws {
    let directory = TemporaryDirectory()
    let source = directory.file("source.sqlite3")
    try Self.profile(at: source)
    let path = directory.file("newer.sqlite3")
    do {
      // A connection kept open while the copy is taken: the newer version is only in the copy's log.
      let connection = try SQLiteConnection(path: source, flags: 0x2)
      try connection.execute("PRAGMA user_version = \(ProfileStore.schemaVersion + 1)")
      try FileManager.default.copyItem(atPath: source, toPath: path)
      try FileManager.default.copyItem(atPath: source + "-wal", toPath: path + "-wal")
    }
    let database = try Self.bytes(path)
    let log = try Self.bytes(path + "-wal")
    let newer = ProfileError.newerSchema(
      path: path, found: ProfileStore.schemaVersion + 1, supported: ProfileStore.schemaVersion)
    #expect(throws: newer) { _ = try ProfileStore(path: path) }
    #expect(throws: newer) { _ = try ProfileStore(path: path, access: .readOnly) }
    #expect(try Self.bytes(path) == database)
    #expect(try Self.bytes(path + "-wal") == log)
  }

  @Test("reading an empty file creates and changes nothing: no profiles; playing makes it a database")
  func emptyFile() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("empty.sqlite3")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    #expect(try ProfileStore(path: path, access: .readOnly).profiles().isEmpty)
    #expect(throws: ProfileError.noSuchProfile(path: path, profile: "default")) {
      _ = try ProfileStore(path: path, access: .readOnly).history(profile: "default")
    }
    #expect(try Self.bytes(path).isEmpty)
    #expect(try Self.files(in: directory) == ["empty.sqlite3"])
    #expect(throws: ProfileError.noDatabase(path: directory.file("missing"))) {
      _ = try ProfileStore(path: directory.file("missing"), access: .readOnly)
    }
    #expect(try Self.files(in: directory) == ["empty.sqlite3"])
    _ = try ProfileSession(store: try ProfileStore(path: path), profile: "default", startingBankroll: 100)
    #expect(try ProfileStore(path: path, access: .readOnly).profiles().map(\.name) == ["default"])
  }

  @Test("a FIFO, a directory or a device as the database: refused in one line, nothing made beside it")
  func notRegularFiles() throws {
    let directory = TemporaryDirectory()
    let fifo = directory.file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let folder = directory.file("folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    for access in [ProfileStore.Access.readWrite, .readOnly] {
      #expect(throws: ProfileError.notRegularFile(path: fifo, kind: "a FIFO")) {
        _ = try ProfileStore(path: fifo, access: access)
      }
      #expect(throws: ProfileError.notRegularFile(path: folder, kind: "a directory")) {
        _ = try ProfileStore(path: folder, access: access)
      }
      #expect(throws: ProfileError.notRegularFile(path: "/dev/null", kind: "a character device")) {
        _ = try ProfileStore(path: "/dev/null", access: access)
      }
    }
    #expect(try Self.files(in: directory) == ["fifo", "folder"])
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-wal"))
  }

  @Test("reading never creates anything beside the file: not when it is closed, nor while a session writes it")
  func readingCreatesNothing() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    try Self.profile(at: path)
    let before = try Self.bytes(path)
    #expect(try ProfileStore(path: path, access: .readOnly).history(profile: "default").count == 4)
    #expect(try Self.files(in: directory) == ["blackjack.sqlite3"])
    #expect(try Self.bytes(path) == before)
    // With a session open (its log beside the file), a reader sees what it saved, and leaves nothing once it ends.
    var session: ProfileSession? = try ProfileSession(
      store: try ProfileStore(path: path), profile: "default", startingBankroll: 0)
    try session?.save(
      ProfileChange(
        state: "{}", bankroll: 81_000, rounds: [sampleRound(net: 1000)], rebuys: [], decisions: 0, offStrategy: 0))
    #expect(try ProfileStore(path: path, access: .readOnly).history(profile: "default").count == 5)
    try session?.end(
      reason: "quit", ProfileChange(state: "{}", bankroll: 81_000, rounds: [], rebuys: [], decisions: 0, offStrategy: 0)
    )
    session = nil
    #expect(try Self.files(in: directory) == ["blackjack.sqlite3"])
  }

  @Test("a read-only file in a read-only directory can be read, and nothing is made beside it")
  func readOnlyFile() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    try Self.profile(at: path)
    chmod(path, 0o444)
    chmod(directory.path, 0o555)
    defer { chmod(directory.path, 0o700) }
    let store = try ProfileStore(path: path, access: .readOnly)
    #expect(try store.history(profile: "default").count == 4)
    #expect(throws: ProfileError.self) { _ = try ProfileSession(store: store, profile: "default", startingBankroll: 0) }
    #expect(try Self.files(in: directory) == ["blackjack.sqlite3"])
  }
}

/// The database image read from a file and its write-ahead log without SQLite (``DatabaseImage``) against SQLite's
/// own reading of the same two files.
@Suite("Reading a write-ahead log")
struct DatabaseImageTests {
  /// The rows of table `t` as SQLite reads them from `path` (a copy, opened normally, which replays its log).
  static func rowsBySQLite(_ directory: TemporaryDirectory, _ file: Data, _ log: Data, name: String) throws
    -> [[SQLValue]]
  {
    let path = directory.file(name)
    try file.write(to: URL(fileURLWithPath: path))
    try log.write(to: URL(fileURLWithPath: path + "-wal"))
    let connection = try SQLiteConnection(path: path, flags: 0x2)
    return try connection.query("SELECT x, y FROM t ORDER BY x")
  }

  static func rowsOfImage(_ file: Data, _ log: Data) throws -> [[SQLValue]] {
    let image = DatabaseImage(file: Array(file), log: Array(log))
    let connection = try SQLiteConnection.memory(holding: image.bytes)
    #expect(try connection.scalar("PRAGMA integrity_check")?.string == "ok")
    return try connection.query("SELECT x, y FROM t ORDER BY x")
  }

  @Test("committed transactions in the log are read; a torn or uncommitted tail is not, as SQLite reads them")
  func replay() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("source.sqlite3")
    let connection = try SQLiteConnection(path: path, flags: 0x2 | 0x4)
    try connection.execute(
      "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (x INTEGER PRIMARY KEY, y TEXT);"
        + " PRAGMA wal_checkpoint(TRUNCATE)")
    for batch in 0..<6 {
      // Enough rows to change several pages and to grow the file.
      try connection.transaction {
        for row in 0..<150 {
          try connection.query(
            "INSERT INTO t (x, y) VALUES (?1, ?2)",
            [.integer(batch * 1000 + row), .text(String(repeating: "card ", count: 10 + row % 7))])
        }
        try connection.query("DELETE FROM t WHERE x % 97 = ?1", [.integer(batch)])
      }
    }
    let file = try Data(contentsOf: URL(fileURLWithPath: path))
    let log = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
    #expect(log.count > 32 + 6 * 4120)
    let all = try Self.rowsOfImage(file, log)
    #expect(all.count > 800)
    #expect(all == (try Self.rowsBySQLite(directory, file, log, name: "whole.sqlite3")))
    // Cut inside the last transaction's frames, and inside the one before: each transaction cut is left out.
    for cut in [log.count - 100, log.count - 4120 * 3 - 7, 32 + 24 + 10] {
      let torn = log.prefix(cut)
      let rows = try Self.rowsOfImage(file, torn)
      #expect(rows == (try Self.rowsBySQLite(directory, file, torn, name: "cut-\(cut).sqlite3")), "cut at \(cut)")
      #expect(rows.count < all.count, "cut at \(cut)")
    }
    // A log that is not one (its checksum broken) is no log: the file alone.
    var broken = log
    broken[30] ^= 0xFF
    #expect(try Self.rowsOfImage(file, broken).isEmpty)
  }
}
