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

  /// The error for something at `path` that is never replaced nor written: a socket, a block device.
  static func refused(_ path: String, mode: mode_t) -> OutputFileError {
    OutputFileError(
      description: "'\(path)' is \(PathName.kind(ofMode: mode)); only a regular file is replaced (a FIFO or a "
        + "character device is written in place)")
  }

  /// The system's reason `error` for not writing `path`.
  static func failure(_ path: String, _ error: Int32) -> OutputFileError {
    OutputFileError(description: "cannot write '\(path)': \(String(cString: strerror(error)))")
  }
}

/// A file written whole or not at all, and only ever over a regular file.
///
/// What is at the path decides how it is written:
/// - nothing: the text goes to a temporary file beside it (``TemporaryFile``), flushed to the disk, then linked to
///   the name in one step, so a reader never sees half a file and a failed write leaves nothing;
/// - a regular file: the same, the temporary file then renamed over it, only when replacing was asked for;
/// - a symbolic link: followed; what it leads to is written as above (the link stays a link). A link that leads
///   nowhere counts as a file that exists: with replacing, its target is created;
/// - a FIFO or a character device (`/dev/null`, a terminal): written in place, with or without replacing, since
///   nothing is replaced (it is opened when the text is written, so a FIFO waits for its reader then);
/// - one of this process's open descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`): written to, whatever it
///   leads to;
/// - anything else (a directory, a socket, a block device) is refused.
///
/// ``create(_:replacing:)`` looks at the path and reserves the temporary file at once, so a command finds an
/// unwritable directory or an existing file before doing its work, not after.
package final class OutputFile {
  /// How the text reaches the file.
  private enum Destination {
    /// Through `temporary`, moved onto `target` (the path with its links followed).
    case replacing(temporary: TemporaryFile, target: String)
    /// Into the FIFO or device at the path.
    case inPlace
    /// Into this process's open descriptor the path names (`/dev/stdout`, `/dev/fd/3`).
    case descriptor(Int32)
  }

  /// The file's name as given.
  package let path: String
  private let destination: Destination
  private let replacing: Bool
  /// Whether the file is done with: written by ``commit(_:)`` or given up by ``abandon()``.
  private var isClosed = false

  /// Whether the text goes to a regular file (a new one, or one replaced), rather than into a FIFO, a device or an
  /// open descriptor; a cache writes only regular files, so that it never waits for a FIFO's reader.
  package var isRegularFile: Bool {
    guard case .replacing = destination else { return false }
    return true
  }

  /// Looks at `path` and reserves what writing it needs; an existing regular file is refused unless `replacing`.
  ///
  /// - Throws: ``OutputFileError`` for an existing file (without `replacing`), a directory, socket or block device
  ///   in the way, or a file that cannot be created (a missing or read-only directory).
  package static func create(_ path: String, replacing: Bool) throws(OutputFileError) -> OutputFile {
    var status = stat()
    if let descriptor = openDescriptor(named: path) {
      return OutputFile(path: path, destination: .descriptor(descriptor), replacing: replacing)
    }
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        guard replacing else { throw .exists(path) }
        guard let target = PathName.followingLinks(path) else { throw .failure(path, ELOOP) }
        return try OutputFile(path: path, target: target, replacing: true)
      case S_IFIFO, S_IFCHR:
        guard access(path, W_OK) == 0 else { throw .failure(path, errno) }
        return OutputFile(path: path, destination: .inPlace, replacing: replacing)
      case S_IFDIR:
        throw OutputFileError(description: "'\(path)' is a directory; give a file name")
      default:
        throw .refused(path, mode: status.st_mode)
      }
    }
    let error = errno
    guard error == ENOENT else { throw .failure(path, error) }
    // Nothing there, or a symbolic link to nothing.
    guard lstat(path, &status) == 0 else { return try OutputFile(path: path, target: path, replacing: replacing) }
    guard replacing else { throw .exists(path) }
    guard let target = PathName.followingLinks(path) else { throw .failure(path, ELOOP) }
    return try OutputFile(path: path, target: target, replacing: true)
  }

  /// A file written through a temporary file beside `target`.
  private convenience init(path: String, target: String, replacing: Bool) throws(OutputFileError) {
    switch TemporaryFile.create(beside: target) {
    case .success(let temporary):
      self.init(path: path, destination: .replacing(temporary: temporary, target: target), replacing: replacing)
    case .failure(let error):
      throw .failure(path, error.code)
    }
  }

  private init(path: String, destination: Destination, replacing: Bool) {
    self.path = path
    self.destination = destination
    self.replacing = replacing
  }

  /// Writes `text` as the whole file: to the temporary file, flushed, then renamed over its target (or, without
  /// replacing, linked to it, so a file that appeared meanwhile is not overwritten either); or into the FIFO or
  /// device.
  ///
  /// - Throws: ``OutputFileError`` with the system's reason; the temporary file is removed and the target untouched.
  ///
  /// - Precondition: called once, and not after ``abandon()``.
  package func commit(_ text: String) throws(OutputFileError) {
    precondition(!isClosed, "an output file is written once")
    isClosed = true
    switch destination {
    case .inPlace:
      try writeInPlace(text)
    case .descriptor(let descriptor):
      let error = StandardOutput.writeAll(text, to: descriptor)
      guard error == 0 else { throw .failure(path, error) }
    case .replacing(let temporary, let target):
      var error = StandardOutput.writeAll(text, to: temporary.descriptor)
      if error == 0 && fsync(temporary.descriptor) != 0 { error = errno }
      if error == 0 { error = move(temporary.path, onto: target) }
      // The text is on the disk (fsync) before the move: closing can lose nothing more.
      temporary.remove()
      guard error == 0 else {
        if error == EEXIST { throw .exists(path) }
        if error == EISDIR || error == ENOTDIR { throw changed(target) }
        throw .failure(path, error)
      }
    }
  }

  /// Moves the finished temporary file onto `target`; returns 0 or the `errno` of the failure. The temporary name
  /// may remain (as a second link) and is removed by the caller.
  private func move(_ temporary: String, onto target: String) -> Int32 {
    if replacing {
      // Only a regular file is replaced: something else put there since `create` (a FIFO, a link) is left alone.
      var status = stat()
      if lstat(target, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG { return EISDIR }
      return rename(temporary, target) == 0 ? 0 : errno
    }
    // A hard link fails if `target` exists: nothing is overwritten, even by a file created since `create`.
    if link(temporary, target) == 0 { return 0 }
    let error = errno
    guard error == EPERM || error == ENOTSUP || error == EOPNOTSUPP else { return error }
    // A file system without hard links: check, then rename.
    var status = stat()
    if lstat(target, &status) == 0 { return EEXIST }
    return rename(temporary, target) == 0 ? 0 : errno
  }

  /// The error for a target that is no longer a regular file.
  private func changed(_ target: String) -> OutputFileError {
    var status = stat()
    let what = lstat(target, &status) == 0 ? PathName.kind(ofMode: status.st_mode) : "something else"
    return OutputFileError(description: "'\(path)' became \(what) while it was being written; it was left as it is")
  }

  /// Writes `text` into the FIFO or character device at ``path``.
  private func writeInPlace(_ text: String) throws(OutputFileError) {
    var descriptor: Int32
    repeat { descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY) } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw .failure(path, errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, [S_IFIFO, S_IFCHR].contains(status.st_mode & S_IFMT) else {
      close(descriptor)
      throw OutputFileError(
        description: "'\(path)' became \(PathName.kind(ofMode: status.st_mode)) while it was being written; it was "
          + "left as it is")
    }
    var error = StandardOutput.writeAll(text, to: descriptor)
    if close(descriptor) != 0 && error == 0 && errno != EINTR { error = errno }
    guard error == 0 else { throw .failure(path, error) }
  }

  /// The descriptor of this process that `path` names: 1 for `/dev/stdout`, 2 for `/dev/stderr`, N for `/dev/fd/N`
  /// or `/proc/self/fd/N`, if it is open. Written to directly, whatever it is (a terminal, a pipe, a file the shell
  /// opened): following the link would reach a file to replace, or a pipe's name that is no path.
  static func openDescriptor(named path: String) -> Int32? {
    let number: Int32?
    switch path {
    case "/dev/stdout": number = 1
    case "/dev/stderr": number = 2
    default:
      let prefix = ["/dev/fd/", "/proc/self/fd/"].first { path.hasPrefix($0) }
      number = prefix.flatMap { Int32(path.dropFirst($0.count)) }
    }
    guard let number, number >= 0, fcntl(number, F_GETFD) != -1 else { return nil }
    return number
  }

  /// Gives up: removes the temporary file, leaving the target as it was.
  package func abandon() {
    guard !isClosed else { return }
    isClosed = true
    if case .replacing(let temporary, _) = destination { temporary.remove() }
  }

  /// Abandons a file neither committed nor abandoned.
  deinit { abandon() }

  /// The directory `path` is in: "." for a bare name.
  static func directory(of path: String) -> String { PathName.directory(of: path) }
}
