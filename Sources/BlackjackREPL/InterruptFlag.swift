import BlackjackText
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records Ctrl-C (SIGINT) so the line editor can tell it apart from Ctrl-D.
///
/// libedit's `readline` returns `NULL` both at end of input and when a signal interrupts the read. The REPL turns
/// off libedit's own signal handling and installs a handler that only sets this flag, without `SA_RESTART`, so the
/// read is interrupted and ``EditLineReader`` can look at the flag: set means Ctrl-C (abandon the line), clear means
/// Ctrl-D (quit).
enum InterruptFlag {
  /// Set by the SIGINT handler; an atomic is safe to store from a signal handler.
  private static let received = Atomic<Bool>(false)

  /// Installs the SIGINT handler (idempotent); the process no longer dies on Ctrl-C.
  static func install() {
    SignalHandler.install({ _ in InterruptFlag.received.store(true, ordering: .relaxed) }, for: SIGINT)
  }

  /// Clears the flag before a read.
  static func reset() {
    received.store(false, ordering: .relaxed)
  }

  /// Whether SIGINT arrived since the last ``reset()``.
  static var isSet: Bool {
    received.load(ordering: .relaxed)
  }
}
