import BlackjackText
import CEditLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads command lines from a terminal through libedit: Emacs keys, history (Up/Down, Ctrl-R), Tab completion.
///
/// History is loaded from a file (see ``HistoryLocation``) and each accepted line is appended to it at once, the
/// file capped at ``HistoryLocation/maximumLines`` lines (see `HistoryFile`: other sessions' lines are kept, a
/// failed write never leaves half a line, and a file that cannot be read or is not libedit's is left alone, with one
/// warning). Ctrl-C abandons the line being typed (``LineEvent/interrupted``) and Ctrl-D at an empty prompt ends
/// the input (``LineEvent/endOfInput``).
///
/// libedit keeps its state in process-wide globals, so create at most one reader per process.
public final class EditLineReader: LineEditor {
  private var historyFile: HistoryFile?
  private var lastRemembered: String?

  /// Sets up libedit: the locale (so non-ASCII input survives), completion, history and Ctrl-C handling.
  ///
  /// - Parameters:
  ///   - historyPath: The history file, created with its directory when missing; `nil` keeps history in memory.
  ///   - completions: Given the text of the line up to the cursor, the candidates for the word being typed.
  public init(historyPath: String?, completions: @escaping @Sendable (String) -> [String]) {
    setlocale(LC_ALL, "")
    EditLineCompletion.install(completions)
    ceditline_set_readline_name("blackjack")
    ceditline_set_catch_signals(0)
    rl_initialize()
    // Ctrl-L clears the screen and draws the prompt and the line again at the top, as in a shell.
    _ = rl_parse_and_bind("bind ^L ed-clear-screen")
    using_history()
    stifle_history(Int32(HistoryLocation.maximumLines))
    if let historyPath {
      Self.makeParentDirectory(of: historyPath)
      let file = HistoryFile(path: historyPath, maximumEntries: HistoryLocation.maximumLines)
      switch file.load() {
      case .entries(let entries):
        entries.suffix(HistoryLocation.maximumLines).forEach { add_history($0) }
        historyFile = file
      case .missing:
        historyFile = file
      case .unusable(let reason):
        StandardOutput.writeError(
          "blackjack: the history file \(historyPath) \(reason); it is left untouched, and this session's lines are"
            + " not saved\n")
      }
    }
    InterruptFlag.install()
    TerminationSignal.install()
  }

  /// Shows `prompt` and reads one edited line. SIGTERM or SIGHUP (see ``TerminationSignal``) ends the reading:
  /// ``LineEvent/terminated(signal:)``.
  public func readLine(prompt: String) -> LineEvent {
    InterruptFlag.reset()
    if let signal = TerminationSignal.pending { return .terminated(signal: signal) }
    guard let pointer = readline(prompt) else {
      if let signal = TerminationSignal.pending {
        StandardOutput.write("\n")
        return .terminated(signal: signal)
      }
      if InterruptFlag.isSet {
        StandardOutput.write("\n")
        return .interrupted
      }
      StandardOutput.write("\n")  // end the prompt's line before the summary
      return .endOfInput
    }
    defer { free(pointer) }
    let length = strlen(pointer)
    let kept = min(length, LineEvent.maximumKeptBytes)
    let bytes = pointer.withMemoryRebound(to: UInt8.self, capacity: kept) {
      Array(UnsafeBufferPointer(start: $0, count: kept))
    }
    return .line(bytes: bytes, length: length)
  }

  /// Adds `line` to the history (unless it repeats the previous entry) and appends it to the history file; the
  /// first failure to save is reported in one line, and saving stops.
  public func remember(_ line: String) {
    guard !line.isEmpty, line != lastRemembered else { return }
    lastRemembered = line
    add_history(line)
    guard let file = historyFile else { return }
    if let reason = file.append(line) {
      StandardOutput.writeError(
        "blackjack: the history file \(file.path) \(reason); this session's further lines are not saved\n")
      historyFile = nil
    }
  }

  /// Creates the directories above `path` (like `mkdir -p`), ignoring failures: history is a convenience.
  private static func makeParentDirectory(of path: String) {
    var components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
    var current = ""
    while let next = components.first {
      components = components.dropFirst()
      current += "/" + next
      mkdir(current, 0o700)
    }
  }
}
