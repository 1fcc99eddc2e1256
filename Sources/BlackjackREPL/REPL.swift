import BlackjackText
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point of `blackjack play`, the shell: parses the options, picks a line reader, and runs a
/// ``REPLSession`` through a ``SessionDriver``, which saves each reply's change to the profile before it is printed.
public enum REPL {
  /// Runs `blackjack play`: opens the table and plays until the session ends.
  ///
  /// With a terminal on standard input the line is edited with libedit (history, completion, Ctrl-C and Ctrl-D);
  /// otherwise commands are read line by line with no prompt and no escape codes (the *scripted* mode): replies go
  /// to standard output and refusals to standard error, and with `--echo` each prompt and line read are written
  /// before the reply, as a terminal would show them.
  ///
  /// - Parameters:
  ///   - options: The parsed `play` options.
  ///   - environment: The process environment (for `NO_COLOR`, `XDG_STATE_HOME`, `XDG_DATA_HOME`, `HOME`); by
  ///     default the process's own.
  /// - Returns: The exit status: 0 when the session ends (quit, end of input, or a guest's bankroll below the
  ///   minimum); in the scripted mode 1 when any line was refused, so that a script can tell; 1 when the profile
  ///   cannot be played (a file that is not a blackjack database, a newer schema, a profile in use), and 1 when the
  ///   session ends with something the profile could not keep (a full disk, a damaged file). A failure to write
  ///   standard output ends the session early; ``StandardOutput/outputFailure`` then says why. SIGTERM and SIGHUP
  ///   end the session as the end of input does (the round in progress kept, the terminal's settings put back), and
  ///   then the process, by that signal (``TerminationSignal``): this function does not return then.
  /// - Throws: ``PlayOptionsError`` for rules or a bankroll the table cannot use, before anything is printed.
  public static func run(
    _ options: PlayOptions, environment: [String: String] = processEnvironment()
  ) throws(PlayOptionsError) -> Int32 {
    // Outside a UTF-8 locale every byte written is ASCII: cards as letters, and the other symbols spelled out.
    let plain = !localeIsUTF8()
    let text = { (text: String) in plain ? text.asciiTransliterated : text }
    let style = CardStyle.resolved(
      ascii: options.display.ascii || plain, noColor: options.display.noColor,
      outputIsTerminal: StandardOutput.outputIsTerminal, environment: environment)
    let table = try REPLSession(options: options, style: style)
    var session = SessionDriver(table)
    TerminationSignal.install()
    let terminal = TerminalSettings()
    defer {
      terminal.restore()
      TerminationSignal.endProcess()
    }
    switch keeping(options, environment: environment) {
    case .guest(let warning):
      if let warning { StandardOutput.writeError(text("blackjack: \(warning)\n")) }
    case .failure(let line):
      StandardOutput.writeError(text("blackjack: \(line)\n"))
      return 1
    case .profile(let profile):
      do {
        session = try SessionDriver(table, profile: profile, options: options)
      } catch {
        profile.release(reason: "not resumed")
        StandardOutput.writeError(text("blackjack: \(error.line)\n"))
        return 1
      }
    }
    if StandardOutput.inputIsTerminal {
      let completions = CompletionBox(session.completionContext)
      var reader = EditLineReader(historyPath: HistoryLocation.path(environment: environment)) { prefix in
        Completer.candidates(forLinePrefix: prefix, in: completions.context)
      }
      let width = { TerminalWidth.columns(of: STDOUT_FILENO, environment: environment) }
      session.terminalWidth = width()
      session.coach.pacesCards = true
      let pace = options.display.pace
      let erasesCards = !CardStyle.isDumbTerminal(environment)
      session.run(
        reader: &reader,
        write: {
          writePaced(
            fitted(text($0.text), width: width()), pace: pace, cardPause: $0.cardPause, erasesCards: erasesCards)
        }
      ) { session in
        completions.context = session.completionContext
      } widthBeforeRead: {
        width()
      }
      terminal.restore()
      return end(&session) ? 1 : 0
    }
    var reader = PipeLineReader()
    session.run(reader: &reader, echo: options.display.echo) { reply in
      if reply.isRefusal {
        StandardOutput.writeError(text(reply.text))
        return true
      }
      return StandardOutput.write(text(reply.text))
    }
    return end(&session) || session.refusedLines > 0 ? 1 : 0
  }

  /// Lets the session's profile go (the database closed), and says whether something was not kept in it.
  private static func end(_ session: inout SessionDriver) -> Bool {
    let unsaved = session.endedUnsaved
    session.close()
    return unsaved
  }

  /// Writes a response line by line, pausing after each of the dealer's cards (as long as `pace` says) so that the
  /// dealer's play unfolds card by card at a terminal; any key skips the pauses left, and keys typed meanwhile are
  /// not echoed (see ``DealerPauses``). The count drill's "Cards:" lines are shown a card every `cardPause`
  /// seconds, each card erased after its pause unless `erasesCards` is false (see `REPL+Drill.swift`). Returns
  /// `false` when the text could not be written.
  static func writePaced(_ text: String, pace: DealerPace, cardPause: Double = 0, erasesCards: Bool = true) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let pausesAfter = { (line: Substring) in
      line.hasPrefix("Dealer turns over") || line.hasPrefix("Dealer takes") || line.hasPrefix("Dealer draws")
    }
    if cardPause > 0 && lines.contains(where: { $0.hasPrefix("Cards:") }) {
      for line in lines {
        if line.hasPrefix("Cards:") {
          guard writeCards(line, pause: cardPause, erases: erasesCards) else { return false }
        } else {
          guard StandardOutput.write(line + "\n") else { return false }
        }
      }
      return true
    }
    guard pace != .off, lines.contains(where: pausesAfter) else {
      return StandardOutput.write(text)
    }
    return DealerPauses.withoutEcho {
      var pauses = DealerPauses(pace: pace)
      for line in lines {
        guard StandardOutput.write(line + "\n") else { return false }
        if pausesAfter(line) { pauses.pause() }
      }
      return true
    }
  }

  /// Whether the user's locale (`LC_ALL`, `LC_CTYPE`, `LANG`) encodes text as UTF-8.
  ///
  /// Where it does not (`LC_ALL=C`, or no locale set at all), suit symbols and the prompt's middle dot cannot be
  /// shown, and libedit crashes on a prompt that holds them, so the session prints ASCII instead. Sets the
  /// process's character-type locale from the environment, as the line editor needs anyway.
  static func localeIsUTF8() -> Bool {
    setlocale(LC_CTYPE, "")
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }

  /// The environment variables the REPL reads, from the running process.
  public static func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in ["NO_COLOR", "TERM", "COLUMNS", "XDG_STATE_HOME", "XDG_DATA_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }
}

/// The completion context shared between the session loop and libedit's completion callback.
private final class CompletionBox: Sendable {
  private let storage: Mutex<CompletionContext>

  init(_ context: CompletionContext) { storage = Mutex(context) }

  var context: CompletionContext {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
