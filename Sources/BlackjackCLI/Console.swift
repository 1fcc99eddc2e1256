import BlackjackREPL
import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: standard output for results, standard error for diagnostics.
///
/// Tests build a `Console` that collects the text instead (see `init(output:error:width:)`).
public struct Console {
  private let writeOutput: (String) -> Void
  private let writeError: (String) -> Void
  /// The columns of the terminal the output goes to, for reports that wrap their lines to it; `nil` for none (the
  /// output is not a terminal and `COLUMNS` is not set, or a console built by a test).
  public var width: Int?

  /// Creates a console from two writers, each given text that already ends in a newline.
  ///
  /// - Parameters:
  ///   - output: Writes to standard output.
  ///   - error: Writes to standard error.
  ///   - width: The columns reports wrap their lines to; `nil` for none.
  public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void, width: Int? = nil) {
    writeOutput = output
    writeError = error
    self.width = width
  }

  /// The process's standard output and standard error, written unbuffered (``BlackjackREPL/StandardOutput``), so
  /// that a failure to write is seen and reported; the width is the terminal's on standard output (or `COLUMNS`).
  public static var standard: Console {
    Console(
      output: { StandardOutput.write($0) }, error: { StandardOutput.writeError($0) },
      width: TerminalWidth.columns(of: STDOUT_FILENO, environment: REPL.processEnvironment()))
  }

  /// Writes one line to standard output.
  public func line(_ text: String = "") {
    writeOutput(text + "\n")
  }

  /// Writes text that is empty or ends in a newline to standard output, as it is.
  public func text(_ text: String) {
    if !text.isEmpty { writeOutput(text) }
  }

  /// Writes one line to standard error.
  public func errorLine(_ text: String) {
    writeError(text + "\n")
  }
}
