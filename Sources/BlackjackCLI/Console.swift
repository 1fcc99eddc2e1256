import BlackjackText

/// Where a command writes: standard output for results, standard error for diagnostics.
///
/// Tests build a `Console` that collects the text instead (see `init(output:error:)`).
public struct Console {
  private let writeOutput: (String) -> Void
  private let writeError: (String) -> Void

  /// Creates a console from two writers, each given text that already ends in a newline.
  public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
    writeOutput = output
    writeError = error
  }

  /// The process's standard output and standard error, written unbuffered (``BlackjackREPL/StandardOutput``), so
  /// that a failure to write is seen and reported.
  public static var standard: Console {
    Console(output: { StandardOutput.write($0) }, error: { StandardOutput.writeError($0) })
  }

  /// Writes one line to standard output.
  public func line(_ text: String = "") {
    writeOutput(text + "\n")
  }

  /// Writes one line to standard error.
  public func errorLine(_ text: String) {
    writeError(text + "\n")
  }
}
