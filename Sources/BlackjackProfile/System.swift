import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock, the process and the file system, as the profile store needs them.
enum System {
  /// Now, in ISO 8601 UTC with milliseconds: "2026-12-01T10:05:28.123Z".
  static func timestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let millis = Int(now.tv_nsec / 1_000_000)
    let milliText = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
      + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(milliText)Z"
  }

  /// This process's id.
  static var processID: Int { Int(getpid()) }

  /// When a process started, as the kernel counts it (field 22 of `/proc/PID/stat`), to tell the process that
  /// holds a profile from a later one that reused its id; "" where `/proc` is not available. A zombie (a process
  /// that has exited and not been reaped) reads as not running: "".
  static func processStart(_ pid: Int) -> String {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return "" }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 1024)
    guard fgets(&buffer, 1024, file) != nil else { return "" }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it follow the last ')'.
    guard let close = text.lastIndex(of: ")") else { return "" }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // fields[0] is the state (field 3); the start time is field 22, fields[19].
    guard fields.count > 19, fields[0] != "Z" else { return "" }
    return String(fields[19])
  }

  /// What is at `path` (symlinks followed): nothing, a regular file, or something else (named in a few words).
  static func kind(at path: String) -> PathKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .unreadable }
    return (info.st_mode & S_IFMT) == S_IFREG ? .regular : .other(PathName.kind(ofMode: info.st_mode))
  }

  /// The name SQLite gives the database at `path` (its log is this name with `-wal` after it), as a 32-bit key: the
  /// device and inode of the directory that holds the file, symlinks resolved, and the file's name in it. Two paths
  /// with the same key share one log; `nil` when the path cannot be resolved.
  static func nameKey(of path: String) -> UInt32? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    let full = String(cString: resolved)
    var info = stat()
    guard stat(directory(of: full), &info) == 0 else { return nil }
    let name = full[full.index(after: full.lastIndex(of: "/") ?? full.startIndex)...]
    // FNV-1a, 64 bits, folded to 32.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in Array("\(info.st_dev):\(info.st_ino):".utf8) + Array(name.utf8) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  /// `path` with every symlink resolved, as SQLite names the database (and its log, this name with `-wal` after
  /// it); `path` itself when it cannot be resolved.
  static func resolved(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The bytes of the regular file at `path`, or `nil` when there is none (or it cannot be read); a FIFO or device
  /// is never opened for reading.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 1 << 16) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? bytes : nil }
      bytes += chunk[0..<count]
    }
  }

  /// `path` made absolute (against the working directory), without resolving symlinks.
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    guard let current = getcwd(nil, 0) else { return path }
    defer { free(current) }
    let directory = String(cString: current)
    return (directory == "/" ? "" : directory) + "/" + path
  }

  /// Whether a file or directory exists at `path`.
  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// Whether `path` is a directory.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether this process may write to `path`.
  static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

  /// Whether this process may read `path`.
  static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

  /// The directory part of `path` ("." for a bare file name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates `path` and the directories above it (like `mkdir -p`), mode 0700; returns whether it exists after.
  static func makeDirectories(_ path: String) -> Bool {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if !exists(current) { mkdir(current, 0o700) }
    }
    return isDirectory(path)
  }
}

/// What a path names.
enum PathKind: Equatable {
  /// Nothing.
  case missing
  /// A regular file.
  case regular
  /// Something that is not a regular file, in a few words ("a FIFO").
  case other(String)
  /// A path that cannot be looked at (a directory on the way is not searchable).
  case unreadable
}

/// The clock the profile's records are stamped with.
public enum ProfileClock {
  /// Now, in ISO 8601 UTC with milliseconds: "2026-12-01T10:05:28.123Z".
  public static func now() -> String { System.timestamp() }
}
