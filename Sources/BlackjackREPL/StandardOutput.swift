#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to the process's standard output and error, and questions about them.
///
/// Writes go straight to the file descriptor (no stdio buffer), so they interleave correctly with libedit's output.
public enum StandardOutput {
  /// Writes `text` to standard output.
  public static func write(_ text: String) {
    writeAll(text, to: STDOUT_FILENO)
  }

  /// Writes `text` to standard error.
  public static func writeError(_ text: String) {
    writeAll(text, to: STDERR_FILENO)
  }

  /// Whether standard input is a terminal.
  public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  private static func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// The C library's `write(2)`, named apart from ``StandardOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
