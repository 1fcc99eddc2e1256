import BlackjackREPL
import BlackjackSQLite
import CSQLite
import Testing

@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#endif
import Foundation

/// `play --server` with real processes killed by SIGKILL mid-round: the server (`blackjack serve`) and the client
/// (`blackjack play --server`), both the package's own binary.
@Suite(.serialized) struct PromptKillTests {
  /// The `blackjack` binary built with the tests.
  static var binary: String {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("blackjack").path
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("blackjack").path
  }

  /// A temporary directory, removed with what is in it by the caller.
  static func directory() throws -> String {
    var template = Array("/tmp/blackjack-prompt-kill-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw StoreError.failed("mkdtemp") }
    return String(cString: made)
  }

  static func remove(_ directory: String) {
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Environment for the binaries: no colour, data and state under `directory`.
  static func environment(_ directory: String) -> [String: String] {
    [
      "PATH": "/usr/bin:/bin", "HOME": directory, "XDG_DATA_HOME": directory, "XDG_STATE_HOME": directory,
      "LANG": "C.UTF-8", "NO_COLOR": "1",
    ]
  }

  /// `blackjack serve` on a free loopback port over `database`: the process and its port, once it listens.
  static func serve(_ database: String, directory: String) throws -> (Process, Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["serve", "--listen", "127.0.0.1:0", "--db", database]
    process.environment = environment(directory)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    var seen = ""
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let data = errors.fileHandleForReading.availableData
      if data.isEmpty { break }
      seen += String(decoding: data, as: UTF8.self)
      if let line = seen.split(separator: "\n").first(where: { $0.contains("\"event\":\"listening\"") }),
        let range = line.range(of: "\"port\":")
      {
        let digits = line[range.upperBound...].prefix { $0.isNumber }
        if let port = Int(digits) {
          // Keep draining its log so that it never blocks on a full pipe.
          errors.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
          return (process, port)
        }
      }
    }
    process.terminate()
    throw StoreError.failed("the server did not say where it listens: \(seen)")
  }

  /// Sends SIGKILL to `process` and waits for it.
  static func kill9(_ process: Process) {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Sends lines at the prompt until a round waits for the player's decision; returns the replies.
  static func playUntilMidRound(_ table: inout ServerRemoteTable) throws -> [RemoteReply] {
    var replies: [RemoteReply] = []
    repeat {
      let line = replies.last?.prompt.contains("insurance") == true ? "insurance no" : "bet 10"
      replies.append(try table.send(line))
      #expect(replies.count < 30)
    } while !(replies.last!.prompt.contains("hit") && !replies.last!.prompt.contains("insurance"))
    return replies
  }

  @Test func aServerKilledWithSignal9MidRoundLosesNoRound() throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    let database = directory + "/server.sqlite3"
    var (server, port) = try Self.serve(database, directory: directory)
    defer { if server.isRunning { Self.kill9(server) } }
    var client = ServerClient(url: try ServerURL(parsing: "http://127.0.0.1:\(port)"), timeout: 300)
    let token = try client.register(name: "survivor").token
    var table = ServerRemoteTable(
      client: client, token: token, seating: PromptSitRequest(style: PromptPlayTests.plain))
    _ = try table.sit()
    // Whole rounds first, each answered only once it is committed; then one left mid-round.
    var settled = 0
    for _ in 0..<4 {
      for reply in try Self.playUntilMidRound(&table) where reply.text.contains("Bankroll:") { settled += 1 }
      let end = try table.send("stand")
      if end.text.contains("Bankroll:") { settled += 1 }
    }
    for reply in try Self.playUntilMidRound(&table) where reply.text.contains("Bankroll:") { settled += 1 }
    let before = try client.table(token: token)
    let round = try #require(before.table.round)
    #expect(before.table.roundsPlayed == settled)

    Self.kill9(server)
    #expect(server.terminationReason == .uncaughtSignal)
    (server, port) = try Self.serve(database, directory: directory)
    client = ServerClient(url: try ServerURL(parsing: "http://127.0.0.1:\(port)"), timeout: 300)
    let after = try client.table(token: token)
    #expect(after.sequence == before.sequence, "every line answered is kept")
    #expect(after.table.roundsPlayed == settled, "no settled round lost")
    #expect(after.table.round == round, "the round in play, with the same cards")
    var again = ServerRemoteTable(
      client: client, token: token, seating: PromptSitRequest(style: PromptPlayTests.plain))
    let greeting = try again.sit()
    #expect(greeting.text.contains("Resuming round \(round.number): bet 10.00."), "\(greeting.text)")
    let end = try again.send("stand")
    #expect(end.text.contains("Bankroll:"))
    let last = try client.table(token: token).table
    #expect(last.roundsPlayed == round.number, "the rounds are numbered without a gap")
    #expect(last.lastRound?.number == round.number)
    #expect(last.lastRound?.hands.first?.cards.prefix(2) == round.hands[0].cards.prefix(2))
    server.terminate()
    server.waitUntilExit()
  }

  @Test func aClientKilledWithSignal9MidRoundResumesTheSameRound() throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    let server = try TestServer()
    defer { server.stop() }
    let profile = directory + "/profile.sqlite3"
    let url = server.url.description
    // register, as a player would: the token kept in the profile database.
    let register = Process()
    register.executableURL = URL(fileURLWithPath: Self.binary)
    register.arguments = ["register", "--server", url, "--name", "Killed Client", "--db", profile]
    register.environment = Self.environment(directory)
    register.standardOutput = FileHandle.nullDevice
    try register.run()
    register.waitUntilExit()
    #expect(register.terminationStatus == 0)
    let token = try #require(try Self.token(in: profile))
    let watcher = PromptPlayTests.client(server)

    // The first client bets until a round waits for the player, and is killed there.
    let first = Process()
    first.executableURL = URL(fileURLWithPath: Self.binary)
    first.arguments = ["play", "--server", url, "--db", profile, "--ascii"]
    first.environment = Self.environment(directory)
    let input = Pipe()
    first.standardInput = input
    first.standardOutput = FileHandle.nullDevice
    first.standardError = FileHandle.nullDevice
    try first.run()
    var round: RoundView?
    var sequence = -1
    for _ in 0..<30 where round == nil {
      // Wait until the client has sat down or its last line is taken.
      let deadline = Date().addingTimeInterval(30)
      var state = try watcher.table(token: token)
      while state.sequence == sequence && Date() < deadline {
        usleep(50_000)
        state = try watcher.table(token: token)
      }
      sequence = state.sequence
      round = state.table.round
      if let waiting = round, waiting.activeHand == nil {
        // The insurance question: answered, and the round waits again.
        input.fileHandleForWriting.write(Data("insurance no\n".utf8))
        round = nil
      } else if round == nil {
        input.fileHandleForWriting.write(Data("bet 10\n".utf8))
      }
    }
    let inPlay = try #require(round)
    Self.kill9(first)
    #expect(first.terminationReason == .uncaughtSignal)
    #expect(try watcher.table(token: token).table.round == inPlay, "the server keeps the round as it was")

    // A new client sits down: the same round, the same cards; it stands and the round settles.
    let second = Process()
    second.executableURL = URL(fileURLWithPath: Self.binary)
    second.arguments = ["play", "--server", url, "--db", profile, "--ascii"]
    second.environment = Self.environment(directory)
    let lines = Pipe()
    let output = Pipe()
    second.standardInput = lines
    second.standardOutput = output
    second.standardError = FileHandle.nullDevice
    try second.run()
    lines.fileHandleForWriting.write(Data("stand\n".utf8))
    try lines.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    second.waitUntilExit()
    #expect(second.terminationStatus == 0, "\(text)")
    #expect(text.contains("Resuming round \(inPlay.number): bet 10.00."), "\(text)")
    for card in inPlay.hands[0].cards { #expect(PromptPlayTests.shows(card, in: text), "\(card): \(text)") }
    #expect(text.contains("Bankroll:"), "\(text)")
    #expect(text.contains("You leave the table"), "\(text)")
    let last = try watcher.table(token: token).table
    #expect(last.round == nil)
    #expect(last.roundsPlayed == inPlay.number)
    #expect(last.lastRound?.hands.first?.cards.prefix(2) == inPlay.hands[0].cards.prefix(2))
  }

  /// The token `register` kept in the profile database at `path`.
  static func token(in path: String) throws -> String? {
    let database = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
    return try database.scalar("SELECT token FROM server_accounts LIMIT 1")?.string
  }
}
