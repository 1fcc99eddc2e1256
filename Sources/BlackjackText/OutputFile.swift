#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be written: one line naming the file and the reason.
package struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, such as "'part.json' exists; add --force to replace it".
  package let description: String

  /// The error for a file that is already there (and replacing was not asked for).
  static func exists(_ path: String) -> OutputFileError {
    OutputFileError(description: "'\(path)' exists; add --force to replace it")
  }
}

/// A file written whole or not at all: the text goes to a temporary file beside it, which is flushed to the disk
/// and then moved onto the name in one step, so a reader never sees half a file and a failed write leaves what was
/// there. An existing file is replaced only when asked.
///
/// ``create(_:replacing:)`` reserves the temporary file at once, so a command finds an unwritable directory or an
/// existing file before doing its work, not after.
package final class OutputFile {
  /// The file's name as given.
  package let path: String
  private let temporaryPath: String
  private let descriptor: Int32
  private let replacing: Bool
  /// Whether the temporary file is gone: moved by ``commit(_:)`` or removed by ``abandon()``.
  private var isClosed = false

  /// Opens a temporary file beside `path`, refusing an existing `path` unless `replacing`.
  ///
  /// - Throws: ``OutputFileError`` for an existing file (without `replacing`), a directory in the way, or a file
  ///   that cannot be created (a missing or read-only directory).
  package static func create(_ path: String, replacing: Bool) throws(OutputFileError) -> OutputFile {
    var status = stat()
    if lstat(path, &status) == 0 {
      if (status.st_mode & S_IFMT) == S_IFDIR {
        throw OutputFileError(description: "'\(path)' is a directory; give a file name")
      }
      if !replacing { throw .exists(path) }
    }
    let temporaryPath = temporaryPath(for: path)
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(path, errno) }
    return OutputFile(path: path, temporaryPath: temporaryPath, descriptor: descriptor, replacing: replacing)
  }

  private init(path: String, temporaryPath: String, descriptor: Int32, replacing: Bool) {
    self.path = path
    self.temporaryPath = temporaryPath
    self.descriptor = descriptor
    self.replacing = replacing
  }

  /// Writes `text` as the whole file: to the temporary file, flushed, then renamed over ``path`` (or, without
  /// replacing, linked to it, so a file that appeared meanwhile is not overwritten either).
  ///
  /// - Throws: ``OutputFileError`` with the system's reason; the temporary file is removed and ``path`` untouched.
  ///
  /// - Precondition: called once, and not after ``abandon()``.
  package func commit(_ text: String) throws(OutputFileError) {
    precondition(!isClosed, "an output file is written once")
    isClosed = true
    var error = StandardOutput.writeAll(text, to: descriptor)
    if error == 0 && fsync(descriptor) != 0 { error = errno }
    if close(descriptor) != 0 && error == 0 { error = errno }
    if error == 0 { error = move() }
    unlink(temporaryPath)
    guard error == 0 else {
      if error == EEXIST { throw .exists(path) }
      throw Self.failure(path, error)
    }
  }

  /// Moves the finished temporary file onto ``path``; returns 0 or the `errno` of the failure. The temporary name
  /// may remain (as a second link) and is removed by the caller.
  private func move() -> Int32 {
    if replacing { return rename(temporaryPath, path) == 0 ? 0 : errno }
    // A hard link fails if `path` exists: nothing is overwritten, even by a file created since `create`.
    if link(temporaryPath, path) == 0 { return 0 }
    let error = errno
    guard error == EPERM || error == ENOTSUP || error == EOPNOTSUPP else { return error }
    // A file system without hard links: check, then rename.
    var status = stat()
    if lstat(path, &status) == 0 { return EEXIST }
    return rename(temporaryPath, path) == 0 ? 0 : errno
  }

  /// Gives up: removes the temporary file, leaving ``path`` as it was.
  package func abandon() {
    guard !isClosed else { return }
    isClosed = true
    close(descriptor)
    unlink(temporaryPath)
  }

  /// Abandons a file neither committed nor abandoned.
  deinit { abandon() }

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

  private static func failure(_ path: String, _ error: Int32) -> OutputFileError {
    OutputFileError(description: "cannot write '\(path)': \(String(cString: strerror(error)))")
  }
}
