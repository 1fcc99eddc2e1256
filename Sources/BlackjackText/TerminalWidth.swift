#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How wide the terminal is, for text that must fit it (wrapped replies, a progress bar drawn in place).
package enum TerminalWidth {
  /// The number of columns of the terminal on `descriptor`, as the terminal reports it now (so a resized window
  /// is seen at once); otherwise `COLUMNS` from the environment when it is a positive number; `nil` when neither
  /// says (not a terminal, or a terminal that does not know its size).
  ///
  /// - Parameters:
  ///   - descriptor: The file descriptor the text goes to (standard output or error).
  ///   - environment: The process environment, for `COLUMNS`.
  package static func columns(of descriptor: Int32, environment: [String: String]) -> Int? {
    var size = winsize()
    if isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    return nil
  }
}
