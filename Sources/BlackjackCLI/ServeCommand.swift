import BlackjackEngine
import BlackjackProfile
import BlackjackREPL
import BlackjackServer

extension Subcommand {
  /// `blackjack serve [--listen HOST:PORT] [--db PATH|postgresql://…] …`: the table server.
  public static let serve = Subcommand(
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
      """,
    options: [
      ServeOptions.listen.spec, ServeOptions.database.spec, CommonOptions.rules.spec, ServeOptions.bankroll.spec,
      ServeOptions.minimum.spec, ServeOptions.maximum.spec, ServeOptions.rate.spec, ServeOptions.timeout.spec,
      ServeOptions.workers.spec, ServeOptions.connections.spec, ServeOptions.databaseConnections.spec,
      ServeOptions.drain.spec,
    ],
    run: { options, console throws(CLIError) in
      let address: ListenAddress
      do {
        address = try ListenAddress(parsing: options[ServeOptions.listen] ?? ListenAddress.default.description)
      } catch {
        throw .usage("--listen: \(error)")
      }
      let limits = TableLimits(
        minimumBet: try ServeOptions.amount(options, ServeOptions.minimum, default: Money(units: 1)),
        maximumBet: try ServeOptions.amount(options, ServeOptions.maximum, default: Money(units: 500)),
        startingBankroll: try ServeOptions.amount(options, ServeOptions.bankroll, default: Money(units: 1000)))
      guard limits.isValid else {
        throw .usage(
          "--min \(limits.minimumBet), --max \(limits.maximumBet) and --bankroll \(limits.startingBankroll) do not"
            + " fit: the maximum must be at least the minimum, and the bankroll at least the minimum")
      }
      var http = HTTPLimits()
      http.timeoutSeconds = options[ServeOptions.timeout] ?? http.timeoutSeconds
      http.workers = options[ServeOptions.workers] ?? http.workers
      http.connectionLimit = options[ServeOptions.connections] ?? http.connectionLimit
      let rate = Double(options[ServeOptions.rate] ?? 20)
      // --rate 0 turns every limit off, registrations' (1 a second from an address, bursts of 20) too.
      let configuration = ServerConfiguration(
        rules: try options.rules(), limits: limits, version: BlackjackCLI.version, rateLimit: rate,
        rateBurst: max(1, rate * 2), registrationRate: rate == 0 ? 0 : 1, http: http)
      let database = try ServeOptions.database(options)
      ServerSignals.block()
      let server: TableServer
      do throws(ServerError) {
        let store = try TableServer.openStore(
          database, connections: options[ServeOptions.databaseConnections] ?? 16)
        server = try TableServer(address: address, store: store, configuration: configuration, log: .standardError())
      } catch {
        throw .failure(error.description)
      }
      _ = console
      _ = ServerSignals.waitForTermination()
      let cutOff = server.shutdown(drainingFor: Double(options[ServeOptions.drain] ?? 10))
      return cutOff == 0 ? 0 : CLIError.failureStatus
    })
}

/// The options of `blackjack serve`.
enum ServeOptions {
  /// `--listen HOST:PORT`.
  static let listen = Option.text(
    "listen", valueName: "HOST:PORT",
    help: "Where to listen (default \(ListenAddress.default); port 0 picks a free one, logged).")
  /// `--db PATH|URL`.
  static let database = Option.text(
    "db", valueName: "PATH|URL",
    help: "The SQLite file (default $XDG_DATA_HOME/blackjack/server.sqlite3) or a postgresql:// URL.")
  /// `--bankroll N`.
  static let bankroll = Option.text(
    "bankroll", valueName: "N", help: "A new player's bankroll, and what 'rebuy' adds when broke (default 1000).")
  /// `--min N`.
  static let minimum = Option.text("min", valueName: "N", help: "The smallest bet (default 1).")
  /// `--max N`.
  static let maximum = Option.text("max", valueName: "N", help: "The largest bet (default 500).")
  /// `--rate N`.
  static let rate = Option.integer(
    "rate", valueName: "N", range: 0...1_000_000,
    help: "Requests a second one player may make, bursts of twice that (default 20; 0: no limits at all).")
  /// `--timeout SECONDS`.
  static let timeout = Option.integer(
    "timeout", valueName: "SECONDS", range: 1...3600,
    help: "Close a connection idle (or sending its request) this long (default 10).")
  /// `--workers N`.
  static let workers = Option.integer(
    "workers", valueName: "N", range: 1...1024, help: "Threads running database work (default 64).")
  /// `--connections N`.
  static let connections = Option.integer(
    "connections", valueName: "N", range: 1...65536, help: "The most connections open at once (default 1024).")
  /// `--db-connections N`.
  static let databaseConnections = Option.integer(
    "db-connections", valueName: "N", range: 1...512,
    help: "PostgreSQL: the most connections to the database (default 16).")
  /// `--drain SECONDS`.
  static let drain = Option.integer(
    "drain", valueName: "SECONDS", range: 0...3600,
    help: "On SIGTERM, how long to let requests in flight finish (default 10).")

  /// The amount `option` gives, or `fallback`.
  static func amount(_ options: ParsedOptions, _ option: Option<String>, default fallback: Money) throws(CLIError)
    -> Money
  {
    guard let text = options[option] else { return fallback }
    guard let amount = Money(text), amount > .zero else {
      throw .usage("--\(option.spec.name) '\(text)' is not an amount; give e.g. 10 or 12.50")
    }
    return amount
  }

  /// The database `--db` names, or the default SQLite file (its directory made, mode 0700).
  static func database(_ options: ParsedOptions) throws(CLIError) -> String {
    if let database = options[database] { return database }
    guard let profile = ProfileStore.defaultPath(environment: REPL.processEnvironment()) else {
      throw .failure("no place for the database: neither XDG_DATA_HOME nor HOME is an absolute directory; give --db")
    }
    ProfileStore.makeDirectory(forDatabase: profile)
    return String(profile.dropLast("blackjack.sqlite3".count)) + "server.sqlite3"
  }
}
