import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point of `blackjack play`: parses the options, picks a line reader and runs a ``REPLSession``.
public enum REPL {
  /// Runs `blackjack play`.
  ///
  /// With a terminal on standard input the line is edited with libedit (history, completion, Ctrl-C and Ctrl-D);
  /// otherwise commands are read line by line with no prompt and no escape codes.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `play`.
  ///   - environment: The process environment (for `NO_COLOR`, `XDG_STATE_HOME`, `HOME`).
  /// - Returns: The exit status: 0 at the end of the session, 2 for bad arguments.
  public static func main(arguments: [String], environment: [String: String]) -> Int32 {
    let options: PlayOptions
    do {
      options = try PlayOptions.parse(arguments)
    } catch {
      StandardOutput.writeError("blackjack play: \(error)\n")
      return 2
    }
    if options.showHelp {
      StandardOutput.write(PlayOptions.usage + "\n")
      return 0
    }
    let style = CardStyle.resolved(
      ascii: options.ascii, noColor: options.noColor, outputIsTerminal: StandardOutput.outputIsTerminal,
      environment: environment)
    var session: REPLSession
    do {
      session = try REPLSession(options: options, style: style)
    } catch {
      StandardOutput.writeError("blackjack play: \(error)\n")
      return 2
    }
    if StandardOutput.inputIsTerminal {
      let completions = CompletionBox(session.completionContext)
      var reader = EditLineReader(historyPath: HistoryLocation.path(environment: environment)) { prefix in
        Completer.candidates(forLinePrefix: prefix, in: completions.context)
      }
      session.run(reader: &reader, write: StandardOutput.write) { completions.context = $0.completionContext }
    } else {
      var reader = PipeLineReader()
      session.run(reader: &reader, write: StandardOutput.write)
    }
    return 0
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
