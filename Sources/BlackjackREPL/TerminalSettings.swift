#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The settings of the terminal on standard input when the session started (line buffering and echo on), put back
/// on every way out of the session: quit, the end of input, SIGTERM and SIGHUP (see ``TerminationSignal``), whether
/// they come at the prompt, while libedit holds the terminal in its raw mode, or during the dealer's pauses, which
/// turn echo and line buffering off (see ``DealerPauses``).
struct TerminalSettings {
  private var saved = termios()
  private var isSaved = false

  /// Reads the terminal's settings, when standard input is a terminal.
  init() {
    isSaved = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &saved) == 0
  }

  /// Puts the settings read back (nothing when standard input is not a terminal, or has hung up).
  func restore() {
    guard isSaved else { return }
    var settings = saved
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}
