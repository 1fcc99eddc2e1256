#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be written: one line, without the program's name.
package struct FileOutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// "cannot write 'out/report.html': No such file or directory", "'report.html' already exists".
  package var description: String
  /// Whether the file was refused because one is already there (and replacing was not asked for).
  package var exists = false

  /// The error for a file that is already there.
  static func exists(_ path: String) -> FileOutputError {
    FileOutputError(description: "'\(path)' already exists", exists: true)
  }
}

/// Files written whole or not at all: the text goes to a temporary file beside the target, which is then moved onto
/// the target's name in one step, so that a reader never sees half a file and a failure leaves nothing behind. An
/// existing file is replaced only when asked.
package enum FileOutput {
  /// Checks, before any long work, that `path` can be written: that its directory exists and is writable, that
  /// `path` is not a directory, and, unless `replacing`, that no file is there yet.
  ///
  /// - Throws: ``FileOutputError`` saying why not.
  package static func check(_ path: String, replacing: Bool) throws(FileOutputError) {
    var status = stat()
    if stat(path, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR { throw FileOutputError(description: "'\(path)' is a directory") }
      if !replacing { throw .exists(path) }
    }
    if access(directory(of: path), W_OK) != 0 { throw failure(path, errno) }
  }

  /// Writes `text` to `path`: all of it or, on failure, nothing.
  ///
  /// - Parameter replacing: Whether an existing file at `path` is replaced; when not, finding one is a failure
  ///   (checked at the moment of the move, so a file that appeared meanwhile is not overwritten either).
  /// - Throws: ``FileOutputError`` with the system's reason; no temporary file is left behind.
  package static func write(_ text: String, to path: String, replacing: Bool) throws(FileOutputError) {
    let temporary = temporaryPath(for: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(path, errno) }
    var error = StandardOutput.writeAll(text, to: descriptor)
    if error == 0 && fsync(descriptor) != 0 { error = errno }
    if close(descriptor) != 0 && error == 0 { error = errno }
    if error == 0 { error = move(temporary, to: path, replacing: replacing) }
    guard error == 0 else {
      unlink(temporary)
      if error == EEXIST { throw .exists(path) }
      throw failure(path, error)
    }
  }

  /// Moves the finished temporary file onto `path`; returns 0 or the `errno` of the failure.
  private static func move(_ temporary: String, to path: String, replacing: Bool) -> Int32 {
    if replacing { return rename(temporary, path) == 0 ? 0 : errno }
    // A hard link fails if `path` exists: nothing is overwritten, even by a file created since the check.
    if link(temporary, path) == 0 {
      unlink(temporary)
      return 0
    }
    let error = errno
    guard error == EPERM || error == ENOTSUP || error == EOPNOTSUPP else { return error }
    // A file system without hard links: check, then rename.
    var status = stat()
    if stat(path, &status) == 0 { return EEXIST }
    return rename(temporary, path) == 0 ? 0 : errno
  }

  /// The directory `path` is in: "." for a bare name.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// A name for the temporary file beside `path`, hidden and unique to this process and moment.
  private static func temporaryPath(for path: String) -> String {
    let directory = directory(of: path)
    let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return (directory == "/" ? "" : directory) + "/.\(name).\(getpid()).\(time.tv_nsec).tmp"
  }

  private static func failure(_ path: String, _ error: Int32) -> FileOutputError {
    FileOutputError(description: "cannot write '\(path)': \(String(cString: strerror(error)))")
  }
}
