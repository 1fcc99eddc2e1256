/// One thing a ``LineEditor`` can report when asked for the next line.
public enum LineEvent: Equatable, Sendable {
  /// A complete line, as raw bytes without its terminating newline.
  ///
  /// The bytes are not yet known to be UTF-8 and may be cut short: `length` is the line's full length in bytes,
  /// which is larger than `bytes.count` when the reader kept only the first ``LineEvent/maximumKeptBytes`` bytes.
  case line(bytes: [UInt8], length: Int)
  /// The user abandoned the line being typed (Ctrl-C at a terminal); the session should just prompt again.
  case interrupted
  /// No more input: end of a piped file, or Ctrl-D at an empty terminal prompt.
  case endOfInput
  /// The process was asked to end by `signal` (SIGTERM or SIGHUP, see ``TerminationSignal``): the session ends as
  /// it does at the end of input, a round in progress kept in the profile.
  case terminated(signal: Int32)
}

extension LineEvent {
  /// The most bytes of one line a reader keeps; the rest of a longer line is counted and dropped.
  public static let maximumKeptBytes = 4096

  /// A complete line holding `text`, as a reader would report it.
  public static func line(_ text: String) -> LineEvent {
    let bytes = Array(text.utf8)
    return .line(bytes: bytes, length: bytes.count)
  }
}

/// A source of command lines for the REPL: an interactive line editor or plain piped input.
public protocol LineEditor {
  /// Reads the next line, showing `prompt` first when the reader is interactive.
  ///
  /// - Parameter prompt: The prompt text; ignored by non-interactive readers.
  /// - Returns: The next line, an interruption, or the end of input.
  mutating func readLine(prompt: String) -> LineEvent

  /// Records a line the session accepted, so the user can recall it later (a no-op for piped input).
  mutating func remember(_ line: String)
}
