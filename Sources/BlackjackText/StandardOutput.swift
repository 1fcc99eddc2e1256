import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to the process's standard output and error, and questions about them.
///
/// Writes go straight to the file descriptor with `write(2)` (no stdio buffer), so they interleave correctly with
/// libedit's output and a failure is seen at once. The first failure to write standard output (a full disk, a
/// closed descriptor) is remembered in ``outputFailure``: later output is dropped, and the program reports the
/// failure and exits 1 instead of claiming success. A reader that went away (a closed pipe) ends the program with
/// the conventional SIGPIPE.
package enum StandardOutput {
  /// The `errno` of the first failed write to standard output, or 0.
  private static let firstOutputError = Atomic<Int32>(0)

  /// Writes `text` to standard output; returns `false` when it could not be written (now or earlier).
  @discardableResult
  package static func write(_ text: String) -> Bool {
    guard firstOutputError.load(ordering: .relaxed) == 0 else { return false }
    let error = writeAll(text, to: STDOUT_FILENO)
    if error != 0 {
      _ = firstOutputError.compareExchange(expected: 0, desired: error, ordering: .relaxed)
      return false
    }
    return true
  }

  /// Writes `text` to standard error (where a failure cannot be reported anywhere, so it is not).
  package static func writeError(_ text: String) {
    _ = writeAll(text, to: STDERR_FILENO)
  }

  /// Why standard output could not be written, as the system says it ("No space left on device"), or `nil` when
  /// every write succeeded.
  package static var outputFailure: String? {
    let error = firstOutputError.load(ordering: .relaxed)
    return error == 0 ? nil : String(cString: strerror(error))
  }

  /// Whether standard input is a terminal.
  package static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  package static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether standard error is a terminal.
  package static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Writes every byte of `text`, retrying after interruptions; returns 0 or the `errno` of the failure.
  package static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { bytes -> Int32 in
      var offset = 0
      while offset < bytes.count {
        // Cannot fail: the bytes are not empty (offset < count), so they have an address.
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
  }
}

/// The C library's `write(2)`, named apart from ``StandardOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
