import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX thread of its own for blocking work (a worker, the database writer, a load-test client), which Swift's
/// cooperative pool must not be given.
package enum DetachedThread {
  /// Work handed to a new thread.
  private final class Job: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Starts `body` on a new detached thread with `stackSize` bytes of stack (1 MiB: decoding a table and running a
  /// statement need far less).
  package static func start(stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void) {
    var thread = pthread_t()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, stackSize)
    let status = pthread_create(
      &thread, &attributes,
      { pointer in
        // Cannot fail: the pointer is the retained Job passed as pthread_create's last argument below.
        Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().body()
        return nil
      }, Unmanaged.passRetained(Job(body)).toOpaque())
    pthread_attr_destroy(&attributes)
    precondition(status == 0, "cannot start a thread (error \(status))")
    pthread_detach(thread)
  }

  /// `transform` of each element, computed on `threads` threads of their own (blocking work side by side: clients
  /// of a load test, connections of a test); the results in the elements' order.
  package static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], threads: Int, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    let results = Mutex<[Int: Result]>([:])
    let next = Atomic<Int>(0)
    let group = DispatchGroup()
    for _ in 0..<min(threads, elements.count) {
      group.enter()
      start {
        while true {
          let index = next.add(1, ordering: .relaxed).oldValue
          guard index < elements.count else { break }
          let value = transform(elements[index])
          results.withLock { $0[index] = value }
        }
        group.leave()
      }
    }
    group.wait()
    // Cannot fail: the workers took every index below elements.count and set it before the group was left.
    return results.withLock { results in elements.indices.map { results[$0]! } }
  }
}
