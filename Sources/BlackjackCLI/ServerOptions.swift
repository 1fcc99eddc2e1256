import BlackjackServer

/// The options of the commands that talk to a table server (`register`, `leaderboard --server`).
enum ServerOptions {
  /// `--server URL`.
  static let server = Option.text(
    "server", valueName: "URL", help: "The table server, e.g. http://127.0.0.1:8421 (see 'blackjack serve').")

  /// The server `--server` names.
  ///
  /// - Throws: ``CLIError`` (usage) when it is missing or not a URL this client speaks.
  static func url(_ options: ParsedOptions, command: String) throws(CLIError) -> ServerURL {
    try url(options[server], command: command)
  }

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
