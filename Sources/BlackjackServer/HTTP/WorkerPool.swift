import Dispatch
import Synchronization

/// A fixed set of threads that run blocking work (database transactions) taken from a bounded queue, so that the
/// HTTP threads never wait for the database and a full queue is refused at once instead of growing without bound.
final class WorkerPool: Sendable {
  private struct State {
    var queue: [@Sendable () -> Void] = []
    var head = 0
    var stopping = false
  }

  private let state = Mutex(State())
  private let available = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private let threadCount: Int
  /// The most pieces of work waiting at once.
  let capacity: Int

  /// Starts `threads` threads taking work from a queue of at most `capacity` pieces.
  init(threads: Int, capacity: Int) {
    precondition(threads > 0 && capacity > 0)
    threadCount = threads
    self.capacity = capacity
    for _ in 0..<threads {
      DetachedThread.start { self.run() }
    }
  }

  /// Queues `work`; returns `false`, running nothing, when the queue is full or the pool is stopping.
  func submit(_ work: @escaping @Sendable () -> Void) -> Bool {
    let accepted = state.withLock { state -> Bool in
      guard !state.stopping, state.queue.count - state.head < capacity else { return false }
      state.queue.append(work)
      return true
    }
    if accepted { available.signal() }
    return accepted
  }

  /// Lets the queued work finish, then stops the threads and waits for them.
  func stop() {
    state.withLock { $0.stopping = true }
    for _ in 0..<threadCount { available.signal() }
    for _ in 0..<threadCount { finished.wait() }
  }

  private func run() {
    while true {
      available.wait()
      let work = state.withLock { state -> (@Sendable () -> Void)? in
        guard state.head < state.queue.count else { return nil }
        let work = state.queue[state.head]
        state.head += 1
        if state.head > 1024 && state.head * 2 > state.queue.count {
          state.queue.removeFirst(state.head)
          state.head = 0
        }
        return work
      }
      guard let work else {
        // Woken with nothing queued: only stop() does that.
        finished.signal()
        return
      }
      work()
    }
  }
}
