#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file an ``OutputFile`` writes beside its target before moving it onto the target's name:
/// `.NAME.PID.NANOSECONDS.tmp`, hidden, in the target's directory (so that the move is one `rename`).
///
/// No temporary file outlives its process. A signal that ends the process removes it (``TemporaryFileCleanup``);
/// a SIGKILL cannot be caught, so the file is held under an exclusive `flock` by its writer for as long as it
/// exists, a lock the kernel drops when the writer dies, however it dies: before making its own, a run sweeps
/// the temporary files of the same target and removes those whose lock is free. The process id in the name only
/// covers the instant between creating a file and locking it: a file whose lock is free is left alone while the
/// process named in it is alive and the file is less than a minute old.
struct TemporaryFile {
  /// The file's path.
  let path: String
  /// The descriptor it is open (and locked) on.
  let descriptor: Int32
  /// Its registration for removal on a signal, if a slot was free.
  private let registration: TemporaryFileCleanup.Registration?

  /// A file younger than this, named after a process that is alive, may be about to be locked by its writer.
  static let creationGrace: Int = 60

  /// Sweeps the stale temporary files of `target`, then creates, locks and registers a new one beside it.
  ///
  /// - Returns: the file, or the `errno` of the failure to create it.
  static func create(beside target: String) -> Result<TemporaryFile, ErrnoError> {
    removeStale(beside: target)
    let path = newPath(beside: target)
    let registration = TemporaryFileCleanup.register(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let error = errno
      registration.map(TemporaryFileCleanup.unregister)
      return .failure(ErrnoError(code: error))
    }
    // A file system without locks (rare) leaves the file unlocked: then only the process id tells it is in use.
    _ = flock(descriptor, LOCK_EX | LOCK_NB)
    return .success(TemporaryFile(path: path, descriptor: descriptor, registration: registration))
  }

  /// Removes the file's name (if it was not moved), then closes it, dropping the lock, and unregisters it.
  func remove() {
    unlink(path)
    close(descriptor)
    registration.map(TemporaryFileCleanup.unregister)
  }

  /// A name for a new temporary file beside `target`, unique to this process and moment.
  static func newPath(beside target: String) -> String {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return prefix(of: target) + "\(getpid()).\(time.tv_nsec).tmp"
  }

  /// The path every temporary file of `target` starts with: `DIRECTORY/.NAME.`.
  static func prefix(of target: String) -> String {
    let directory = PathName.directory(of: target)
    return (directory == "/" ? "" : directory) + "/.\(PathName.name(of: target))."
  }

  /// The process id in `name` if it is the name of a temporary file of the file called `targetName`:
  /// `.NAME.PID.NANOSECONDS.tmp`.
  static func processID(inName name: String, of targetName: String) -> pid_t? {
    let start = ".\(targetName)."
    guard name.hasPrefix(start), name.hasSuffix(".tmp") else { return nil }
    let middle = name.dropFirst(start.count).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard middle.count == 2, middle.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      let id = pid_t(middle[0]), id > 0
    else { return nil }
    return id
  }

  /// Removes the temporary files of `target` that no process holds: their writer's lock is free, and the process
  /// named in them is gone or they are older than ``creationGrace`` seconds.
  static func removeStale(beside target: String) {
    let directory = PathName.directory(of: target)
    let targetName = PathName.name(of: target)
    guard let stream = opendir(directory) else { return }
    var found: [(name: String, process: pid_t)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let process = processID(inName: name, of: targetName) { found.append((name, process)) }
    }
    closedir(stream)
    for (name, process) in found {
      removeIfStale((directory == "/" ? "" : directory) + "/" + name, process: process)
    }
  }

  /// Removes the temporary file at `path`, named after `process`, if no process holds it.
  private static func removeIfStale(_ path: String, process: pid_t) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
    // Held: its writer is alive (the lock belongs to the writer's open file, this process's own included).
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
    if isAlive(process) {
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      #if canImport(Glibc)
        let modified = Int(status.st_mtim.tv_sec)
      #else
        let modified = Int(status.st_mtimespec.tv_sec)
      #endif
      guard Int(now.tv_sec) - modified >= creationGrace else { return }
    }
    // Still the file that was checked under that name.
    var current = stat()
    guard lstat(path, &current) == 0, current.st_dev == status.st_dev, current.st_ino == status.st_ino else { return }
    unlink(path)
  }

  /// Whether a process with id `process` exists (as far as this process can tell: another PID namespace's process
  /// ids mean nothing here, which is why the lock decides).
  private static func isAlive(_ process: pid_t) -> Bool {
    kill(process, 0) == 0 || errno == EPERM
  }
}

/// An `errno` value, as an error.
struct ErrnoError: Error {
  /// The value.
  let code: Int32
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
