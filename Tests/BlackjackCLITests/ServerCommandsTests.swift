import BlackjackProfile
import BlackjackServer
import Foundation
import Testing

@testable import BlackjackCLI

/// `blackjack register` and `leaderboard --server` against a real server in this process, and `serve`'s refusals
/// of bad options (which come before it starts).
@Suite("server commands")
struct ServerCommandsTests {
  /// A server on a free loopback port over an SQLite file in a temporary directory.
  final class Server {
    let directory: String
    let server: TableServer
    let url: String

    init() throws {
      directory = NSTemporaryDirectory() + "blackjack-cli-server-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let store = try TableServer.openStore(directory + "/server.sqlite3")
      server = try TableServer(
        address: ListenAddress(host: "127.0.0.1", port: 0), store: store,
        configuration: ServerConfiguration(version: "test"), log: ServerLog { _ in })
      url = "http://127.0.0.1:\(server.address.port)"
    }

    deinit {
      server.shutdown(drainingFor: 5)
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  @Test("register keeps the token in a private profile database and never prints it")
  func register() throws {
    let server = try Server()
    let profile = server.directory + "/profile.sqlite3"
    let result = run(["register", "--server", server.url, "--name", "O'Brien & Co", "--db", profile])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("Registered 'O'Brien & Co' at \(server.url): a bankroll of 1000.00"))
    #expect(result.output.range(of: "[0-9a-f]{64}", options: .regularExpression) == nil)
    let store = try ProfileStore(path: profile, access: .readOnly)
    let token = try #require(try store.serverToken(server: server.url, player: "o'brien & co"))
    #expect(token.count == 64)
    #expect(try FileManager.default.attributesOfItem(atPath: profile)[.posixPermissions] as? Int == 0o600)
    // The token works: the server knows the player by it.
    #expect(try ServerClient(url: ServerURL(parsing: server.url)).table(token: token).player == "O'Brien & Co")
    // Again from the same database: refused before asking the server.
    let again = run(["register", "--server", server.url, "--name", "O'BRIEN & CO", "--db", profile])
    #expect(again.status == 1)
    #expect(again.errors.contains("already registered") && again.errors.filter { $0 == "\n" }.count == 1)
    // From another database: the server refuses the name.
    let taken = run(["register", "--server", server.url, "--name", "o'brien & co", "--db", server.directory + "/b"])
    #expect(taken.status == 1)
    #expect(taken.errors.contains("(409)") && taken.errors.contains("is taken"))
    #expect(taken.errors.filter { $0 == "\n" }.count == 1)
  }

  @Test("leaderboard --server prints the server's ranking, as text and as JSON")
  func leaderboard() throws {
    let server = try Server()
    let client = ServerClient(url: try ServerURL(parsing: server.url))
    var nets: [String: Int] = [:]
    for name in ["ann", "bob"] {
      let token = try client.register(name: name).token
      var reply = try client.send(line: "bet 10", sequence: 0, token: token)
      while reply.settled == nil {
        let line = reply.table.phase == "insurance" ? "insurance no" : "stand"
        reply = try client.send(line: line, sequence: reply.sequence, token: token)
      }
      nets[name] = reply.settled?.net
    }
    let text = run(["leaderboard", "--server", server.url])
    #expect(text.status == 0, "\(text.errors)")
    let lines = text.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Leaderboard of \(server.url), all time: page 1 of 1, 2 players")
    #expect(lines.dropFirst().first?.hasPrefix("Rank  Name") == true)
    for name in ["ann", "bob"] {
      let net = nets[name]!
      let amount = (net > 0 ? "+" : "") + String(format: "%.2f", Double(net) / 100)
      #expect(lines.contains { $0.contains(" \(name) ") && $0.contains(amount) }, "\(name) \(amount): \(lines)")
    }
    let json = run(["leaderboard", "--server", server.url, "--period", "day", "--json"])
    #expect(json.status == 0)
    let page = try JSONDecoder().decode(LeaderboardPage.self, from: Data(json.output.utf8))
    #expect(page.period == "day" && page.entries.map(\.rounds) == [1, 1])
    #expect(Set(page.entries.map(\.name)) == ["ann", "bob"])
  }

  @Test(
    "bad options and unreachable servers are refused in one line",
    arguments: [
      (["register", "--name", "x"], Int32(2), "register needs --server URL"),
      (["register", "--server", "https://x", "--name", "x"], 2, "https is not spoken"),
      (["register", "--server", "http://127.0.0.1:9", "--name", "bad\u{1B}name"], 2, "is not a player name"),
      (["register", "--server", "http://127.0.0.1:9"], 2, "register needs --name NAME"),
      (["leaderboard"], 2, "leaderboard needs --server URL"),
      (["leaderboard", "--server", "127.0.0.1:8421"], 2, "is not a server URL"),
      (["leaderboard", "--server", "http://127.0.0.1:9"], 1, "cannot connect to http://127.0.0.1:9"),
      (["leaderboard", "--server", "http://127.0.0.1:9", "--period", "year"], 2, "--period"),
      (["serve", "--listen", "localhost:99999"], 2, "--listen: 'localhost:99999' is not HOST:PORT"),
      (["serve", "--min", "10", "--max", "5"], 2, "do not fit"),
      (["serve", "--bankroll", "lots"], 2, "--bankroll 'lots' is not an amount"),
      (["serve", "--rules", "7Z"], 2, "--rules"),
    ])
  func refusals(arguments: [String], status: Int32, words: String) {
    let result = run(arguments)
    #expect(result.status == status, "\(result.errors)")
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(words), "\(result.errors)")
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
  }

  @Test("serve on a host name that does not resolve is refused in one line before its database is made")
  func unresolvableHostMakesNoDatabase() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // .invalid is reserved never to resolve (RFC 2606).
    let result = run(["serve", "--listen", "no-such-host.invalid:8080", "--db", directory + "/server.sqlite3"])
    #expect(result.status == 1 && result.output.isEmpty)
    #expect(result.errors.contains("cannot resolve 'no-such-host.invalid'"), "\(result.errors)")
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test("text from a server is escaped for the terminal")
  func terminalEscaping() {
    #expect(TerminalText.escaped("plain & simple") == "plain & simple")
    #expect(TerminalText.escaped("a\u{1B}[31mred") == "a\\u{1B}[31mred")
    #expect(TerminalText.escaped("evil\u{202E}txt.exe") == "evil\\u{202E}txt.exe")
    #expect(TerminalText.escaped("line\nbreak\u{7F}") == "line\\u{A}break\\u{7F}")
    #expect(TerminalText.escaped("é 🂡") == "é 🂡")
  }
}
