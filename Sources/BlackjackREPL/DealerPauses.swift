#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The dealer's pauses at a terminal, skipped by any key.
///
/// While a reply with pauses is written, the terminal's echo and line buffering are off, so that keys typed then
/// are neither printed into the dealer's play nor left over as the start of the next command: a key ends the pauses
/// left of this reply and is dropped, like every key still waiting when the reply is written. The terminal's
/// settings are put back afterwards.
struct DealerPauses {
  /// How long each pause lasts.
  var pace: DealerPace
  /// Whether a key has skipped the pauses left of this reply.
  private var skipped = false

  /// Pauses of `pace`.
  init(pace: DealerPace) { self.pace = pace }

  /// Runs `body` (which writes a reply and calls ``pause()``) with the terminal's echo off when standard input is
  /// a terminal; keys typed meanwhile are dropped.
  static func withoutEcho<Result>(_ body: () -> Result) -> Result {
    var saved = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return body() }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
    defer {
      tcflush(STDIN_FILENO, TCIFLUSH)
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
    return body()
  }

  /// Waits for the pace's pause, or until a key is pressed (which skips this pause and every later one of the
  /// reply); the key is read and dropped. A signal (SIGTERM, SIGHUP: the session is asked to end) skips them too,
  /// so that the terminal's settings are put back at once.
  mutating func pause() {
    guard pace.milliseconds > 0, !skipped, TerminationSignal.pending == nil else { return }
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(pace.milliseconds))
    if ready > 0 || (ready < 0 && errno == EINTR) {
      skipped = true
      tcflush(STDIN_FILENO, TCIFLUSH)
    }
  }
}
