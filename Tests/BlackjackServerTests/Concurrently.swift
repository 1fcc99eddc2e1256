import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs blocking work (sockets waiting on a server) on threads of its own, side by side.
enum Concurrently {
  /// `transform` of each element, computed on `threads` threads; the results in the elements' order.
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], threads: Int, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    let results = Mutex<[Int: Result]>([:])
    let next = Atomic<Int>(0)
    let group = DispatchGroup()
    for _ in 0..<min(threads, elements.count) {
      group.enter()
      Thread.start {
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
    return results.withLock { results in elements.indices.map { results[$0]! } }
  }
}

/// A detached POSIX thread for a test.
enum Thread {
  /// Starts `body` on a new thread.
  static func start(_ body: @escaping @Sendable () -> Void) {
    final class Box: Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var thread = pthread_t()
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    let status = pthread_create(
      &thread, nil,
      { pointer in
        Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue().body()
        return nil
      }, box)
    precondition(status == 0)
    pthread_detach(thread)
  }
}
