import BlackjackProfile
import BlackjackREPL
import BlackjackServer

/// The options of the commands that talk to a table server (`register`, `leaderboard --server`).
enum ServerOptions {
  /// `--server URL`.
  static let server = Option.text(
    "server", valueName: "URL", help: "The table server, e.g. http://127.0.0.1:8421 (see 'blackjack serve').")

  /// The server of `--server TEXT` (`nil` when not given).
  ///
  /// - Throws: ``CLIError`` (usage) when it is missing or not a URL this client speaks.
  static func url(_ text: String?, command: String) throws(CLIError) -> ServerURL {
    guard let text else {
      throw .usage("\(command) needs --server URL, e.g. --server http://127.0.0.1:8421")
    }
    do {
      return try ServerURL(parsing: text)
    } catch {
      throw .usage("--server: \(error)")
    }
  }
}

/// Text from a server made safe for a terminal: control and formatting characters (escape sequences, right-to-left
/// overrides) are written as `\u{…}` escapes, whatever the server sent.
enum TerminalText {
  /// `text` with every control or formatting character escaped.
  static func escaped(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}

extension ServerOptions {
  /// `play --server URL [--name NAME] [--db PATH]`: the prompt on the player's table at the server `url`, with the
  /// token `register` kept in the profile database (read only) for the player `name` (the only one registered there
  /// when `nil`).
  static func play(at url: ServerURL, name chosenName: String?, database: String?, _ play: PlayOptions) throws(CLIError)
    -> Int32
  {
    guard
      let path = database ?? ProfileStore.defaultPath(environment: REPL.processEnvironment())
    else {
      throw .failure("no profile database: neither XDG_DATA_HOME nor HOME is an absolute directory; give --db PATH")
    }
    let server = url.description
    let register = "'blackjack register --server \(server) --name NAME' registers one"
    let token: String
    do throws(ProfileError) {
      let store = try ProfileStore(path: path, access: .readOnly)
      let players = try store.serverAccounts().filter { $0.server == server }.map(\.player)
      let name: String
      if let chosen = chosenName {
        guard players.contains(chosen) else {
          throw ProfileError.database(path: path, message: "no player '\(chosen)' registered at \(server); \(register)")
        }
        name = chosen
      } else {
        guard let only = players.first else {
          throw ProfileError.database(path: path, message: "no player registered at \(server); \(register)")
        }
        guard players.count == 1 else {
          throw ProfileError.database(
            path: path,
            message: "several players registered at \(server) (\(players.joined(separator: ", "))); choose"
              + " one with --name NAME")
        }
        name = only
      }
      guard let kept = try store.serverToken(server: server, player: name) else {
        throw ProfileError.database(path: path, message: "no token kept for '\(name)' at \(server)")
      }
      token = kept
    } catch .noDatabase {
      throw .failure("no player registered at \(server) (no profile database at \(path)); \(register)")
    } catch {
      throw .failure(error.description)
    }
    let (style, width) = REPL.remoteStyle(play)
    var seating = PromptSitRequest(style: PromptStyle(ascii: style.ascii, color: style.color, width: width))
    if play.seating.chosen {
      seating.seats = play.seating.seats
      seating.seat = play.seating.seat
      seating.spots = play.seating.spots
      seating.players = play.seating.players.map(\.rawValue)
    }
    let table = ServerRemoteTable(client: ServerClient(url: url), token: token, seating: seating)
    return REPL.runRemote(table, options: play)
  }
}
