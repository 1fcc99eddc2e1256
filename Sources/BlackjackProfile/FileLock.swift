import BlackjackText
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Kernel locks on bytes of a profile database, held through a descriptor of the file itself, so that every path
/// that reaches the file (a symlink, a hard link, a bind mount) reaches the same locks, and the kernel releases them
/// when their holder dies, however it dies (`kill -9` included), in any PID namespace.
///
/// **Where.** The locked bytes lie far beyond the end of any real database, at 2^40 and up, so they never meet
/// SQLite's own lock bytes (its pending, reserved and shared bytes at 0x40000000 to 0x400001FF of the database file;
/// its write-ahead log's locks are in the `-shm` file). Locking a byte beyond the end of a file neither reads nor
/// writes it. See ``LockByte`` for the layout.
///
/// **How.** On Linux these are open file description locks (`F_OFD_SETLK`): they belong to the descriptor, not to
/// the process, so two descriptors in one process conflict like two processes do (which the tests rely on), and
/// closing another descriptor of the file does not drop them. Elsewhere (macOS) they are classic POSIX record locks
/// (`F_SETLK`), which belong to the process: one process's sessions do not exclude each other there.
///
/// **Closing.** Closing *any* descriptor of a file drops every classic POSIX lock the process holds on it, and those
/// include SQLite's own. So a lock's descriptor is not closed while another ``FileLock`` of the same file is open in
/// this process (when a store's SQLite connection may still hold its locks): it is parked, and closed with the last
/// one, as SQLite does with its own descriptors. A store closes its SQLite connection before its lock.
final class FileLock {
  /// The descriptor the locks are taken through.
  let descriptor: Int32
  /// The file's device and inode.
  let identity: FileIdentity
  /// Whether the descriptor was opened for writing (exclusive locks need it).
  let writable: Bool
  /// The ranges this descriptor locked (start: count), released one by one when it goes: on macOS, where locks are
  /// the process's, releasing more would release another descriptor's.
  private var held: [Int64: Int64] = [:]

