import Foundation
import Testing

@testable import BlackjackProfile
@testable import BlackjackREPL

/// A result is shown only once it is kept: when the profile cannot be written (a full disk, a damaged file) the
/// reply waits, and no new round is dealt (issue 28, item 1, and the damaged file of item 2).
@Suite("Saving fails")
struct UnsavedTests {
  /// A session on a new profile: 10♠ 6♦ against 9♥ (7♣ in the hole); a hit draws 4♥ (20); the dealer draws 10♣
  /// and busts; then the seeded shoe.
  static func session(_ directory: ProfileDirectory) throws -> SessionDriver {
    var options = PlayOptions()
    options.stackedCards = try PlayOptions.cards(from: "10S 9H 6D 7C 4H 10C")
    options.seed = 7
    return try profileSession(directory.database, options: options)
  }

  /// Makes every write of `session`'s profile fail with `error` while `failing` says so, recording how many rounds
  /// each attempt carried.
  final class Disk: @unchecked Sendable {
    var failing: ProfileError?
    var roundsPerAttempt: [Int] = []

    func attach(to session: SessionDriver) {
      session.keeper.profile?.beforeWrite = { [self] change throws(ProfileError) in
        roundsPerAttempt.append(change.rounds.count)
        if let failing { throw failing }
      }
    }
  }

  @Test(
    "a full disk at the settlement: the result is not shown, no round is dealt, quit still works; once space is freed the held result is shown once"
  )
  func fullDisk() throws {
    let directory = ProfileDirectory()
    var session = try Self.session(directory)
    let disk = Disk()
    disk.attach(to: session)
    _ = session.handle(.line("bet 10"))
    _ = session.handle(.line("hit"))
    disk.failing = .diskFull(path: directory.database)
    let stand = session.respond(to: .line("stand"))
    #expect(stand.isRefusal && stand.held.isEmpty)
    #expect(!stand.text.contains("Result") && !stand.text.contains("Bankroll"))
    #expect(stand.text.hasPrefix("not saved: cannot save to \(directory.database): the disk is full;"))
    #expect(stand.text.contains("'quit'") && stand.text.count(where: { $0 == "\n" }) == 1)
    // No new round, and nothing that would show the result held back.
    for line in ["bet 10", "", "deal", "bankroll", "stats", "hint", "history"] {
      let reply = session.respond(to: .line(line))
      #expect(reply.isRefusal && reply.held.isEmpty, "'\(line)'")
      #expect(reply.text.hasPrefix("not saved: ") && !reply.text.contains("Bankroll"), "'\(line)'")
    }
    #expect(session.respond(to: .line("help bet")).text.hasPrefix("bet N"))
    // Each try carried the one round waiting, never more.
    #expect(disk.roundsPerAttempt.allSatisfy { $0 <= 1 } && disk.roundsPerAttempt.count >= 8)
    #expect(try ProfileStore(path: directory.database).profiles().first?.roundInProgress == true)
    // Space is freed: the next line saves, the held result comes first, then the line's own reply.
    disk.failing = nil
    let after = session.respond(to: .line("bankroll"))
    #expect(after.held.contains("Result: win — 20, dealer busts, +10.00\nBankroll: 1010.00\n"))
    #expect(after.text == "Bankroll: 1010.00\n" && !after.isRefusal)
    #expect(!session.endedUnsaved)
    let rounds = try ProfileStore(path: directory.database).history(profile: "default")
    #expect(rounds.count == 1 && rounds.first?.net == 1000)
    try checkInvariants(directory.database)
  }

  @Test("quit while the last change is not saved: the session ends, says what the profile keeps, and exits 1")
  func quitUnsaved() throws {
    let directory = ProfileDirectory()
    var session = try Self.session(directory)
    let disk = Disk()
    disk.attach(to: session)
    disk.failing = .diskFull(path: directory.database)
    let bet = session.respond(to: .line("bet 10"))
    #expect(bet.isRefusal && !bet.text.contains("Dealer"))
    let quit = session.respond(to: .line("quit"))
    #expect(!quit.isRefusal && session.isFinished && session.endedUnsaved)
    #expect(quit.text.hasPrefix("Session over. Not saved: cannot save to \(directory.database): the disk is full;"))
    #expect(!quit.text.contains("Bankroll"))
    // The profile holds the game before the deal that was never shown.
    let summary = try #require(try ProfileStore(path: directory.database).profiles().first)
    #expect(!summary.roundInProgress && summary.rounds == 0 && summary.bankroll == 100_000)
  }

  @Test("a kill after a settlement that was not saved: the next session resumes the round where it was last kept")
  func killedUnsaved() throws {
    let directory = ProfileDirectory()
    var session = try Self.session(directory)
    let disk = Disk()
    disk.attach(to: session)
    _ = session.handle(.line("bet 10"))
    disk.failing = .diskFull(path: directory.database)
    #expect(session.respond(to: .line("hit")).isRefusal)
    #expect(session.respond(to: .line("stand")).isRefusal)
    // The process dies here (its lock goes with it).
    session.keeper.profile?.abandon()
    var next = try profileSession(directory.database)
    #expect(next.greeting.contains("Resuming round 1, left unfinished when the last session stopped without closing"))
    #expect(next.greeting.contains("You:    10S 6D  16  bet 10.00\n"))
    #expect(next.handle(.line("hit")).contains("You:    10S 6D 4H  20"))
    #expect(next.handle(.line("stand")).contains("Result: win — 20, dealer busts, +10.00\nBankroll: 1010.00\n"))
    let rounds = try ProfileStore(path: directory.database).history(profile: "default")
    #expect(rounds.count == 1 && rounds[0].resumed)
    try checkInvariants(directory.database)
  }

  @Test("a damaged file: nothing more is written to it, not even on the next line; quit still works")
  func damaged() throws {
    let directory = ProfileDirectory()
    var session = try Self.session(directory)
    let disk = Disk()
    disk.attach(to: session)
    disk.failing = .damaged(path: directory.database)
    let bet = session.respond(to: .line("bet 10"))
    #expect(bet.isRefusal && bet.text.contains("is damaged") && bet.text.contains("--recover"))
    disk.failing = nil
    let attempts = disk.roundsPerAttempt.count
    let again = session.respond(to: .line("bet 10"))
    #expect(again.isRefusal && again.text.contains("nothing more is played in this session"))
    #expect(disk.roundsPerAttempt.count == attempts)
    _ = session.respond(to: .endOfInput)
    #expect(session.isFinished && session.endedUnsaved)
  }

  @Test("SIGTERM at the prompt mid-round: the round is kept, the session closed in the profile as ended by SIGTERM")
  func terminated() throws {
    let directory = ProfileDirectory()
    var session = try Self.session(directory)
    _ = session.handle(.line("bet 10"))
    let reply = session.respond(to: .terminated(signal: SIGTERM))
    #expect(
      reply.text.hasPrefix("The round in progress is kept: it resumes the next time you play profile 'default'.\n"))
    #expect(reply.text.contains("Session ended by SIGTERM.\nSession over.\n"))
    #expect(session.isFinished && !session.endedUnsaved)
    let store = try ProfileStore(path: directory.database)
    #expect(try store.profiles().first?.roundInProgress == true)
    #expect(
      try store.connection.query("SELECT ended_at IS NOT NULL, end_reason FROM sessions")
        == [[.integer(1), .text("SIGTERM")]])
    let next = try profileSession(directory.database)
    #expect(next.greeting.contains("Resuming round 1, left unfinished when you left the table"))
  }
}
