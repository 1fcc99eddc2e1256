import BlackjackSQLite
import Foundation
import Testing

@testable import BlackjackProfile

/// The database the first schema version wrote (see `Fixtures/make-schema-1`), copied to a temporary directory.
func fixtureCopy(in directory: TemporaryDirectory) throws -> String {
  let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/schema-1.sqlite3")
  let path = directory.file("blackjack.sqlite3")
  try FileManager.default.copyItem(atPath: source.path, toPath: path)
  return path
}

@Suite("Schema migrations")
struct MigrationTests {
  @Test("the fixture written by schema version 1 migrates to the current schema with nothing lost")
  func fromVersion1() throws {
    let directory = TemporaryDirectory()
    let path = try fixtureCopy(in: directory)
    do {
      let connection = try SQLiteConnection(path: path, flags: 0x1)
      #expect(try connection.scalar("PRAGMA user_version")?.int == 1)
    }
    let store = try ProfileStore(path: path)
    #expect(try store.userVersion() == ProfileStore.schemaVersion)
    #expect(ProfileStore.schemaVersion == 6)
    #expect(try store.connection.scalar("PRAGMA application_id")?.int == 0x424A_4B50)
    #expect(try store.integrityCheck() == "ok")
    let profiles = try store.profiles()
    #expect(profiles.map(\.name) == ["alice", "bob"])
    // alice: 30.00, lost 10.00 and 20.00 (a doubled 11), rebought 20.00; a round in progress.
    let alice = profiles[0]
    #expect(alice.startingBankroll == 3000 && alice.rebuys == 2000 && alice.rebuyCount == 1)
    #expect(alice.net == -3000 && alice.bankroll == 2000 && alice.rounds == 2 && alice.roundInProgress)
    let bob = profiles[1]
    #expect(bob.bankroll == 101_000 && bob.rounds == 1 && !bob.roundInProgress)
    // Version 2's column, filled in from the hands and the dealer's cards.
    let rounds = try store.history(profile: "alice")
    #expect(rounds.map(\.cardsDealt) == [5, 5])
    #expect(rounds[0].hands.map(\.cards) == ["10S 6D"] && rounds[0].dealerCards == "9H 7C 5C")
    #expect(rounds[1].hands.first?.doubled == true && rounds[1].hands.first?.bet == 2000)
    #expect(try store.history(profile: "bob").map(\.cardsDealt) == [4])
    #expect(
      try store.connection.scalar("SELECT COUNT(*) FROM sqlite_master WHERE name = 'rounds_finished'")?.int == 1)
    // The migrated profile plays on: a session claims it and saves.
    let session = try ProfileSession(store: store, profile: "alice", startingBankroll: 0)
    #expect(session.savedState?.contains("\"round\"") == true)
    #expect(!session.previousSessionCrashed)
  }

  @Test("migrating is idempotent: opening again changes nothing")
  func reopening() throws {
    let directory = TemporaryDirectory()
    let path = try fixtureCopy(in: directory)
    _ = try ProfileStore(path: path)
    let store = try ProfileStore(path: path)
    #expect(try store.userVersion() == ProfileStore.schemaVersion)
    #expect(try store.history(profile: "alice").count == 2)
  }
}
