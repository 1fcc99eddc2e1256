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

  /// Whether the process that claimed a profile as (`pid`, `start`) is still running.
  static func isRunning(pid: Int, start: String) -> Bool {
    guard pid > 0, kill(pid_t(pid), 0) == 0 || errno == EPERM else { return false }
    let now = processStart(pid)
    // Without /proc, trust the process id alone.
    if now.isEmpty && start.isEmpty { return true }
    return now == start && !now.isEmpty
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

/// The clock the profile's records are stamped with.
public enum ProfileClock {
  /// Now, in ISO 8601 UTC with milliseconds: "2026-12-01T10:05:28.123Z".
  public static func now() -> String { System.timestamp() }
}
