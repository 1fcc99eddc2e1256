#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be written: one line naming the file and the reason.
package struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, such as "'part.json' exists; add --force to replace it".
  package let description: String
}

/// A file written whole or not at all: the text goes to a temporary file beside it, which is flushed to the disk
/// and then renamed over the name, so a reader never sees half a file and a failed write leaves what was there.
///
/// ``create(_:replacing:)`` reserves the temporary file at once, so a command finds an unwritable directory or an
/// existing file before doing its work, not after.
package final class OutputFile {
  /// The file's name as given.
  package let path: String
  private let temporaryPath: String
  private let descriptor: Int32
  private let replacing: Bool
  /// Whether the temporary file is gone: renamed by ``commit(_:)`` or removed by ``abandon()``.
  private var isClosed = false

  /// Opens a temporary file beside `path`, refusing an existing `path` unless `replacing`.
  ///
  /// - Throws: ``OutputFileError`` for an existing file (without `replacing`) or one that cannot be created.
  package static func create(_ path: String, replacing: Bool) throws(OutputFileError) -> OutputFile {
    var status = stat()
    if !replacing && lstat(path, &status) == 0 {
      throw OutputFileError(description: "'\(path)' exists; add --force to replace it")
    }
    if lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      throw OutputFileError(description: "'\(path)' is a directory; give a file name")
    }
    let temporaryPath = "\(path).tmp-\(getpid())"
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Self.failure(path, errno) }
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
    if error == 0 {
      if replacing {
        if rename(temporaryPath, path) != 0 { error = errno }
      } else if link(temporaryPath, path) != 0 {
        error = errno
      }
    }
    unlink(temporaryPath)
    guard error == 0 else {
      if error == EEXIST { throw OutputFileError(description: "'\(path)' exists; add --force to replace it") }
      throw Self.failure(path, error)
    }
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

  private static func failure(_ path: String, _ error: Int32) -> OutputFileError {
    OutputFileError(description: "cannot write '\(path)': \(String(cString: strerror(error)))")
  }
}