  /// Opens `path` to lock it: for writing when `writable` (exclusive locks need it), for reading otherwise.
  ///
  /// - Throws: ``ProfileError/notRegularFile(path:kind:)`` when the path is not a regular file (the descriptor is
  ///   opened without blocking, so a FIFO cannot hang the open), or the `errno` of `open` as a database error.
  init(path: String, writable: Bool) throws(ProfileError) {
    let flags = (writable ? O_RDWR : O_RDONLY) | O_NONBLOCK | O_CLOEXEC | O_NOCTTY
    let descriptor = open(path, flags)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      if errno == EACCES || errno == EROFS || errno == EPERM {
        throw writable ? .unwritable(path: path, reason: "the file is read-only") : .unreadable(path: path)
      }
      throw .database(path: path, message: "cannot open it: \(reason)")
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw .notRegularFile(path: path, kind: PathName.kind(ofMode: info.st_mode))
    }
    self.descriptor = descriptor
    self.writable = writable
    identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    Self.openFiles.withLock { $0[identity, default: OpenFile()].users += 1 }
  }

  deinit {
    for (start, count) in held { unlock(from: start, count: count) }
    Self.openFiles.withLock { files in
      files[identity]?.users -= 1
      files[identity]?.parked.append(descriptor)
      guard let file = files[identity], file.users == 0 else { return }
      for parked in file.parked { close(parked) }
      files[identity] = nil
    }
  }

  /// The size of the file now, in bytes.
  var size: Int {
    var info = stat()
    return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
  }

  /// Reads up to `count` bytes at `offset` (fewer at the end of the file).
  func read(_ count: Int, at offset: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))  // not empty: done < count
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      done += got
    }
    return Array(bytes.prefix(done))
  }

  /// Takes a lock on `count` bytes from `start` without waiting: shared (`exclusive` false) or exclusive; whether it
  /// was granted. A lock this descriptor holds on the bytes is converted.
  func lock(_ start: Int64, count: Int64 = 1, exclusive: Bool) -> Bool {
    var request = Self.request(exclusive ? F_WRLCK : F_RDLCK, start, count)
    while true {
      if fcntl(descriptor, Self.setLock, &request) == 0 {
        held[start] = count
        return true
      }
      if errno != EINTR { return false }
    }
  }

  /// Takes a lock like ``lock(_:count:exclusive:)``, trying again every 10 ms for up to `seconds`.
  func lock(_ start: Int64, count: Int64 = 1, exclusive: Bool, waiting seconds: Double) -> Bool {
    let tries = max(1, Int(seconds * 100))
    for attempt in 0..<tries {
      if lock(start, count: count, exclusive: exclusive) { return true }
      if attempt + 1 < tries { usleep(10_000) }
    }
    return false
  }

  /// Releases this descriptor's locks on `count` bytes from `start`.
  func unlock(from start: Int64, count: Int64 = 1) {
    var request = Self.request(F_UNLCK, start, count)
    while fcntl(descriptor, Self.setLock, &request) != 0 && errno == EINTR {}
    held[start] = nil
  }

  /// Whether another descriptor (another process, or on Linux another open of the file) holds a lock on any of
  /// `count` bytes from `start`.
  func isLockedElsewhere(_ start: Int64, count: Int64 = 1) -> Bool {
    var request = Self.request(F_WRLCK, start, count)
    guard fcntl(descriptor, Self.getLock, &request) == 0 else { return false }
    return request.l_type != Int16(F_UNLCK)
  }

  private static func request(_ type: Int32, _ start: Int64, _ count: Int64) -> flock {
    var request = flock()
    request.l_type = Int16(type)
    request.l_whence = Int16(SEEK_SET)
    request.l_start = off_t(start)
    request.l_len = off_t(count)
    return request
  }

  #if os(Linux)
    // F_OFD_GETLK and F_OFD_SETLK from <linux/fcntl.h> (the same on every architecture), which Glibc's Swift module
    // leaves out (they need _GNU_SOURCE).
    private static let getLock: Int32 = 36
    private static let setLock: Int32 = 37
  #else
    private static let getLock = F_GETLK
    private static let setLock = F_SETLK
  #endif

  /// The descriptors of each file open in this process for locks: how many ``FileLock``s use it, and the
  /// descriptors of those gone, which wait to be closed with the last.
  private struct OpenFile {
    var users = 0
    var parked: [Int32] = []
  }

  private static let openFiles = Mutex<[FileIdentity: OpenFile]>([:])
}

/// A file's device and inode: the same for every path that reaches it.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
}

/// The bytes of a profile database that blackjack locks (see ``FileLock``): all at 2^40 and beyond.
///
/// - `gate` (2^40): taken shared by anyone reading the file outside a session, for as long as its SQLite connection
///   is open, and exclusive, briefly, by a session while it opens or closes its connection. A reader that holds it
///   therefore sees every session either fully open (its write-ahead log in place) or fully closed.
/// - `writers` (2^40 + 1): shared by every session while its connection is open. A reader that finds it free knows
///   no one can be writing the file until it lets the gate go, and reads it as an immutable file, creating nothing
///   beside it (no `-wal`, no `-shm`).
/// - `profile(id)` (2^40 + 2^32 + id): exclusive for the life of the session that plays the profile: the
///   one-session-per-profile rule. Several profiles of one file can be played at once.
/// - `name(key)` (2^40 + 2^33 + a 32-bit hash of the name): shared by everyone who has the file open, keyed by the
///   name SQLite uses for it (the directory's device and inode and the file's name there, symlinks resolved).
///   SQLite keeps a database's log and shared memory beside the *name* (`NAME-wal`, `NAME-shm`): two names of one
///   file (hard links, a bind mount of the file) would mean two logs of one database, and a corrupt file. So a file
///   that is open under one name is refused under any other until it is closed.
enum LockByte {
  static let base: Int64 = 1 << 40
  static let gate = base
  static let writers = base + 1
  static func profile(_ id: Int) -> Int64 { base + (1 << 32) + Int64(id) }
  static let names = base + (1 << 33)
  static let nameCount: Int64 = 1 << 32
  static func name(_ key: UInt32) -> Int64 { names + Int64(key) }
}
