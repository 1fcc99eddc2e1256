import BlackjackSQLite
import Foundation
import Testing

@testable import BlackjackProfile

/// A temporary directory, removed when the test ends.
final class TemporaryDirectory {
  let path: String

  init() {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("blackjack-profile-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    chmod(path, 0o700)
    try? FileManager.default.removeItem(atPath: path)
  }

  func file(_ name: String) -> String { path + "/" + name }
}

func sampleRound(net: Int, startedAt: String = "2026-01-01T00:00:00.000Z") -> RoundRecord {
  RoundRecord(
    startedAt: startedAt, finishedAt: startedAt, rules: "6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75", seed: "7",
    shuffle: 1, shoePosition: 0, cardsDealt: 6, bet: 1000, insurance: 0, net: net, dealerCards: "9H 7C 10C",
    blackjack: false,
    isVoid: false, resumed: false,
    hands: [
      HandRecord(
        cards: "10S 6D 4H", bet: 1000, doubled: false, split: false, surrendered: false,
        outcome: net > 0 ? "win" : "loss",
        net: net)
    ],
    decisions: [
      DecisionRecord(hand: 0, cards: "10S 6D", upCard: "9H", choice: "hit", basic: "hit", evCost: 0),
      DecisionRecord(hand: 0, cards: "10S 6D 4H", upCard: "9H", choice: "stand", basic: "hit", evCost: 0.5),
    ])
}

@Suite("ProfileStore")
struct ProfileStoreTests {
  @Test("a new file gets the current schema in WAL mode; rounds, rebuys and the bankroll are kept")
  func newDatabase() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    do {
      let store = try ProfileStore(path: path)
      #expect(try store.userVersion() == ProfileStore.schemaVersion)
      #expect(try store.connection.scalar("PRAGMA journal_mode")?.string == "wal")
      #expect(try store.connection.scalar("PRAGMA synchronous")?.int == 2)  // FULL
      let session = try ProfileSession(store: store, profile: "alice", startingBankroll: 100_000)
      #expect(session.isNew)
      let saved = try session.save(
        ProfileChange(
          state: "{}", bankroll: 101_000, rounds: [sampleRound(net: 1000)], rebuys: [], decisions: 2, offStrategy: 1))
      #expect(saved.map(\.number) == [1])
      try session.end(
        reason: "quit",
        ProfileChange(
          state: "{}", bankroll: 200_000, rounds: [sampleRound(net: -1000)], rebuys: [100_000], decisions: 2,
          offStrategy: 1))
    }
    let store = try ProfileStore(path: path)
    let summary = try #require(try store.profiles().first)
    #expect(summary.name == "alice")
    #expect(summary.rounds == 2)
    #expect(summary.bankroll == 200_000)
    #expect(summary.bankroll == summary.startingBankroll + summary.rebuys + summary.net)
    #expect(summary.decisions == 4)
    #expect(summary.offStrategy == 2)
    let history = try store.history(profile: "alice")
    #expect(history.map(\.number) == [1, 2])
    #expect(history[1].decisions == sampleRound(net: -1000).decisions)
    #expect(history[0].hands == sampleRound(net: 1000).hands)
    #expect(try store.history(profile: "alice", limit: 1).map(\.number) == [2])
    #expect(try store.history(profile: "alice", since: "2027").isEmpty)
    let stats = try store.lifetime(profile: "alice")
    #expect(stats.handsWon == 1 && stats.handsLost == 1 && stats.offBest == 2 && stats.evCost == 1.0)
    let again = try ProfileSession(store: store, profile: "alice", startingBankroll: 5)
    #expect(!again.isNew && !again.previousSessionCrashed && again.bankroll == 200_000 && again.savedState == "{}")
  }

