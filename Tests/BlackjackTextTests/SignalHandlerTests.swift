import Synchronization
import Testing

@testable import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the test handler below.
private let heard = Atomic<Int32>(0)

@Suite("Signal handlers", .serialized)
struct SignalHandlerTests {
  /// A handler installed is the one the kernel reports and the one a raised signal runs, installed without
  /// SA_RESTART (so an interrupted read returns); putting the default back is seen as the default.
  @Test func installedHandlerRunsWithoutRestart() {
    heard.store(0, ordering: .relaxed)
    SignalHandler.install({ number in heard.store(number, ordering: .relaxed) }, for: SIGUSR1)
    defer { signal(SIGUSR1, SIG_DFL) }
    #expect(SignalHandler.currentHandler(of: SIGUSR1) != unsafeBitCast(SIG_DFL, to: Int.self))
    #expect(!SignalHandler.isIgnored(SIGUSR1))
    var action = sigaction()
    sigaction(SIGUSR1, nil, &action)
    #expect(action.sa_flags & Int32(SA_RESTART) == 0)
    // The test's thread (a pool thread) blocks every signal: unblocked here, the raised signal is delivered to it
    // before `raise` returns.
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, SIGUSR1)
    var before = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &only, &before)
    raise(SIGUSR1)
    pthread_sigmask(SIG_SETMASK, &before, nil)
    #expect(heard.load(ordering: .relaxed) == SIGUSR1)
  }

  /// An ignored signal reads as ignored (as `nohup` leaves SIGHUP); the default does not.
  @Test func ignoredIsSeen() {
    signal(SIGUSR2, SIG_IGN)
    #expect(SignalHandler.isIgnored(SIGUSR2))
    signal(SIGUSR2, SIG_DFL)
    #expect(!SignalHandler.isIgnored(SIGUSR2))
    #expect(SignalHandler.currentHandler(of: SIGUSR2) == unsafeBitCast(SIG_DFL, to: Int.self))
  }
}
