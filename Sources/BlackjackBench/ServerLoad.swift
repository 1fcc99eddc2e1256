// `blackjack-bench server …`: the table server's load test and its checks (run by `Scripts/bench server` and
// Scripts/test-server; see their comments).
import BlackjackServer
import BlackjackText

#if canImport(Glibc)
  import Glibc
#endif

/// The load client: N players on N threads, each playing rounds through the API as fast as the server answers.
enum ServerLoad {
  /// What one player's client saw: the rounds its replies settled and their nets, the latency of every request.
  struct Tally: Sendable {
    var name: String
    var token: String
    var rounds = 0
    var net = 0
    var latencies: [UInt64] = []
    var retries = 0
    var failure: String?
  }

  /// The settings of a run, from the command line.
  struct Settings {
    var url = ""
    var clients = 100
    var rounds = 1000
    var bet = 10
    var names: String?
    var playersFile: String?
    var talliesFile: String?
    var resume = false
    var pauseMidRound: Int?
    var retrySeconds = 60
  }

  /// Runs `blackjack-bench server ARGUMENTS`; returns the exit status.
  static func main(_ arguments: [String]) -> Int32 {
    var settings = Settings()
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--url": settings.url = value() ?? ""
      case "--clients": settings.clients = value().flatMap(Int.init) ?? -1
      case "--rounds": settings.rounds = value().flatMap(Int.init) ?? -1
      case "--bet": settings.bet = value().flatMap(Int.init) ?? -1
      case "--names": settings.names = value()
      case "--players": settings.playersFile = value()
      case "--tallies": settings.talliesFile = value()
      case "--resume": settings.resume = true
      case "--pause-mid-round": settings.pauseMidRound = value().flatMap(Int.init)
      case "--retry-seconds": settings.retrySeconds = value().flatMap(Int.init) ?? -1
      default:
        fail("unknown option '\(arguments[index])'")
        return 2
      }
      index += 1
    }
    guard let url = try? ServerURL(parsing: settings.url), settings.clients > 0, settings.rounds >= 0,
      settings.bet > 0, settings.retrySeconds >= 0
    else {
      fail(
        "usage: blackjack-bench server --url URL [--clients N] [--rounds N] [--bet N] [--names PREFIX]"
          + " [--players FILE] [--resume]"
          + " [--tallies FILE] [--pause-mid-round K] [--retry-seconds S]")
      return 2
    }
    let players: [(String, String)]
    do {
      players = try settings.resume ? readPlayers(settings.playersFile) : register(settings, url: url)
    } catch {
      fail("\(error)")
      return 1
    }
    let started = ServerClock.monotonicNanoseconds()
    let run = settings
    let tallies = DetachedThread.map(players, threads: players.count) { player in
      play(player, settings: run, url: url)
    }
    let seconds = Double(ServerClock.monotonicNanoseconds() - started) / 1e9
    let failures = tallies.compactMap { $0.failure.map { "\($0)" } }
    for failure in failures.prefix(5) { fail(failure) }
    let rounds = tallies.reduce(0) { $0 + $1.rounds }
    var latencies = tallies.flatMap(\.latencies)
    latencies.sort()
    func percentile(_ fraction: Double) -> Double {
      latencies.isEmpty ? 0 : Double(latencies[min(latencies.count - 1, Int(Double(latencies.count) * fraction))]) / 1e6
    }
    print(
      "server load: \(players.count) clients, \(rounds) rounds in \(format(seconds)) s: "
        + "\(format(Double(rounds) / seconds)) rounds/s, \(latencies.count) requests "
        + "(\(format(Double(latencies.count) / seconds))/s), latency p50 \(format(percentile(0.5))) ms, "
        + "p99 \(format(percentile(0.99))) ms, retries \(tallies.reduce(0) { $0 + $1.retries })")
    if let file = settings.talliesFile {
      let lines = tallies.map { "\($0.name)\t\($0.rounds)\t\($0.net)" }
      guard write(lines.joined(separator: "\n") + "\n", to: file) else {
        fail("cannot write \(file)")
        return 1
      }
    }
    return failures.isEmpty ? 0 : 1
  }

  /// Registers the players of a run (`--names PREFIX`-0, -1, …; by default a prefix unique to the run) and keeps their tokens in `--players FILE` (mode 0600).
  static func register(_ settings: Settings, url: ServerURL) throws -> [(String, String)] {
    let client = ServerClient(url: url)
    let prefix = settings.names ?? "load-" + String(ServerClock.milliseconds() % 1_000_000, radix: 36)
    var players: [(String, String)] = []
    for index in 0..<settings.clients {
      let registration = try client.register(name: "\(prefix)-\(index)")
      players.append((registration.name, registration.token))
    }
    if let file = settings.playersFile {
      let text = players.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n") + "\n"
      guard write(text, to: file, mode: 0o600) else { throw ClientError.protocolError("cannot write \(file)") }
    }
    return players
  }

  /// The players kept by an earlier run.
  static func readPlayers(_ file: String?) throws -> [(String, String)] {
    guard let file, let text = read(file) else { throw ClientError.protocolError("--resume needs --players FILE") }
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t")
      return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }
  }

  /// One player's client: reads its table (resuming a round in progress), then plays `rounds` more rounds,
  /// retrying through dropped connections and a restarting server for up to `--retry-seconds`.
  static func play(_ player: (String, String), settings: Settings, url: ServerURL) -> Tally {
    var tally = Tally(name: player.0, token: player.1)
    tally.latencies.reserveCapacity(settings.rounds * 3)
    let client = ServerClient(url: url, timeout: 30)
    do {
      var state = try retrying(&tally, settings) { () throws(ClientError) in try client.table(token: player.1) }
      if settings.resume, let round = state.table.round {
        say("resumed \(player.0) round \(round.number): \(describe(round))")
      }
      var sequence = state.sequence
      var view = state.table
      while tally.rounds < settings.rounds || view.round != nil {
        // The first round in progress after K settled (a natural settles as it is dealt, with nothing to pause in).
        if let pause = settings.pauseMidRound, tally.rounds >= pause, let round = view.round {
          say("paused \(player.0) round \(round.number): \(describe(round))")
          while true { sleep(60) }
        }
        let line = choose(view, bet: settings.bet)
        let reply = try retrying(&tally, settings) { () throws(ClientError) in
          try client.send(line: line, sequence: sequence, token: player.1)
        }
        sequence = reply.sequence
        view = reply.table
        if let settled = reply.settled {
          tally.rounds += 1
          tally.net += settled.net
        }
      }
      state = try client.table(token: player.1)
      if state.sequence != sequence {
        tally.failure = "\(player.0): the table is at \(state.sequence), not \(sequence)"
      }
    } catch {
      tally.failure = "\(player.0): \(error)"
    }
    return tally
  }

  /// Runs `request`, timing it; a dropped connection or an unavailable server is retried (the server answers a
  /// repeated line with its first reply), a 429 after its wait, for up to `--retry-seconds`.
  static func retrying<Value>(
    _ tally: inout Tally, _ settings: Settings, _ request: () throws(ClientError) -> Value
  ) throws(ClientError) -> Value {
    let deadline = ServerClock.monotonicNanoseconds() + UInt64(settings.retrySeconds) * 1_000_000_000
    while true {
      let started = ServerClock.monotonicNanoseconds()
      do {
        let value = try request()
        tally.latencies.append(ServerClock.monotonicNanoseconds() - started)
        return value
      } catch {
        let retry: Bool
        switch error {
        case .connection: retry = true
        case .refused(let status, _, _): retry = status == 429 || status == 503
        default: retry = false
        }
        guard retry, ServerClock.monotonicNanoseconds() < deadline else { throw error }
        tally.retries += 1
        usleep(50_000)
      }
    }
  }

  /// The line for the table as it stands: bet, no insurance, split aces and eights, double 10 and 11, hit below 17.
  static func choose(_ view: TableView, bet: Int) -> String {
    switch view.phase {
    case "betting": return "bet \(min(bet * 100, view.bankroll) / 100)"
    case "broke": return "rebuy"
    case "insurance": return "insurance no"
    default:
      guard let round = view.round else { return "stand" }
      let hand = round.hands[round.activeHand ?? 0]
      if view.expects.contains("split"), let first = hand.cards.first, first.hasPrefix("A") || first.hasPrefix("8") {
        return "split"
      }
      if view.expects.contains("double") && (hand.total == 10 || hand.total == 11) && !hand.soft { return "double" }
      return hand.total < 17 ? "hit" : "stand"
    }
  }

  /// A round as seen: "dealer 9S; hands 10D 6C".
  static func describe(_ round: RoundView) -> String {
    "dealer \(round.dealer.cards.joined(separator: " "))"
      + "; hands \(round.hands.map { $0.cards.joined(separator: " ") }.joined(separator: " | "))"
  }

  static func fail(_ message: String) {
    StandardOutput.writeError("blackjack-bench server: \(message)\n")
  }

  /// Writes a line to standard output at once (a paused client is killed without flushing).
  static func say(_ line: String) { _ = StandardOutput.write(line + "\n") }

  static func write(_ text: String, to path: String, mode: mode_t = 0o644) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// `blackjack-bench server-check --db DB [--tallies FILE]`: the invariants of a server's database after a run.
