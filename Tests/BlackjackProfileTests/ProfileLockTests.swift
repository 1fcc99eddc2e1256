import Foundation
import Testing

@testable import BlackjackProfile

/// The one-session rule holds for the file, whatever path reaches it, and its liveness comes from kernel locks
/// (issue 28, items 2 and 3).
@Suite("Profile locks")
struct ProfileLockTests {
  static let quit = ProfileChange(state: "{}", bankroll: 100, rounds: [], rebuys: [], decisions: 0, offStrategy: 0)

  @Test("through a symlink the same profile is refused while its session runs; another profile plays beside it")
  func symlink() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.sqlite3")
    let link = directory.file("link.sqlite3")
    let first = try ProfileSession(store: try ProfileStore(path: path), profile: "default", startingBankroll: 100)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.sqlite3")
    let linked = try ProfileStore(path: link)
    #expect(throws: ProfileError.inUse(path: link, profile: "default", processID: Int(getpid()))) {
      _ = try ProfileSession(store: linked, profile: "default", startingBankroll: 100)
    }
    let other = try ProfileSession(store: linked, profile: "other", startingBankroll: 100)
    try other.end(reason: "quit", Self.quit)
    try first.end(reason: "quit", Self.quit)
    #expect(try linked.integrityCheck() == "ok")
  }

  @Test("a hard link (another name, another log): refused in one line while the file is open under its first name")
  func hardLink() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.sqlite3")
    let alias = directory.file("b.sqlite3")
    var store: ProfileStore? = try ProfileStore(path: path)
    var first: ProfileSession? = try ProfileSession(store: store!, profile: "default", startingBankroll: 100)
    try FileManager.default.linkItem(atPath: path, toPath: alias)
    #expect(throws: ProfileError.otherName(path: alias)) { _ = try ProfileStore(path: alias) }
    #expect(throws: ProfileError.otherName(path: alias)) { _ = try ProfileStore(path: alias, access: .readOnly) }
    #expect(!ProfileError.otherName(path: alias).description.contains("\n"))
    // Nothing was made beside the second name (SQLite would have begun a second log there).
    #expect(!FileManager.default.fileExists(atPath: alias + "-wal"))
    try first?.end(reason: "quit", Self.quit)
    first = nil
    store = nil
    // Once the file is closed, the other name may open it.
    let again = try ProfileSession(store: try ProfileStore(path: alias), profile: "default", startingBankroll: 100)
    #expect(!again.previousSessionCrashed)
    #expect(try again.store.integrityCheck() == "ok")
  }

  @Test("the lock of each profile is its own: two profiles of one file are played at once, a third waits for none")
  func profilesApart() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.sqlite3")
    let store = try ProfileStore(path: path)
    let ann = try ProfileSession(store: store, profile: "ann", startingBankroll: 100)
    let ben = try ProfileSession(store: try ProfileStore(path: path), profile: "ben", startingBankroll: 100)
    #expect(throws: ProfileError.inUse(path: path, profile: "ann", processID: Int(getpid()))) {
      _ = try ProfileSession(store: store, profile: "ann", startingBankroll: 100)
    }
    try ann.save(
      ProfileChange(
        state: "{}", bankroll: 110, rounds: [sampleRound(net: 10)], rebuys: [], decisions: 2, offStrategy: 0))
    try ben.save(
      ProfileChange(
        state: "{}", bankroll: 90, rounds: [sampleRound(net: -10)], rebuys: [], decisions: 2, offStrategy: 0))
    #expect(try store.profiles().map(\.rounds) == [1, 1])
  }

  @Test("a lock is the kernel's: a session's lock is held through its own descriptor, and let go when it ends")
  func kernelLock() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.sqlite3")
    let store = try ProfileStore(path: path)
    let session = try ProfileSession(store: store, profile: "default", startingBankroll: 100)
    let probe = try FileLock(path: path, writable: true)
    #expect(probe.isLockedElsewhere(LockByte.profile(session.profileID)))
    #expect(!probe.lock(LockByte.profile(session.profileID), exclusive: true))
    try session.end(reason: "quit", Self.quit)
    #expect(!probe.isLockedElsewhere(LockByte.profile(session.profileID)))
    // The bytes are beyond SQLite's own lock bytes (0x40000000 to 0x400001FF) and beyond any real file.
    #expect(LockByte.gate > 0x4000_0200 && LockByte.profile(1) < LockByte.names)
    #expect(LockByte.names + LockByte.nameCount <= Int64.max)
  }
}
