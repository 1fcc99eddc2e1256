#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read: one line naming the file and the reason.
package struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, such as "cannot read 'part.json': No such file or directory".
  package let description: String
}

/// Reading a whole file of bounded size.
package enum InputFile {
  /// The bytes of the file at `path`, if it is a regular file of at most `limit` bytes.
  ///
  /// The file is opened without waiting (a FIFO without a writer would block an ordinary open for ever) and its
  /// type checked before anything is read: a FIFO, a device or a socket is refused at once.
  ///
  /// - Throws: ``InputFileError`` with the system's reason, for a directory or any file that is not a regular file,
  ///   or for a file larger than `limit`.
  package static func contents(of path: String, limit: Int) throws(InputFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      let error = errno
      // A socket cannot be opened at all ("No such device or address"): say what it is.
      var status = stat()
      if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFSOCK { throw notRegular(path, status.st_mode) }
      throw failure(path, error)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw InputFileError(description: "'\(path)' is a directory; give a file")
    default: throw notRegular(path, status.st_mode)
    }
    // Reads of a regular file do not wait; the flag goes anyway, so that a read is an ordinary one.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno)
      }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
      guard bytes.count <= limit else {
        throw InputFileError(description: "'\(path)' is larger than \(limit) bytes")
      }
    }
  }

  private static func notRegular(_ path: String, _ mode: mode_t) -> InputFileError {
    InputFileError(description: "'\(path)' is \(PathName.kind(ofMode: mode)), not a regular file")
  }

  private static func failure(_ path: String, _ error: Int32) -> InputFileError {
    InputFileError(description: "cannot read '\(path)': \(String(cString: strerror(error)))")
  }
}