enum ServerCheck {
  /// Every bankroll is its start plus rebuys plus its rounds' nets; round numbers are 1…n; and, with the load
  /// client's tallies, every player has exactly the rounds and nets its replies settled (none lost or doubled).
  static func main(_ arguments: [String]) -> Int32 {
    var database: String?
    var talliesFile: String?
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--db": database = index + 1 < arguments.count ? arguments[index + 1] : nil
      case "--tallies": talliesFile = index + 1 < arguments.count ? arguments[index + 1] : nil
      default:
        ServerLoad.fail("usage: blackjack-bench server-check --db PATH|URL [--tallies FILE]")
        return 2
      }
      index += 2
    }
    guard let database else {
      ServerLoad.fail("usage: blackjack-bench server-check --db PATH|URL [--tallies FILE]")
      return 2
    }
    let audit: StoreAudit
    do {
      let store = try TableServer.openStore(database, connections: 2)
      defer { store.close() }
      audit = try store.audit()
    } catch {
      ServerLoad.fail("\(error)")
      return 1
    }
    var problems = audit.violations
    var compared = 0
    if let talliesFile {
      guard let text = ServerLoad.read(talliesFile) else {
        ServerLoad.fail("cannot read \(talliesFile)")
        return 1
      }
      let players = Dictionary(audit.players.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: "\t")
        guard parts.count == 3, let rounds = Int(parts[1]), let net = Int(parts[2]) else { continue }
        let name = String(parts[0])
        guard let stored = players[name] else {
          problems.append("\(name): not in the database")
          continue
        }
        compared += 1
        if stored.roundRows != rounds || stored.netSum != net {
          problems.append(
            "\(name): the client saw \(rounds) rounds netting \(net); the database holds \(stored.roundRows) netting"
              + " \(stored.netSum)")
        }
      }
    }
    let rounds = audit.players.reduce(0) { $0 + $1.roundRows }
    print(
      "server check: \(audit.players.count) players, \(rounds) rounds; bankrolls = start + rebuys + results, round"
        + " numbers 1…n\(talliesFile == nil ? "" : ", \(compared) clients' tallies matched"): "
        + (problems.isEmpty ? "ok" : "\(problems.count) problems"))
    for problem in problems.prefix(20) { print("  \(problem)") }
    return problems.isEmpty ? 0 : 1
  }
}
