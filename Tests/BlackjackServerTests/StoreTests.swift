import BlackjackSQLite
import BlackjackText
import CSQLite
import Testing

@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stores: files identified before they are changed, the schema's version, and writes committed in groups.
@Suite struct ServerStoreTests {
  /// A temporary directory, removed with what is in it.
  final class Directory {
    let path: String
    init() {
      var template = Array("/tmp/blackjack-store-XXXXXX".utf8CString)
      path = String(cString: mkdtemp(&template)!)
    }
    deinit {
      if let entries = opendir(path) {
        while let entry = readdir(entries) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
          }
          if name != "." && name != ".." { unlink(path + "/" + name) }
        }
        closedir(entries)
      }
      rmdir(path)
    }
    func file(_ name: String) -> String { path + "/" + name }
  }

  static func bytes(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let read = fread(&buffer, 1, buffer.count, file)
      if read == 0 { return bytes }
      bytes += buffer[..<read]
    }
  }

  @Test func aNewDatabaseIsPrivateAndVersioned() throws {
    let directory = Directory()
    let path = directory.file("server.sqlite3")
    let store = try SQLiteServerStore(path: path)
    _ = try store.register(
      NewPlayer(
        name: PlayerName("x")!, tokenDigest: "d", bankroll: 1, table: SavedTable(state: "{}", round: nil), createdAt: 0)
    )
    store.close()
    for file in [path, path + "-wal", path + "-shm"] where access(file, F_OK) == 0 {
      var info = stat()
      stat(file, &info)
      #expect(info.st_mode & 0o777 == 0o600, "\(file)")
    }
    let database = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
    #expect(try database.scalar("PRAGMA user_version")?.int == ServerSchema.version)
    #expect(try database.scalar("PRAGMA application_id")?.int == Int(ServerSchema.applicationID))
    #expect(try database.scalar("PRAGMA journal_mode")?.string == "wal")
    // Opening again migrates nothing and keeps the player.
    let again = try SQLiteServerStore(path: path)
    defer { again.close() }
    #expect(try again.audit().players.map(\.name) == ["x"])
  }

  /// Files that are not the server's database are refused and left byte for byte as they were.
  @Test func filesThatAreNotOursAreRefusedUntouched() throws {
    let directory = Directory()
    let text = directory.file("notes.txt")
    let handle = fopen(text, "w")!
    fputs("not a database\n", handle)
    fclose(handle)
    let foreign = directory.file("profile.sqlite3")
    do {
      let database = try SQLiteConnection(path: foreign, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
      try database.execute("PRAGMA user_version = 3; CREATE TABLE profiles (id INTEGER PRIMARY KEY)")
    }
    let newer = directory.file("newer.sqlite3")
    do {
      let store = try SQLiteServerStore(path: newer)
      store.close()
      let database = try SQLiteConnection(path: newer, flags: SQLITE_OPEN_READWRITE)
      try database.execute("PRAGMA user_version = \(ServerSchema.version + 1)")
    }
    for (path, words) in [(text, "not an SQLite database"), (foreign, "did not make"), (newer, "newer blackjack")] {
      let before = Self.bytes(of: path)
      do {
        _ = try SQLiteServerStore(path: path)
        Issue.record("\(path) was opened")
      } catch {
        #expect(error.description.contains(words), "\(error)")
        #expect(!error.description.contains("\n"))
      }
      #expect(Self.bytes(of: path) == before)
    }
    #expect(throws: StoreError.self) { try SQLiteServerStore(path: directory.path) }
    #expect(throws: StoreError.self) { try SQLiteServerStore(path: directory.file("missing/dir.sqlite3")) }
  }

  /// Writes committed together stay apart: registrations racing for one name, in the same groups as others, leave
  /// one winner, and every other name registered.
  @Test(arguments: TestServer.Backend.available)
  func racingRegistrationsLeaveOneWinner(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let store = server.server.application.store
    let names = (0..<60).map { $0 % 3 == 0 ? "Same Name" : "player \($0)" }
    let outcomes = DetachedThread.map(names, threads: 30) { name -> String in
      do throws(StoreError) {
        _ = try store.register(
          NewPlayer(
            name: PlayerName(name)!,
            tokenDigest: SHA256.hexDigest(Array("\(name) \(ServerClock.monotonicNanoseconds())".utf8)),
            bankroll: 100, table: SavedTable(state: "{}", round: nil), createdAt: 0))
        return "ok"
      } catch {
        return error == .nameTaken ? "taken" : "\(error)"
      }
    }
    #expect(outcomes.filter { $0 == "ok" }.count == 41)
    #expect(outcomes.filter { $0 == "taken" }.count == 19)
    #expect(try store.audit().players.count == 41)
  }

  /// A PostgreSQL database holding a `players` table of someone else's is refused, and left as it was.
  @Test(.enabled(if: PostgresTestDatabase.adminURL != nil, "needs BLACKJACK_TEST_POSTGRES_URL (Scripts/test-server)"))
  func aForeignPostgresDatabaseIsRefused() throws {
    let database = try PostgresTestDatabase()
    defer { database.drop() }
    let connection = try PostgresConnection(url: database.url)
    try connection.execute("CREATE TABLE players (who TEXT)")
    #expect(throws: StoreError.self) { try PostgresServerStore(url: database.url) }
    #expect(try connection.query("SELECT to_regclass('blackjack_schema') IS NULL")[0][0].string == "t")
    try connection.execute("DROP TABLE players")
    let store = try PostgresServerStore(url: database.url)
    #expect(try connection.query("SELECT version FROM blackjack_schema")[0][0].int == ServerSchema.version)
    store.close()
    // Reopening migrates nothing.
    _ = try PostgresServerStore(url: database.url)
  }
}
