import BlackjackProfile
import BlackjackSQLite
import CardKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Tests that run the built `blackjack` on profile databases in temporary directories: kill -9 at random moments,
/// sessions at once, files that are not databases, directories that cannot be written.
@Suite("The blackjack binary with profiles", .serialized)
struct ProfileBinaryTests {
  /// A temporary directory used as `XDG_DATA_HOME` and `HOME`, removed when the test ends.
  final class Home {
    let path: String

    init() {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("blackjack-home-\(UUID().uuidString)").path
      try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
      chmod(path, 0o700)
      _ = try? FileManager.default.subpathsOfDirectory(atPath: path).map { chmod(path + "/" + $0, 0o700) }
      try? FileManager.default.removeItem(atPath: path)
    }

    var environment: [String: String] {
      ["XDG_DATA_HOME": path + "/data", "HOME": path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    }

    var database: String { path + "/data/blackjack/blackjack.sqlite3" }
  }

  /// A running `blackjack`, its input open, its output collected; killed by its process id if still running at
  /// the end.
  final class Running {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()

    /// Starts `blackjack` with `arguments`; its input is a pipe the test writes to, or the file `inputPath`.
    init(_ arguments: [String], environment: [String: String], asNobody: Bool = false, inputPath: String? = nil) throws
    {
      let binary = BinaryTests.productsDirectory.appendingPathComponent("blackjack").path
      if asNobody {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", binary] + arguments
      } else {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
      }
      process.environment = environment
      if let inputPath {
        process.standardInput = FileHandle(forReadingAtPath: inputPath)
      } else {
        process.standardInput = input
      }
      process.standardOutput = output
      process.standardError = errors
      try process.run()
    }

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    func send(_ text: String) { try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) }

    /// Closes the input and waits for the end: status, output and errors.
    func finish() -> (status: Int32, output: String, errors: String) {
      try? input.fileHandleForWriting.close()
      let out = output.fileHandleForReading.readDataToEndOfFile()
      let err = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// Kills the process with SIGKILL and returns what it had written (after `seen`, what was already read).
    func killed(after seen: String = "") -> String {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      try? input.fileHandleForWriting.close()
      return seen + String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Reads the output until `done` holds for it, the output ends, or 20 seconds pass; returns it.
    func read(until done: (String) -> Bool) -> String {
      var seen = Data()
      let descriptor = output.fileHandleForReading.fileDescriptor
      let deadline = Date().addingTimeInterval(20)
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while !done(String(decoding: seen, as: UTF8.self)), Date() < deadline {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, 65_536) }
        if count <= 0 { break }
        seen += buffer[0..<count]
      }
      return String(decoding: seen, as: UTF8.self)
    }

    /// Reads the output until it holds one of `texts`.
    func read(until texts: String...) -> String { read { text in texts.contains(where: text.contains) } }

    /// Reads the output until it holds `count` lines.
    func read(lines count: Int) -> String { read { $0.count(where: { $0 == "\n" }) >= count } }
  }

  /// The invariants of a profile after any crash, checked with SQL.
  static func checkInvariants(_ database: String, _ context: String) throws -> [RoundRecord] {
    let store = try ProfileStore(path: database)
    #expect(try store.integrityCheck() == "ok", "\(context)")
    let summary = try #require(try store.profiles().first)
    // The bankroll is the start, plus the rebuys, plus every recorded result.
    #expect(summary.bankroll == summary.startingBankroll + summary.rebuys + summary.net, "\(context)")
    let rounds = try store.history(profile: summary.name)
    // No round lost or recorded twice: numbered 1 … n, each starting in the shoe where the one before ended.
    #expect(rounds.map(\.number) == Array(0..<rounds.count).map { $0 + 1 }, "\(context)")
    for (earlier, later) in zip(rounds, rounds.dropFirst()) {
      if later.shuffle == earlier.shuffle {
        #expect(later.shoePosition == earlier.shoePosition + earlier.cardsDealt, "\(context): round \(later.number)")
      } else {
        #expect(later.shuffle > earlier.shuffle, "\(context): round \(later.number)")
      }
    }
    return rounds
  }

