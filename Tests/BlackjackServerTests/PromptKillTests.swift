import BlackjackREPL
import BlackjackSQLite
import CSQLite
import Foundation
import Testing

@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// `blackjack serve` on a free loopback port over `database`: the process and its port, once it listens (its log
  /// goes to a file in `directory`).
  static func serve(_ database: String, directory: String) throws -> (Spawned, Int) {
    let log = directory + "/serve-\(UInt64.random(in: 0...UInt64.max)).log"
    let process = try Spawned(
      ["serve", "--listen", "127.0.0.1:0", "--db", database], environment: environment(directory), standardError: log)
    for _ in 0..<1200 {
      let seen = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      if let line = seen.split(separator: "\n").first(where: { $0.contains("\"event\":\"listening\"") }),
        let range = line.range(of: "\"port\":"), let port = Int(line[range.upperBound...].prefix { $0.isNumber })
      {
        return (process, port)
      }
      usleep(50_000)
    }
    process.kill9()
    throw StoreError.failed("the server did not say where it listens")
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
    defer { server.kill9() }
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

    #expect(server.kill9() == SIGKILL, "killed by SIGKILL")
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
    #expect(server.stop() == 0, "SIGTERM drains and exits 0")
  }

  @Test func aClientKilledWithSignal9MidRoundResumesTheSameRound() throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    let server = try TestServer()
    defer { server.stop() }
    let profile = directory + "/profile.sqlite3"
    let url = server.url.description
    // register, as a player would: the token kept in the profile database.
    let register = try Spawned(
      ["register", "--server", url, "--name", "Killed Client", "--db", profile],
      environment: Self.environment(directory))
    #expect(register.wait() == 0)
    let token = try #require(try Self.token(in: profile))
    let watcher = PromptPlayTests.client(server)

    // The first client bets until a round waits for the player, and is killed there.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    let first = try Spawned(
      ["play", "--server", url, "--db", profile, "--ascii"], environment: Self.environment(directory),
      standardInput: ends[0])
    close(ends[0])
    defer { close(ends[1]) }
    let send = { (line: String) in
      let bytes = Array((line + "\n").utf8)
      #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    }
    var round: RoundView?
    var sequence = -1
    for _ in 0..<30 where round == nil {
      // Wait until the client has sat down or its last line is taken.
      let deadline = Date().addingTimeInterval(60)
      var state = try watcher.table(token: token)
      while state.sequence == sequence && Date() < deadline {
        usleep(50_000)
        state = try watcher.table(token: token)
      }
      sequence = state.sequence
      round = state.table.round
      if let waiting = round, waiting.activeHand == nil {
        // The insurance question: answered, and the round waits again.
        send("insurance no")
        round = nil
      } else if round == nil {
        send("bet 10")
      }
    }
    let inPlay = try #require(round)
    #expect(first.kill9() == SIGKILL, "killed by SIGKILL")
    #expect(try watcher.table(token: token).table.round == inPlay, "the server keeps the round as it was")

    // A new client sits down: the same round, the same cards; it stands and the round settles.
    let script = directory + "/lines"
    let transcript = directory + "/transcript"
    #expect(FileManager.default.createFile(atPath: script, contents: Data("stand\n".utf8)))
    let second = try Spawned(
      ["play", "--server", url, "--db", profile, "--ascii"], environment: Self.environment(directory),
      standardInputFile: script, standardOutput: transcript)
    let status = second.wait()
    let text = (try? String(contentsOfFile: transcript, encoding: .utf8)) ?? ""
    #expect(status == 0, "\(text)")
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

/// A child process of the package's binary, started with posix_spawn (no Foundation `Process`, whose pipes this
/// process's HTTP server must not share descriptors with): standard input from a descriptor or a file, output and
/// errors to files or /dev/null.
final class Spawned {
  let pid: pid_t
  /// The status once waited for (the process is reaped, and its id is never signalled again).
  private var status: Int32?

  init(
    _ arguments: [String], environment: [String: String], standardInput: Int32? = nil,
    standardInputFile: String? = nil, standardOutput: String? = nil, standardError: String? = nil
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let standardInput {
      posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, standardInputFile ?? "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([PromptKillTests.binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, PromptKillTests.binary, &actions, nil, argv, envp)
    guard status == 0 else { throw StoreError.failed("posix_spawn: \(status)") }
    self.pid = pid
  }

  deinit { kill9() }

  /// Waits for the process: its exit status, or 128 + the signal that ended it.
  @discardableResult
  func wait() -> Int32 {
    if let status { return status }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    let signal = raw & 0x7f
    let result = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    status = result
    return result
  }

  /// Sends SIGKILL and waits: the signal that ended it (SIGKILL), or its exit status if it had ended already.
  @discardableResult
  func kill9() -> Int32 {
    if status == nil { kill(pid, SIGKILL) }
    let status = wait()
    return status > 128 ? status - 128 : status
  }

  /// Sends SIGTERM and waits: the exit status.
  func stop() -> Int32 {
    if status == nil { kill(pid, SIGTERM) }
    return wait()
  }
}
