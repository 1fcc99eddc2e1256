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
  /// - Throws: ``InputFileError`` with the system's reason, for a directory, or for a file larger than `limit`.
  package static func contents(of path: String, limit: Int) throws(InputFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
    guard (status.st_mode & S_IFMT) != S_IFDIR else {
      throw InputFileError(description: "'\(path)' is a directory; give a file")
    }
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

  private static func failure(_ path: String, _ error: Int32) -> InputFileError {
    InputFileError(description: "cannot read '\(path)': \(String(cString: strerror(error)))")
  }
}
