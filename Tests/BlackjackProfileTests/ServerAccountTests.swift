import Foundation
import Testing

@testable import BlackjackProfile

@Suite("Table server accounts")
struct ServerAccountTests {
  @Test("a token is kept per server and name (any case), in a file only its owner may read")
  func tokensAreKeptPrivately() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    let store = try ProfileStore(path: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    let token = String(repeating: "ab", count: 32)
    try store.saveServerToken(server: "http://127.0.0.1:8421", player: "Alice", token: token)
    #expect(try store.serverToken(server: "http://127.0.0.1:8421", player: "alice") == token)
    #expect(try store.serverToken(server: "http://127.0.0.1:9999", player: "alice") == nil)
    #expect(try store.serverAccounts().map(\.player) == ["Alice"])
    for file in [path, path + "-wal", path + "-shm"] where access(file, F_OK) == 0 {
      #expect(stat(file, &info) == 0)
      #expect(info.st_mode & 0o777 == 0o600, "\(file) has mode \(String(info.st_mode & 0o777, radix: 8))")
    }
    // The same player again is refused, and the first token kept.
    #expect(throws: ProfileError.self) {
      try store.saveServerToken(server: "http://127.0.0.1:8421", player: "ALICE", token: "other")
    }
    #expect(try store.serverToken(server: "http://127.0.0.1:8421", player: "alice") == token)
  }
}
