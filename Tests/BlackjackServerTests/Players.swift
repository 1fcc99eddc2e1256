import Synchronization

@testable import BlackjackServer

/// A player at a test server, playing with a fixed policy and tallying what the server's replies said.
final class TestPlayer {
  let name: String
  let token: String
  private(set) var client: ServerClient
  private(set) var sequence = 0
  private(set) var rounds = 0
  private(set) var net = 0
  private(set) var sessions: [Int: Int] = [:]
  private(set) var lastReply: LineReply?

  init(_ name: String, on server: TestServer) throws {
    self.name = name
    client = server.client()
    token = try client.register(name: name).token
  }

  /// Sends one line chosen for the table as it stands; returns the reply.
  @discardableResult
  func step(bet: Int = 10) throws -> LineReply {
    let view = try lastReply?.table ?? client.table(token: token).table
    let reply = try client.send(
      line: EngineTableSessionTests.nextLine(view, bet: bet, round: rounds), sequence: sequence, token: token)
    record(reply)
    return reply
  }

  /// Plays lines until `count` more rounds are settled.
  func play(rounds count: Int, bet: Int = 10) throws {
    let target = rounds + count
    while rounds < target { try step(bet: bet) }
  }

  /// Plays lines until a round is in progress (a bet that does not settle at once).
  func playUntilMidRound() throws {
    repeat { try step() } while lastReply?.table.round == nil
  }

  /// Plays lines until no round is in progress.
  func finishRound() throws {
    while lastReply?.table.round != nil { try step() }
  }

  /// Talks to `server` from now on, reading the table there (as a client that reconnects does).
  func reconnect(to server: TestServer) throws -> TableState {
    client = server.client()
    let state = try client.table(token: token)
    sequence = state.sequence
    lastReply = LineReply(sequence: state.sequence, reply: [], settled: nil, table: state.table)
    return state
  }

  /// Takes a reply as the server's answer to the last line.
  func record(_ reply: LineReply) {
    sequence = reply.sequence
    lastReply = reply
    if let settled = reply.settled {
      rounds += 1
      net += settled.net
      sessions[settled.session, default: 0] += settled.net
    }
  }
}

/// A wall clock a test sets.
final class ManualClock: Sendable {
  private let milliseconds: Atomic<Int64>

  init(_ start: Int64 = 1_800_000_000_000) { milliseconds = Atomic(start) }

  /// Now.
  var now: Int64 { milliseconds.load(ordering: .relaxed) }

  /// Moves the clock on by `minutes`.
  func advance(minutes: Int64) { milliseconds.add(minutes * 60_000, ordering: .relaxed) }

  /// The clock as the server takes it.
  var function: @Sendable () -> Int64 { { self.now } }
}
