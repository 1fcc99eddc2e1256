import BlackjackSQLite
import Dispatch
import Synchronization

/// The one thread that writes an SQLite database, committing the writes of many requests together.
///
/// Each commit costs an `fsync` (`synchronous=FULL`), several milliseconds on an ordinary disk, so committing every
/// request alone would cap the server at a few hundred writes a second. Instead the writer takes every job queued
/// while the last commit was being synced, runs each inside a savepoint of one transaction (a job that fails is
/// rolled back alone), commits once, and only then releases the jobs' callers: no caller sees a result before it
/// is durable, and a commit that fails fails every job in it, none of which is then stored.
final class GroupCommitWriter: Sendable {
  /// One queued write: the work, and where its outcome waits for the commit.
  private final class Job: Sendable {
    let work: @Sendable (SQLiteConnection) throws -> Void
    let outcome = Mutex<(any Error)?>(nil)
    let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable (SQLiteConnection) throws -> Void) { self.work = work }
  }

  private struct Queue {
    var jobs: [Job] = []
    var stopping = false
  }

  private let queue = Mutex(Queue())
  private let wake = DispatchSemaphore(value: 0)
  private let stopped = DispatchSemaphore(value: 0)
  private let database: DatabaseBox
  /// The most jobs one transaction takes.
  let batchLimit: Int

  /// Starts the writer thread on `database`, which it then owns.
  init(database: SQLiteConnection, batchLimit: Int = 512) {
    self.database = DatabaseBox(database)
    self.batchLimit = batchLimit
    DetachedThread.start { self.run() }
  }

  /// Runs `work` in the next transaction and waits until it is committed.
  ///
  /// - Returns: what `work` returned, once durable.
  /// - Throws: what `work` threw (its writes rolled back), the commit's failure, or ``StoreError/unavailable(_:)``
  ///   when the writer has stopped.
  func perform<Result: Sendable>(
    _ work: @escaping @Sendable (SQLiteConnection) throws -> Result
  ) throws -> Result {
    let result = Mutex<Result?>(nil)
    let job = Job { database in
      let value = try work(database)
      result.withLock { $0 = value }
    }
    let accepted = queue.withLock { queue -> Bool in
      guard !queue.stopping else { return false }
      queue.jobs.append(job)
      return true
    }
    guard accepted else { throw StoreError.unavailable("the server is stopping") }
    wake.signal()
    job.done.wait()
    if let error = job.outcome.withLock({ $0 }) { throw error }
    // A job without an error ran its work, which set the result.
    return result.withLock { $0! }
  }

  /// Commits what is queued, then stops the thread.
  func stop() {
    let first = queue.withLock { queue -> Bool in
      defer { queue.stopping = true }
      return !queue.stopping
    }
    guard first else { return }
    wake.signal()
    stopped.wait()
  }

  private func run() {
    let database = self.database.database
    while true {
      wake.wait()
      let (batch, stopping) = queue.withLock { queue -> ([Job], Bool) in
        let batch = Array(queue.jobs.prefix(batchLimit))
        queue.jobs.removeFirst(batch.count)
        return (batch, queue.stopping && queue.jobs.isEmpty)
      }
      if !batch.isEmpty {
        commit(batch, on: database)
        // More may be queued than one batch takes: come round again without waiting.
        if queue.withLock({ !$0.jobs.isEmpty }) { wake.signal() }
      }
      if stopping {
        stopped.signal()
        return
      }
    }
  }

  private func commit(_ batch: [Job], on database: SQLiteConnection) {
    do {
      try database.execute("BEGIN IMMEDIATE")
    } catch {
      for job in batch { finish(job, error) }
      return
    }
    var failed = Set<ObjectIdentifier>()
    for job in batch {
      do {
        try database.execute("SAVEPOINT job")
        do {
          try job.work(database)
          try database.execute("RELEASE job")
        } catch {
          try database.execute("ROLLBACK TO job")
          try database.execute("RELEASE job")
          job.outcome.withLock { $0 = error }
          failed.insert(ObjectIdentifier(job))
        }
      } catch {
        job.outcome.withLock { $0 = error }
        failed.insert(ObjectIdentifier(job))
      }
    }
    do {
      try database.execute("COMMIT")
    } catch {
      if database.inTransaction { try? database.execute("ROLLBACK") }
      for job in batch where !failed.contains(ObjectIdentifier(job)) { job.outcome.withLock { $0 = error } }
    }
    for job in batch { job.done.signal() }
  }

  private func finish(_ job: Job, _ error: any Error) {
    job.outcome.withLock { $0 = error }
    job.done.signal()
  }
}

/// An SQLite connection handed to the one thread that uses it (or kept in a pool, taken under a lock).
final class DatabaseBox: @unchecked Sendable {
  let database: SQLiteConnection
  init(_ database: SQLiteConnection) { self.database = database }
}
