import BlackjackText
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a table server answers to the client of `blackjack play --server`: the text to print, whether the line was
/// refused, and the prompt to show next.
public struct RemoteReply: Sendable, Equatable {
  /// The text to print: empty, or lines each ending in a newline.
  public var text: String
  /// Whether the line was refused (nothing changed at the table).
  public var isRefusal: Bool
  /// The prompt to show before the next line.
  public var prompt: String
  /// The commands the table takes now, for Tab.
  public var expects: [String]

  /// A reply.
  public init(text: String, isRefusal: Bool, prompt: String, expects: [String]) {
    self.text = text
    self.isRefusal = isRefusal
    self.prompt = prompt
    self.expects = expects
  }
}

/// Why the client cannot go on: one line (the server cannot be reached, or refused the player).
public struct RemoteTableError: Error, Sendable {
  /// The line.
  public var line: String
  /// Whether the server refused the table's sequence number: another client moved the table on.
  public var isStale: Bool

  /// An error.
  public init(line: String, isStale: Bool = false) {
    self.line = line
    self.isStale = isStale
  }
}

/// A table a server keeps: the client's only view of it. The conformer (the command line's, over HTTP) carries the
/// token, the sequence numbers and the retries; the session, its shoe, seed and bankroll are the server's.
public protocol RemoteTable {
  /// Sits down (or back down, after a dropped connection or a killed client): the greeting, with the round in
  /// play drawn as the server has it.
  mutating func sit() throws(RemoteTableError) -> RemoteReply
  /// Plays one line; the reply is durable at the server when it arrives.
  mutating func send(_ line: String) throws(RemoteTableError) -> RemoteReply
}

/// The client's side of `blackjack play --server`: a thin driver that sends each line to the server and prints the
/// reply the server's own ``REPLSession`` gave, once the server has committed it. `quit` and the end of input leave
/// the table (the server keeps it as it is, a round in play included); the client keeps nothing but the token.
public struct RemoteSessionDriver<Table: RemoteTable> {
  /// The table.
  public var table: Table
  /// The prompt to show next.
  public private(set) var prompt = "> "
  /// The commands the table takes now.
  public private(set) var expects: [String] = []
  /// Lines the server refused.
  public private(set) var refusedLines = 0

  /// A driver of `table`.
  public init(_ table: Table) { self.table = table }

  /// Reads lines from `reader` until the end of input or `quit`, writing each reply.
  ///
  /// - Parameters:
  ///   - reader: Where lines come from.
  ///   - echo: Whether to write each prompt and line read, as a terminal shows them.
  ///   - write: Where replies go; returns `false` when the text could not be written, which ends the session.
  /// - Returns: `nil`, or the one line saying why the table could not be played on (the server unreachable).
  public mutating func run<Reader: LineEditor>(
    reader: inout Reader, echo: Bool = false, write: (RemoteReply) -> Bool
  ) -> String? {
    do throws(RemoteTableError) {
      let greeting = try table.sit()
      (prompt, expects) = (greeting.prompt, greeting.expects)
      guard write(greeting) else { return nil }
      while true {
        let event = reader.readLine(prompt: prompt)
        switch event {
        case .interrupted: continue
        case .endOfInput, .terminated: return leave(write)
        case .line(let bytes, let length):
          guard length == bytes.count, let text = String(validating: bytes, as: UTF8.self) else {
            refusedLines += 1
            guard write(Self.refusal("the line is not text of at most \(LineEvent.maximumKeptBytes) bytes")) else {
              return nil
            }
            continue
          }
          if echo {
            let shown = RemoteReply(text: prompt + text + "\n", isRefusal: false, prompt: prompt, expects: expects)
            guard write(shown) else { return nil }
          }
          let words = text.split(whereSeparator: \.isWhitespace)
          if words.count == 1, CommandTable.command(named: String(words[0])) == .quit { return leave(write) }
          if !text.isEmpty { reader.remember(text) }
          let reply = try table.send(text)
          (prompt, expects) = (reply.prompt, reply.expects)
          if reply.isRefusal { refusedLines += 1 }
          guard write(reply) else { return nil }
        }
      }
    } catch {
      return error.line
    }
  }

  private func leave(_ write: (RemoteReply) -> Bool) -> String? {
    _ = write(
      RemoteReply(
        text: "You leave the table; the server keeps it as it is (a round in play resumes when you sit down again).\n",
        isRefusal: false, prompt: prompt, expects: expects))
    return nil
  }

  private static func refusal(_ line: String) -> RemoteReply {
    RemoteReply(text: line + "\n", isRefusal: true, prompt: "", expects: [])
  }
}

extension REPL {
  /// Runs `blackjack play --server`: the prompt as locally, on a table the server keeps.
  ///
  /// - Parameters:
  ///   - table: The server's table.
  ///   - options: The `play` options (`--echo`, `--ascii`, `--no-color`).
  ///   - environment: The process environment.
  /// - Returns: The exit status: 0 when the player leaves; in the scripted mode 1 when a line was refused; 1 when
  ///   the server could not be reached or refused the player.
  public static func runRemote<Table: RemoteTable>(
    _ table: Table, options: PlayOptions, environment: [String: String] = processEnvironment()
  ) -> Int32 {
    let plain = !localeIsUTF8()
    let text = { (text: String) in plain ? text.asciiTransliterated : text }
    var driver = RemoteSessionDriver(table)
    let failure: String?
    if StandardOutput.inputIsTerminal {
      let completions = RemoteCompletions()
      var reader = EditLineReader(historyPath: HistoryLocation.path(environment: environment)) { prefix in
        Completer.candidates(forLinePrefix: prefix, in: completions.context)
      }
      let width = { TerminalWidth.columns(of: STDOUT_FILENO, environment: environment) }
      failure = driver.run(reader: &reader) { reply in
        completions.context = CompletionContext(
          available: reply.expects.compactMap { CommandTable.command(named: $0) }, preferred: [])
        return writePaced(fitted(text(reply.text), width: width()), pace: options.display.pace)
      }
    } else {
      var reader = PipeLineReader()
      failure = driver.run(reader: &reader, echo: options.display.echo) { reply in
        if reply.isRefusal {
          StandardOutput.writeError(text(reply.text))
          return true
        }
        return StandardOutput.write(text(reply.text))
      }
    }
    if let failure {
      StandardOutput.writeError(text("blackjack: \(failure)\n"))
      return 1
    }
    return !StandardOutput.inputIsTerminal && driver.refusedLines > 0 ? 1 : 0
  }
}

/// The completions of the last reply, shared between the loop and libedit's completion callback.
private final class RemoteCompletions: Sendable {
  private let storage = Mutex(CompletionContext(available: [], preferred: []))

  var context: CompletionContext {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}

extension REPL {
  /// How a client of `blackjack play --server` asks the server to print: ASCII cards with `--ascii` or outside a
  /// UTF-8 locale, red suits at a terminal without `NO_COLOR` or `--no-color`, and the terminal's width.
  public static func remoteStyle(
    _ options: PlayOptions, environment: [String: String] = processEnvironment()
  ) -> (style: CardStyle, width: Int?) {
    let style = CardStyle.resolved(
      ascii: options.display.ascii || !localeIsUTF8(), noColor: options.display.noColor,
      outputIsTerminal: StandardOutput.outputIsTerminal, environment: environment)
    let width =
      StandardOutput.inputIsTerminal ? TerminalWidth.columns(of: STDOUT_FILENO, environment: environment) : nil
    return (style, width)
  }
}
