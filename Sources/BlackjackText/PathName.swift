#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths as text, and what is at them: the parts of a path, where a chain of symbolic links ends, what kind of
/// file a mode is, and which file two paths name.
package enum PathName {
  /// The directory `path` is in: "." for a bare name.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  package static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// Where the symbolic links at `path` lead: `path` itself unless it is a link; else the first path in the chain
  /// that is not a link (it may not exist); `nil` for a loop or a chain longer than 40 links.
  package static func followingLinks(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
      guard let destination = linkDestination(current) else { return nil }
      current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
    }
    return nil
  }

  /// The text of the symbolic link at `path`.
  private static func linkDestination(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// What kind of file a `st_mode` is, with its article: "a FIFO", "a socket", "a block device".
  package static func kind(ofMode mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a special file"
    }
  }

  /// Which file `path` names, whatever way it is spelt (`./a`, `d/../a`, a symbolic or hard link): an existing
  /// file's device and inode, or for one that does not exist yet, its directory's and its name. `nil` when that
  /// cannot be found (a missing directory).
  package static func identity(of path: String) -> FileIdentity? {
    var status = stat()
    if stat(path, &status) == 0 {
      return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), name: nil)
    }
    guard let target = followingLinks(path), stat(directory(of: target), &status) == 0 else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), name: name(of: target))
  }

  /// Whether `first` and `second` name the same file (the same text, or the same ``identity(of:)``).
  package static func sameFile(_ first: String, _ second: String) -> Bool {
    guard first != second else { return true }
    guard let one = identity(of: first), let other = identity(of: second) else { return false }
    return one == other
  }
}

/// A file as the system knows it, for telling whether two paths are one file: a device and inode, with a name in
/// that directory for a file not yet created.
package struct FileIdentity: Hashable, Sendable {
  /// The device the file (or its directory) is on.
  package var device: UInt64
  /// Its inode (or its directory's).
  package var inode: UInt64
  /// For a file that does not exist yet, its name in the directory ``inode``.
  package var name: String?
}
