import BlackjackEngine
import BlackjackProfile
import BlackjackREPL
import BlackjackServer

extension Subcommand {
  /// `blackjack serve [--listen HOST:PORT] [--db PATH|postgresql://…] …`: the table server.
  public static let serve = Subcommand(ServeCommand.self)
}

/// `blackjack serve`: the table server.
struct ServeCommand: Command {
  static let configuration = CommandConfiguration(
    name: "serve",
    summary: "Run the table server: it deals for a group, keeps every bankroll and round, and ranks them.",
    discussion: """
      An HTTP/JSON service (described by the server itself at GET /openapi.json) with a leaderboard page at /. \
      Players register with 'blackjack register'; the server deals, so no result can be forged. Every line played \
      is committed to the database before it is answered: a dropped connection resumes the same round, and a \
      server killed with -9 loses no round.

      --db takes an SQLite file (default $XDG_DATA_HOME/blackjack/server.sqlite3, created mode 0600: it holds the \
      shoes) or a postgresql://user:password@host:port/database URL. The server listens on 127.0.0.1 unless \
      --listen names another address (then it speaks plain HTTP to the network: put TLS in front of it). Logs \
      are JSON, one object a line, on standard error. SIGTERM or SIGINT stops it: no new connections, the \
      requests in flight are finished (for at most --drain seconds), then it exits 0 (1 if a request had to be \
      cut off).
      """)

  @Opt(
    .text(
      "listen", valueName: "HOST:PORT",
      help: "Where to listen (default \(ListenAddress.default); port 0 picks a free one, logged)."))
  var listen = ListenAddress.default.description
  @Opt(
    .text(
      "db", valueName: "PATH|URL",
      help: "The SQLite file (default $XDG_DATA_HOME/blackjack/server.sqlite3) or a postgresql:// URL."))
  var database: String?
  var game = GameOptions()
  @Opt(
    .text(
      "bankroll", valueName: "N", help: "A new player's bankroll, and what 'rebuy' adds when broke (default 1000)."))
  var bankroll: String?
  @Opt(.text("min", valueName: "N", help: "The smallest bet (default 1).")) var minimum: String?
  @Opt(.text("max", valueName: "N", help: "The largest bet (default 500).")) var maximum: String?
  @Opt(
    .integer(
      "rate", valueName: "N", range: 0...1_000_000,
      help: "Requests a second one player may make, bursts of twice that (default 20; 0: no limits at all)."))
  var rate = 20
  @Opt(
    .integer(
      "timeout", valueName: "SECONDS", range: 1...3600,
      help: "Close a connection idle (or sending its request) this long (default 10)."))
  var timeout: Int?
  @Opt(.integer("workers", valueName: "N", range: 1...1024, help: "Threads running database work (default 64)."))
  var workers: Int?
  @Opt(
    .integer(
      "connections", valueName: "N", range: 1...65536, help: "The most connections open at once (default 1024)."))
  var connections: Int?
  @Opt(
    .integer(
      "db-connections", valueName: "N", range: 1...512,
      help: "PostgreSQL: the most connections to the database (default 16)."))
  var databaseConnections = 16
  @Opt(
    .integer(
      "drain", valueName: "SECONDS", range: 0...3600,
      help: "On SIGTERM, how long to let requests in flight finish (default 10)."))
  var drain = 10

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let address: ListenAddress
    do {
      address = try ListenAddress(parsing: listen)
    } catch {
      throw .usage("--listen: \(error)")
    }
    let limits = TableLimits(
      minimumBet: try amount($minimum, default: Money(units: 1)),
      maximumBet: try amount($maximum, default: Money(units: 500)),
      startingBankroll: try amount($bankroll, default: Money(units: 1000)))
    guard limits.isValid else {
      throw .usage(
        "--min \(limits.minimumBet), --max \(limits.maximumBet) and --bankroll \(limits.startingBankroll) do not"
          + " fit: the maximum must be at least the minimum, and the bankroll at least the minimum")
    }
    var http = HTTPLimits()
    http.timeoutSeconds = timeout ?? http.timeoutSeconds
    http.workers = workers ?? http.workers
    http.connectionLimit = connections ?? http.connectionLimit
    let rate = Double(self.rate)
    // --rate 0 turns every limit off, registrations' (1 a second from an address, bursts of 20) too.
    let configuration = ServerConfiguration(
      rules: try game.rules(), limits: limits, version: BlackjackCLI.version, rateLimit: rate,
      rateBurst: max(1, rate * 2), registrationRate: rate == 0 ? 0 : 1, http: http)
    // A name that does not resolve is refused before the database is opened, which may create it.
    do throws(ServerError) {
      try address.checkResolves()
    } catch {
      throw .failure(error.description)
    }
    let database = try serverDatabase()
    ServerSignals.block()
    let server: TableServer
    do throws(ServerError) {
      let store = try TableServer.openStore(database, connections: databaseConnections)
      server = try TableServer(address: address, store: store, configuration: configuration, log: .standardError())
    } catch {
      throw .failure(error.description)
    }
    _ = console
    _ = ServerSignals.waitForTermination()
    let cutOff = server.shutdown(drainingFor: Double(drain))
    return cutOff == 0 ? 0 : CLIError.failureStatus
  }

  /// The amount `option` gives, or `fallback` when it was not given.
  func amount(_ option: Opt<String?>, default fallback: Money) throws(CLIError) -> Money {
    guard let text = option.wrappedValue else { return fallback }
    guard let amount = Money(text), amount > .zero else {
      throw .usage("--\(option.spec.name) '\(text)' is not an amount; give e.g. 10 or 12.50")
    }
    return amount
  }

  /// The database `--db` names, or the default SQLite file (its directory made, mode 0700).
  func serverDatabase() throws(CLIError) -> String {
    if let database { return database }
    guard let profile = ProfileStore.defaultPath(environment: REPL.processEnvironment()) else {
      throw .failure("no place for the database: neither XDG_DATA_HOME nor HOME is an absolute directory; give --db")
    }
    ProfileStore.makeDirectory(forDatabase: profile)
    return String(profile.dropLast("blackjack.sqlite3".count)) + "server.sqlite3"
  }
}
