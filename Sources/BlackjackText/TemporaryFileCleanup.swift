import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary files of ``OutputFile`` when SIGINT, SIGTERM or SIGHUP ends the process, so that none
/// outlives it (a SIGKILL cannot be caught: the next run writing the same file removes what it left, see
/// ``TemporaryFile``).
///
/// While at least one temporary file exists, each of the three signals whose disposition is the default (the
/// process dies) gets a handler that unlinks every registered file and then dies of the signal as it would have
/// (same exit status for the shell). A signal someone else handles (the simulation's stop, the prompt's Ctrl-C) or
/// that is ignored (`nohup`) is left to them; when the last file is gone, the default comes back.
///
/// The handler only reads atomics and calls `unlink`, `signal` and `raise`, which are async-signal-safe. The paths
/// it reads are C strings that are never freed (a few bytes per file written), so that a handler running on another
/// thread while a file is unregistered never reads freed memory.
package enum TemporaryFileCleanup {
  /// The signals after which no temporary file remains.
  package static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// How many temporary files can be registered at once (a command writes one or two; beyond, a file is written
  /// unregistered and only the next run's sweep removes it after a signal).
  static let capacity = 32

  /// The registered paths, as the bit patterns of C strings; 0 is a free slot.
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic<UInt>(0)) }
    return slots
  }()

  /// The number of files registered, and the signals whose handler this installed.
  private struct State {
    var registered = 0
    var installed: [Int32] = []
  }
  private static let state = Mutex(State())

  /// A registered file: its slot.
  package struct Registration: Sendable {
    fileprivate let slot: Int
  }

  /// Registers `path` to be removed if a signal ends the process, installing the handler where the default
  /// disposition is in place; `nil` when every slot is taken.
  package static func register(_ path: String) -> Registration? {
    _ = slots  // made before any handler can read them
    guard let copy = strdup(path) else { return nil }
    let bits = UInt(bitPattern: copy)
    for slot in 0..<capacity
    where slots[slot].compareExchange(expected: 0, desired: bits, ordering: .sequentiallyConsistent).exchanged {
      state.withLock { state in
        state.registered += 1
        guard state.registered == 1 else { return }
        for number in signals where disposition(of: number) == .standard {
          SignalHandler.install(removeRegisteredFilesAndDie, for: number)
          state.installed.append(number)
        }
      }
      return Registration(slot: slot)
    }
    free(copy)
    return nil
  }

  /// Forgets a file (gone: moved onto its name or removed); after the last, the signals this handled get their
  /// default disposition back, unless someone has handled them since.
  package static func unregister(_ registration: Registration) {
    slots[registration.slot].store(0, ordering: .sequentiallyConsistent)
    state.withLock { state in
      state.registered -= 1
      guard state.registered == 0 else { return }
      for number in state.installed where disposition(of: number) == .cleanup { signal(number, SIG_DFL) }
      state.installed = []
    }
  }

  /// What a signal does now.
  package enum Disposition {
    /// The system's default: for these signals, the process ends.
    case standard
    /// Ignored.
    case ignored
    /// This type's handler.
    case cleanup
    /// Another handler.
    case other
  }

  /// What signal `number` does now.
  package static func disposition(of number: Int32) -> Disposition {
    let bits = SignalHandler.currentHandler(of: number)
    if bits == unsafeBitCast(SIG_DFL, to: Int.self) { return .standard }
    if bits == unsafeBitCast(SIG_IGN, to: Int.self) { return .ignored }
    let ours: @convention(c) (Int32) -> Void = removeRegisteredFilesAndDie
    return bits == unsafeBitCast(ours, to: Int.self) ? .cleanup : .other
  }
}

/// The signal handler: unlinks every registered file, then dies of the signal with its default disposition.
private func removeRegisteredFilesAndDie(_ number: Int32) {
  let slots = TemporaryFileCleanup.slots
  for slot in 0..<TemporaryFileCleanup.capacity {
    let bits = slots[slot].load(ordering: .sequentiallyConsistent)
    if let path = UnsafePointer<CChar>(bitPattern: bits) { unlink(path) }
  }
  signal(number, SIG_DFL)
  raise(number)
}
