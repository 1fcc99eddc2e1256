import BlackjackEngine
import BlackjackProfile
import BlackjackREPL
import BlackjackServer

extension Subcommand {
  /// `blackjack register --server URL --name NAME [--db PATH] [--json]`: a player at a table server.
  public static let register = Subcommand(RegisterCommand.self)
}

/// `blackjack register`: a player at a table server, the token kept in the profile database.
struct RegisterCommand: Command {
  static let configuration = CommandConfiguration(
    name: "register",
    summary: "Register a player at a table server and keep the player's token in the profile database.",
    discussion: """
      The server makes the player and a random 256-bit token, which it keeps only as a SHA-256 digest; this \
      command keeps the token in the profile database (default $XDG_DATA_HOME/blackjack/blackjack.sqlite3, or \
      --db PATH), which it makes readable by you only (mode 0600), and never prints it. A name is 1 to 24 ASCII \
      letters, digits, single spaces between words, and - _ . ' &; names are unique at a server regardless of case.
      """)

  @Opt(ServerOptions.server) var server: String?
  @Opt(RegisterOptions.name) var name: String?
  @Opt(ProfileOptions.database) var database: String?
  @Opt(CommonOptions.json) var json = false

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let url = try ServerOptions.url(server, command: "register")
    guard let nameText = self.name else {
      throw .usage("register needs --name NAME (\(PlayerName.rule))")
    }
    guard let name = PlayerName(nameText) else {
      throw .usage("'\(nameText)' is not a player name; use \(PlayerName.rule)")
    }
    // The profile database is opened first, so that a token is never made where it cannot be kept.
    guard let path = database ?? ProfileStore.defaultPath(environment: REPL.processEnvironment()) else {
      throw .failure("no profile database: neither XDG_DATA_HOME nor HOME is an absolute directory; give --db PATH")
    }
    if database == nil { ProfileStore.makeDirectory(forDatabase: path) }
    let store: ProfileStore
    do throws(ProfileError) {
      store = try ProfileStore(path: path)
      if try store.serverToken(server: url.description, player: name.text) != nil {
        throw ProfileError.database(
          path: path, message: "'\(name)' is already registered at \(url) from this database")
      }
    } catch {
      throw .failure(error.description)
    }
    let registration: Registration
    do throws(ClientError) {
      registration = try ServerClient(url: url).register(name: name.text)
    } catch {
      throw .failure(TerminalText.escaped(error.description))
    }
    do throws(ProfileError) {
      try store.saveServerToken(server: url.description, player: registration.name, token: registration.token)
    } catch {
      // The player exists at the server now; the token must not be lost with the error.
      console.errorLine(
        "blackjack: the token could not be kept (\(error)); keep it yourself, it is shown only once:"
          + " \(registration.token)")
      return CLIError.failureStatus
    }
    let report = RegisterReport(
      server: url.description, name: TerminalText.escaped(registration.name), bankroll: registration.bankroll,
      rules: TerminalText.escaped(registration.rules), database: path)
    try console.print(report, json: json)
    return 0
  }
}

/// What `blackjack register` prints: the player, the server, and where the token is kept (never the token).
struct RegisterReport: Report {
  /// The JSON format's version.
  var schemaVersion = 1
  /// The server.
  var server: String
  /// The player's name.
  var name: String
  /// The starting bankroll, in cents.
  var bankroll: Int
  /// The table's rules.
  var rules: String
  /// The profile database the token is kept in.
  var database: String

  var lines: [String] {
    [
      "Registered '\(name)' at \(server): a bankroll of \(Money(cents: bankroll)), rules \(rules).",
      "The token is kept in \(database), readable by you only.",
    ]
  }
}

/// The options `register` shares with `play --server`.
enum RegisterOptions {
  /// `--name NAME`: the player at the server (`play --server` picks one of several with it).
  static let name = Option.text("name", valueName: "NAME", help: "The player's name (unique at the server).")
}
