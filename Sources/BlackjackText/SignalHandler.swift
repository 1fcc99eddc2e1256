#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signal handlers set and read in one place, where Glibc's and Darwin's `sigaction` differ in their field names.
///
/// Every handler of the package goes through ``install(_:for:)``: an empty mask and no `SA_RESTART`, so that a read,
/// a wait or a sleep the signal interrupts returns with `EINTR`, and the code in it can look at what the handler
/// recorded (the prompt's Ctrl-C, the session's SIGTERM) instead of waiting on.
package enum SignalHandler {
  /// Installs `handler` for signal `number`.
  package static func install(_ handler: @convention(c) (Int32) -> Void, for number: Int32) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(number, &action, nil)
  }

  /// The address of the handler signal `number` has now (`SIG_DFL` and `SIG_IGN` are addresses too).
  package static func currentHandler(of number: Int32) -> Int {
    var action = sigaction()
    sigaction(number, nil, &action)
    #if canImport(Glibc)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #else
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #endif
  }

  /// Whether signal `number` is ignored now (as `nohup` leaves SIGHUP).
  package static func isIgnored(_ number: Int32) -> Bool {
    currentHandler(of: number) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
