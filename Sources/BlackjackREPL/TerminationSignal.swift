import BlackjackText
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records SIGTERM and SIGHUP, so that a session asked to end (by `kill`, a closing terminal or a logout) ends as it
/// does at the end of input: the round in progress kept in the profile, the session closed, the terminal's settings
/// put back; the process then ends by the same signal (exit status 143 or 129 in a shell).
///
/// The handler only stores the signal's number, and is installed without `SA_RESTART`, so that a read waiting for
/// a line (libedit's, or the pipe reader's) or a dealer's pause is interrupted: the readers report
/// ``LineEvent/terminated(signal:)``. A signal that comes while a command runs is seen at the next read. (One that
/// comes in the instant between that look and libedit's own read is seen when the read next returns: a key, or a
/// second signal.)
public enum TerminationSignal {
  private static let received = Atomic<Int32>(0)

  /// Installs the handlers of SIGTERM and SIGHUP (idempotent), and unblocks the two signals (a parent may have left
  /// them blocked). A signal the process was started ignoring (`nohup` ignores SIGHUP) stays ignored.
  public static func install() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGHUP] where !SignalHandler.isIgnored(signal) {
      SignalHandler.install({ signal in TerminationSignal.received.store(signal, ordering: .relaxed) }, for: signal)
      sigaddset(&signals, signal)
    }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The signal that asked the process to end, if one did.
  public static var pending: Int32? {
    let signal = received.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// Ends the process by the signal that asked it to end, with the signal's default action (so that its parent
  /// sees it ended by that signal); returns when no signal came.
  public static func endProcess() {
    guard let signal = pending else { return }
    #if canImport(Glibc)
      Glibc.signal(signal, SIG_DFL)
    #else
      Darwin.signal(signal, SIG_DFL)
    #endif
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
  }
}