  @Test("a second session on a profile is refused while the first runs; another profile is fine")
  func oneSessionPerProfile() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    let first = try ProfileSession(store: try ProfileStore(path: path), profile: "default", startingBankroll: 100)
    let other = try ProfileStore(path: path)
    #expect(throws: ProfileError.inUse(path: path, profile: "default", processID: Int(getpid()))) {
      _ = try ProfileSession(store: other, profile: "default", startingBankroll: 100)
    }
    _ = try ProfileSession(store: other, profile: "bob", startingBankroll: 100)
    try first.end(
      reason: "quit", ProfileChange(state: "{}", bankroll: 100, rounds: [], rebuys: [], decisions: 0, offStrategy: 0))
    let next = try ProfileSession(store: other, profile: "default", startingBankroll: 100)
    #expect(!next.previousSessionCrashed)
  }

  @Test(
    "a session whose lock is gone is closed as crashed and the next one takes over, though its process id is alive; the old one saves nothing"
  )
  func crashedSessionTakenOver() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    let store = try ProfileStore(path: path)
    let first = try ProfileSession(store: store, profile: "default", startingBankroll: 100)
    // Its kernel lock goes as it would with its process (killed, or in another PID namespace where its id means
    // another process); the process id it recorded is this live process's.
    first.abandon()
    #expect(
      try store.connection.scalar("SELECT pid FROM sessions WHERE id = ?1", [.integer(first.sessionID)])?.int
        == Int(getpid()))
    let second = try ProfileSession(store: store, profile: "default", startingBankroll: 100)
    #expect(second.previousSessionCrashed)
    #expect(
      try store.connection.scalar("SELECT end_reason FROM sessions WHERE id = ?1", [.integer(first.sessionID)])?.string
        == "crashed")
    #expect(throws: ProfileError.lockLost(path: path, profile: "default")) {
      try first.save(
        ProfileChange(state: "x", bankroll: 1, rounds: [sampleRound(net: 1)], rebuys: [], decisions: 0, offStrategy: 0))
    }
    #expect(try store.profiles().first?.rounds == 0)
  }

  @Test("a session that meets a damaged page while it plays is told so (damaged), and the file is not written")
  func damagedWhilePlaying() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    let rootPage: Int
    do {
      let store = try ProfileStore(path: path)
      let session = try ProfileSession(store: store, profile: "default", startingBankroll: 100)
      try session.end(
        reason: "quit",
        ProfileChange(
          state: "{}", bankroll: 101, rounds: [sampleRound(net: 1)], rebuys: [], decisions: 0, offStrategy: 0))
      rootPage =
        try store.connection.scalar(
          "SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_rounds_1'")?.int ?? 0
    }
    // A session starts (it reads the profile, not the rounds' index), then the index's page is damaged on disk.
    let store = try ProfileStore(path: path)
    let session = try ProfileSession(store: store, profile: "default", startingBankroll: 100)
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.seek(toOffset: UInt64((rootPage - 1) * 4096))
    try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
    try handle.close()
    let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: ProfileError.damaged(path: path)) {
      try session.save(
        ProfileChange(
          state: "{}", bankroll: 102, rounds: [sampleRound(net: 1)], rebuys: [], decisions: 0, offStrategy: 0))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
  }

  @Test("a file that is not a database is refused in one line and left byte for byte as it was")
  func notADatabase() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    let junk = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try junk.write(to: URL(fileURLWithPath: path))
    #expect(throws: ProfileError.notADatabase(path: path)) { _ = try ProfileStore(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == junk)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["blackjack.sqlite3"])
    #expect(ProfileError.notADatabase(path: path).description.contains("left untouched"))
  }

  @Test("a damaged database (its header overwritten) is refused and left untouched")
  func damagedDatabase() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("blackjack.sqlite3")
    _ = try ProfileSession(store: try ProfileStore(path: path), profile: "default", startingBankroll: 100)
    try? FileManager.default.removeItem(atPath: path + "-wal")
    try? FileManager.default.removeItem(atPath: path + "-shm")
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    bytes.replaceSubrange(0..<16, with: Data("not sqlite here!".utf8))
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: ProfileError.notADatabase(path: path)) { _ = try ProfileStore(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test("an SQLite database of another program, and one of a newer schema, are refused untouched")
  func foreignAndNewer() throws {
    let directory = TemporaryDirectory()
    let foreign = directory.file("other.sqlite3")
    do {
      let connection = try SQLiteConnection(path: foreign, flags: 0x2 | 0x4)
      try connection.execute("CREATE TABLE notes (text TEXT)")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: foreign))
    #expect(throws: ProfileError.foreignDatabase(path: foreign)) { _ = try ProfileStore(path: foreign) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: foreign)) == before)

    let newer = directory.file("newer.sqlite3")
    do {
      _ = try ProfileStore(path: newer)
    }
    do {
      let connection = try SQLiteConnection(path: newer, flags: 0x2)
      try connection.execute("PRAGMA user_version = \(ProfileStore.schemaVersion + 1)")
    }
    let newerBytes = try Data(contentsOf: URL(fileURLWithPath: newer))
    #expect(
      throws: ProfileError.newerSchema(
        path: newer, found: ProfileStore.schemaVersion + 1, supported: ProfileStore.schemaVersion)
    ) { _ = try ProfileStore(path: newer) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: newer)) == newerBytes)
  }

  @Test("a read-only or missing directory is unwritable, which allows guest play; nothing is created")
  func unwritable() throws {
    let directory = TemporaryDirectory()
    let missing = directory.file("nowhere/blackjack.sqlite3")
    #expect(
      throws: ProfileError.unwritable(path: missing, reason: "the directory \(directory.path)/nowhere does not exist")
    ) {
      _ = try ProfileStore(path: missing)
    }
    #expect(!FileManager.default.fileExists(atPath: directory.file("nowhere")))
    let path = directory.file("blackjack.sqlite3")
    _ = try ProfileStore(path: path)
    chmod(directory.path, 0o500)
    defer { chmod(directory.path, 0o700) }
    // Root may write anywhere: the check is meaningful only for other users.
    if getuid() != 0 {
      do {
        _ = try ProfileStore(path: path)
        Issue.record("a read-only directory was opened for writing")
      } catch {
        #expect(error.allowsGuestPlay)
      }
    }
  }

  @Test("profile names are checked")
  func names() {
    #expect(ProfileStore.isValidName("default"))
    #expect(ProfileStore.isValidName("Alice_2.b-c"))
    #expect(!ProfileStore.isValidName(""))
    #expect(!ProfileStore.isValidName("a b"))
    #expect(!ProfileStore.isValidName(String(repeating: "x", count: 41)))
    #expect(!ProfileStore.isValidName("ä"))
  }
}