  /// The last deal of `output` when no settlement follows it: the dealer's line and the player's last hand line.
  static func unsettledDeal(in output: String) -> (dealer: String, hand: String)? {
    let lines = output.split(separator: "\n").map(String.init)
    guard let bet = lines.lastIndex(where: { $0.hasPrefix("Bet ") || $0.hasPrefix("Resuming round ") }) else {
      return nil
    }
    let after = lines[bet...]
    guard !after.contains(where: { $0.hasPrefix("Bankroll: ") || $0.hasPrefix("The round in progress is kept") }),
      let dealer = after.first(where: { $0.hasPrefix("Dealer: ") }),
      let hand = after.last(where: { $0.hasPrefix("You:") })
    else { return nil }
    return (dealer, hand)
  }

  /// The cards of a hand line: "You:    10S 6D 4H  20" gives ["10S", "6D", "4H"].
  static func cards(of line: String) -> [String] {
    let body = line.drop { $0 != " " }.drop { $0 == " " }
    return (body.components(separatedBy: "  ").first ?? "").split(separator: " ").map(String.init)
  }

  @Test(
    "kill -9 at 55 random moments: after each restart the file is sound, the bankroll adds up, no round is lost or doubled, and the round in progress resumes"
  )
  func killedAtRandomMoments() throws {
    let home = Home()
    var generator = SplitMix64(seed: 2024)
    // Between rounds bet 10 (or 1 when less is left), rebuy once broke; in a round, decline insurance, hit, stand.
    let pattern = ["bet 10", "insurance no", "hit", "stand", "rebuy 100", "", "bet 1", "hint", "stand"]
    let script = Array(repeating: pattern, count: 60).flatMap { $0 }.map { $0 + "\n" }.joined()
    var resumes = 0
    var seenRounds = 0
    for attempt in 0..<55 {
      // The first run opens the table; each restart carries on with the saved one.
      let arguments =
        attempt == 0
        ? ["play", "--profile", "crash", "--bankroll", "100", "--rules", "1D S17 PEN75", "--seed", "99", "--ascii"]
        : ["play", "--profile", "crash", "--ascii"]
      let run = try Running(arguments, environment: home.environment)
      run.send(script)
      // A random moment: after a random number of lines of output, and a random fraction of a command's time.
      let seen = run.read(lines: 3 + Int(generator.next() % 120))
      usleep(UInt32(generator.next() % 5_000))
      let output = run.killed(after: seen)
      let rounds = try Self.checkInvariants(home.database, "after kill \(attempt + 1)")
      #expect(rounds.count >= seenRounds, "after kill \(attempt + 1): recorded rounds went missing")
      seenRounds = rounds.count
      // A deal shown and not settled is the round kept: the next start resumes it, the same cards (a command taken
      // just before the kill, its reply unwritten, may have added a card, or even settled the round).
      guard let pending = Self.unsettledDeal(in: output) else { continue }
      let shownCards = Self.cards(of: pending.hand)
      let store = try ProfileStore(path: home.database)
      if try store.profiles().first?.roundInProgress == true {
        let next = try Running(["play", "--profile", "crash", "--ascii"], environment: home.environment)
        let greeting = next.read(until: "Your move", "(insurance yes|no)")
        _ = next.killed()
        #expect(
          greeting.contains(
            "Resuming round \(rounds.count + 1), left unfinished when the last session stopped without closing"
              + " (killed or crashed): "), "after kill \(attempt + 1): \(greeting)")
        let resumed = Self.unsettledDeal(in: greeting)
        #expect(resumed?.dealer == pending.dealer, "after kill \(attempt + 1)")
        #expect(
          resumed.map { Self.cards(of: $0.hand).starts(with: shownCards) } == true, "after kill \(attempt + 1)")
        resumes += 1
      } else {
        let settled = try #require(rounds.last)
        #expect(pending.dealer.hasPrefix("Dealer: " + (settled.dealerCards.split(separator: " ").first ?? "")))
        #expect(
          settled.hands.first.map { $0.cards.split(separator: " ").map(String.init).starts(with: shownCards) } == true)
      }
    }
    let last = try Running(["play", "--profile", "crash", "--ascii"], environment: home.environment)
    last.send("quit\n")
    #expect(last.finish().status == 0)
    let rounds = try Self.checkInvariants(home.database, "at the end")
    #expect(rounds.count > 20)
    #expect(resumes >= 5)
    #expect(rounds.contains { $0.resumed })
    let store = try ProfileStore(path: home.database)
    let sessions = try store.profiles().first?.sessions ?? 0
    #expect(sessions > 55)
  }

  @Test(
    "SIGTERM and SIGHUP at the prompt mid-round: the round is kept, the session closed, the process ended by the signal"
  )
  func terminationSignals() throws {
    for signal in [SIGTERM, SIGHUP] {
      let home = Home()
      let run = try Running(
        ["play", "--profile", "default", "--seed", "7", "--shoe", "10S 9H 6D 7C", "--ascii"],
        environment: home.environment)
      run.send("bet 10\n")
      #expect(run.read(until: "Your move").contains("You:    10S 6D  16"))
      kill(run.process.processIdentifier, signal)
      let result = run.finish()
      #expect(run.process.terminationReason == .uncaughtSignal && result.status == signal, "signal \(signal)")
      let name = signal == SIGTERM ? "SIGTERM" : "SIGHUP"
      #expect(result.output.contains("Session ended by \(name).\nSession over.\n"), "\(result.output)")
      #expect(try ProfileStore(path: home.database, access: .readOnly).profiles().first?.roundInProgress == true)
      let next = try Running(["play", "--ascii"], environment: home.environment)
      let greeting = next.read(until: "Your move")
      _ = next.finish()
      #expect(greeting.contains("Resuming round 1, left unfinished when you left the table: bet 10.00."), "\(greeting)")
    }
  }

  /// A home whose profile 'default' played one round: 10S 6D stood against 9H 7C, the dealer drawing 10C to bust, so
  /// the player won 10.00 (bankroll 1010.00).
  static func homeWithOneRound() throws -> Home {
    let home = Home()
    let make = try Running(
      ["play", "--profile", "default", "--seed", "7", "--shoe", "10S 9H 6D 7C 10C", "--ascii"],
      environment: home.environment)
    make.send("bet 10\nstand\n")
    #expect(make.finish().status == 0)
    return home
  }

  @Test("profiles and history on a read-only file in a read-only directory: they read it, and make nothing beside it")
  func readOnlyCommands() throws {
    let home = try Self.homeWithOneRound()
    // As root the commands run as nobody, whom the permissions bind (root reads and writes anywhere).
    let directory = home.path + "/data/blackjack"
    chmod(home.path, 0o755)
    chmod(home.path + "/data", 0o755)
    chmod(home.database, 0o444)
    chmod(directory, 0o555)
    let before = try Data(contentsOf: URL(fileURLWithPath: home.database))
    for command in ["profiles", "history"] {
      let run = try Running(
        [command, "--db", home.database], environment: home.environment, asNobody: getuid() == 0)
      let result = run.finish()
      #expect(result.status == 0 && result.errors.isEmpty, "\(command): \(result.errors)")
      #expect(result.output.contains(command == "profiles" ? "default: bankroll 1010.00" : "#1 "), "\(result.output)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["blackjack.sqlite3"])
  }

  @Test("profiles and history on a database whose amounts are out of any range (64-bit extremes) print them, not crash")
  func extremeAmounts() throws {
    let home = try Self.homeWithOneRound()
    do {
      // A valid SQLite file with amounts no session writes (cents at Int.max and Int.min), as an edit could leave it.
      let connection = try SQLiteConnection(path: home.database, flags: 0x2)
      try connection.execute(
        "UPDATE profiles SET bankroll = 9223372036854775807, starting_bankroll = -9223372036854775808")
      try connection.execute("UPDATE rounds SET net = 9223372036854775807")
      try connection.execute("UPDATE hands SET net = 9223372036854775807")
    }
    // Int.max cents is 92,233,720,368,547,758.07; as a Double of money (what the reports hold) 9.223372036854776e16,
    // past the 2⁵³ where cents are exact, so it prints as Swift prints the Double.
    let expected: [([String], String)] = [
      (["profiles"], "default: bankroll 9.223372036854776e+16, 1 rounds, net +9.223372036854776e+16"),
      (["history"], "win +9.223372036854776e+16; dealer 9H 7C 10C; net +9.223372036854776e+16"),
      (["history", "--csv"], ",+9.223372036854776e+16,10S 6D win +9.223372036854776e+16,"),
    ]
    for (arguments, text) in expected {
      let result = try Running(arguments + ["--db", home.database], environment: home.environment).finish()
      #expect(result.status == 0 && result.errors.isEmpty, "\(arguments): \(result.status) \(result.errors)")
      #expect(result.output.contains(text), "\(arguments): \(result.output)")
    }
  }

  @Test("play reading /dev/zero (an endless line that never blocks) ends at SIGTERM and SIGHUP, as at any other input")
  func endlessInputEndsAtASignal() throws {
    for signal in [SIGTERM, SIGHUP] {
      let home = Home()
      let run = try Running(
        ["play", "--guest", "--seed", "1"], environment: home.environment, inputPath: "/dev/zero")
      usleep(500_000)
      kill(run.process.processIdentifier, signal)
      let deadline = Date().addingTimeInterval(10)
      while run.process.isRunning && Date() < deadline { usleep(20_000) }
      #expect(!run.process.isRunning, "signal \(signal): still reading 10 s later")
      guard !run.process.isRunning else { continue }  // killed by Running's deinit
      #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == signal)
    }
  }

  @Test("a second session on a profile is refused in one line while the first runs; another profile plays")
  func concurrentSessions() throws {
    let home = Home()
    let first = try Running(["play", "--profile", "shared"], environment: home.environment)
    #expect(first.read(until: "Type 'bet 10'").contains("New profile 'shared'"))
    let second = try Running(["play", "--profile", "shared"], environment: home.environment).finish()
    #expect(second.status == 1)
    #expect(second.output.isEmpty)
    #expect(
      second.errors
        == "blackjack: profile 'shared' in \(home.database) is in use by another blackjack session (process"
        + " \(first.process.processIdentifier)); finish that session first, or play another profile with --profile"
        + " NAME, or --guest\n")
    let other = try Running(["play", "--profile", "other"], environment: home.environment)
    other.send("quit\n")
    #expect(other.finish().status == 0)
    first.send("quit\n")
    #expect(first.finish().status == 0)
    let again = try Running(["play", "--profile", "shared"], environment: home.environment)
    again.send("quit\n")
    let run = again.finish()
    #expect(run.status == 0 && run.errors.isEmpty)
  }

  @Test("a file that is not a database: one line naming it and what to do, exit 1, the file untouched")
  func corruptFile() throws {
    let home = Home()
    try FileManager.default.createDirectory(atPath: home.path + "/data/blackjack", withIntermediateDirectories: true)
    let junk = Data("SQLite format 2\0 but really a shopping list\n".utf8) + Data(repeating: 0xAB, count: 5000)
    try junk.write(to: URL(fileURLWithPath: home.database))
    let run = try Running(["play"], environment: home.environment)
    run.send("bet 10\n")
    let result = run.finish()
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "blackjack: \(home.database) is not a blackjack database (not an SQLite file, or damaged); it was left"
        + " untouched: move it away, or choose another file with --db PATH, or play with --guest\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == junk)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/data/blackjack") == ["blackjack.sqlite3"])
  }

  @Test("a database of a newer schema: one line, exit 1, untouched")
  func newerSchema() throws {
    let home = Home()
    let make = try Running(["play"], environment: home.environment)
    make.send("quit\n")
    _ = make.finish()
    // Raise the schema version as a later blackjack would.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: home.database))
    bytes[60..<64] = Data([0, 0, 0, 99])  // the header's user_version, big-endian
    try bytes.write(to: URL(fileURLWithPath: home.database))
    let run = try Running(["play"], environment: home.environment).finish()
    #expect(run.status == 1)
    #expect(
      run.errors
        == "blackjack: \(home.database) was written by a newer blackjack (schema version 99; this one reads up to"
        + " \(ProfileStore.schemaVersion)); it was left untouched: use the newer blackjack, or another file with --db"
        + " PATH\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == bytes)
  }

  @Test("a read-only directory, or a --db directory that does not exist: a guest session with one warning line")
  func unwritableDirectory() throws {
    let home = Home()
    let missing = home.path + "/nowhere/blackjack.sqlite3"
    let guest = try Running(["play", "--db", missing, "--seed", "7"], environment: home.environment)
    guest.send("bet 10\nstand\n")
    let run = guest.finish()
    #expect(run.status == 0)
    #expect(
      run.errors
        == "blackjack: cannot save to \(missing): the directory \(home.path)/nowhere does not exist; playing as a guest:"
        + " nothing is saved\n")
    #expect(run.output.contains("Bankroll: "))
    #expect(!FileManager.default.fileExists(atPath: home.path + "/nowhere"))

    // A directory this user may not write (as root, the session runs as nobody: root writes anywhere).
    let readOnly = home.path + "/data/blackjack"
    try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: true)
    chmod(home.path, 0o755)
    chmod(home.path + "/data", 0o755)
    chmod(readOnly, 0o555)
    let asNobody = getuid() == 0
    let session = try Running(["play"], environment: home.environment, asNobody: asNobody)
    session.send("bankroll\nquit\n")
    let result = session.finish()
    #expect(result.status == 0)
    #expect(result.output.contains("Bankroll: 1000.00\n") && !result.output.contains("Profile"))
    #expect(
      result.errors
        == "blackjack: cannot save to \(home.database): the directory \(readOnly) is read-only; playing as a guest:"
        + " nothing is saved\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly).isEmpty)
  }

  @Test("a profile plays at AI seats and two spots, and the next 'blackjack play' sits at the same table")
  func seatsAndSpotsAreRemembered() throws {
    let home = Home()
    // Your two spots, then the two AI seats, are dealt 10-10; the dealer shows 7 and turns over a 10: 17.
    let first = try Running(
      [
        "play", "--seed", "3", "--profile", "p", "--seats", "3", "--spots", "2", "--side-bets", "pp", "--min", "5",
        "--shoe", "10S 10H 10D 10C 7S 10S 10H 10D 10C 10S",
      ], environment: home.environment)
    first.send("bet 10 pp 5\nstand\nstand\nquit\n")
    let played = first.finish()
    #expect(played.status == 0, "\(played.errors)")
    #expect(played.output.contains("Bets 10.00 on each of your 2 spots."), "\(played.output)")
    // Two wins of 10 and Perfect Pairs' 25 to 1 on 10S 10S: +145.00.
    #expect(played.output.contains("Round: +145.00\nBankroll: 1145.00\n"), "\(played.output)")

    let second = try Running(["play", "--profile", "p"], environment: home.environment)
    second.send("quit\n")
    let remembered = second.finish()
    #expect(remembered.status == 0, "\(remembered.errors)")
    #expect(
      remembered.output.contains("Positions, in the order they play: 1 you, 2 you, 3 AI (basic), 4 AI (counter)."),
      "\(remembered.output)")
    #expect(remembered.output.contains("Side bets offered: pp (Perfect Pairs"), "\(remembered.output)")
    #expect(remembered.output.contains(", minimum bet 5.00, "), "\(remembered.output)")
    #expect(remembered.output.contains("The table's positions, side bets and limits as you left them"))

    // --seats 1 and --side-bets none choose another table, which is remembered in turn.
    let third = try Running(
      ["play", "--profile", "p", "--seats", "1", "--side-bets", "none"], environment: home.environment)
    third.send("quit\n")
    #expect(third.finish().status == 0)
    let fourth = try Running(["play", "--profile", "p"], environment: home.environment)
    fourth.send("quit\n")
    let last = fourth.finish()
    #expect(!last.output.contains("Positions, in the order they play"), "\(last.output)")
    #expect(!last.output.contains("Side bets offered"), "\(last.output)")
    #expect(last.output.contains(", minimum bet 5.00, "), "\(last.output)")
    #expect(last.output.contains("The table's limits as you left them"), "\(last.output)")
  }
}
