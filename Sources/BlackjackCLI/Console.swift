#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The process's standard output and standard error.
  public static var standard: Console {
    Console(
      output: { text in print(text, terminator: "") },
      error: { text in
        fflush(nil)  // keep the order of output and errors when both go to one terminal
        var text = text
        text.withUTF8 { bytes in
          var offset = 0
          while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(2, base + offset, bytes.count - offset)
            if written <= 0 { break }
            offset += written
          }
        }
      })
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
