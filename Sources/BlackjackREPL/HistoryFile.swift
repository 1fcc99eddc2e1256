#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The line-editing history file, in libedit's format (a `_HiStOrY_V2_` line, then one entry per line, spaces and
/// other white space written in octal as `\040`), kept safely when several sessions write it at once.
///
/// Each new entry is **appended** under an exclusive `flock` of the file, in one write; a write that fails (a full
/// disk) is cut back to where the file ended, so the file never ends in half a line. When the file would pass its
/// cap, the newest entries (other sessions' included) are written to a temporary file in the same directory, which
/// is then renamed over it, so a reader sees the old file or the new one, never a mix. A file that cannot be read,
/// or that lacks libedit's header, is never written: it may be someone else's.
struct HistoryFile {
  /// The first line of every libedit history file.
  static let header = "_HiStOrY_V2_"

  /// The file.
  let path: String
  /// The most entries the file keeps.
  let maximumEntries: Int
  /// Writes bytes to a file descriptor, as `write(2)` (tests replace it to fail part-way, as a full disk does).
  var writeBytes: (Int32, UnsafeRawBufferPointer) -> Int = { descriptor, buffer in
    write(descriptor, buffer.baseAddress, buffer.count)
  }

  /// What reading the file found.
  enum Contents: Equatable {
    /// The entries, oldest first (none for an empty file).
    case entries([String])
    /// There is no file yet.
    case missing
    /// The file cannot be used: a few words saying why. It must be left alone.
    case unusable(String)
  }

  /// Reads the entries.
  func load() -> Contents {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .missing : .unusable("cannot be read (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    guard let bytes = Self.readAll(descriptor) else {
      return .unusable("cannot be read (\(String(cString: strerror(errno))))")
    }
    return Self.parse(bytes)
  }

  /// The entries of a file's bytes, or why they are not a libedit history.
  static func parse(_ bytes: [UInt8]) -> Contents {
    guard !bytes.isEmpty else { return .entries([]) }
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard lines.first.map({ Array($0) == Array(header.utf8) }) == true else {
      return .unusable("does not start with libedit's \(header) line, so it is not a history file this program wrote")
    }
    // After the last newline: nothing, or the end of a write cut short by another program, which is no entry.
    return .entries(lines.dropLast().dropFirst().filter { !$0.isEmpty }.map { decode(Array($0)) })
  }

  /// Adds `line` to the file, creating it with its header when missing.
  ///
  /// - Returns: `nil` when saved, otherwise a few words saying why not (the file is then as it was).
  func append(_ line: String) -> String? {
    guard let descriptor = lockedDescriptor() else {
      return "cannot be opened (\(String(cString: strerror(errno))))"
    }
    defer {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    guard let bytes = Self.readAll(descriptor) else { return "cannot be read (\(String(cString: strerror(errno))))" }
    let entries: [String]
    switch Self.parse(bytes) {
    case .entries(let found): entries = found
    case .missing: entries = []
    case .unusable(let reason): return reason
    }
    let encoded = Self.encode(line) + "\n"
    if entries.count + 1 > maximumEntries {
      return replace(with: Array(entries.suffix(maximumEntries - 1)) + [line])
    }
    // A file cut short mid-line (by another program) is first ended, so the entry starts on its own line.
    var text = bytes.isEmpty ? Self.header + "\n" : bytes.last == UInt8(ascii: "\n") ? "" : "\n"
    text += encoded
    let size = off_t(bytes.count)
    guard lseek(descriptor, size, SEEK_SET) == size else { return "cannot be written (\(errorText()))" }
    var written = 0
    let utf8 = Array(text.utf8)
    while written < utf8.count {
      let count = utf8.withUnsafeBytes { writeBytes(descriptor, UnsafeRawBufferPointer(rebasing: $0[written...])) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let reason = errorText()
        // Cut back what was written, so the file never ends in half a line.
        _ = ftruncate(descriptor, size)
        return "cannot be written (\(reason))"
      }
      written += count
    }
    return nil
  }

  /// Writes `entries` to a temporary file beside the history and renames it over the history.
  private func replace(with entries: [String]) -> String? {
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return "cannot be rewritten (\(errorText()))" }
    let text = Array(([Self.header] + entries.map(Self.encode)).map { $0 + "\n" }.joined().utf8)
    var written = 0
    while written < text.count {
      let count = text.withUnsafeBytes { writeBytes(descriptor, UnsafeRawBufferPointer(rebasing: $0[written...])) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let reason = errorText()
    guard written == text.count, fsync(descriptor) == 0, close(descriptor) == 0 else {
      close(descriptor)
      unlink(temporary)
      return "cannot be rewritten (\(reason))"
    }
    guard rename(temporary, path) == 0 else {
      let failure = errorText()
      unlink(temporary)
      return "cannot be rewritten (\(failure))"
    }
    return nil
  }

  /// The history file opened for reading and writing (created when missing) and locked, the lock taken on the file
  /// that is at `path` now (a session that renamed a new file over it in the meantime is noticed).
  ///
  /// Each time the lock turns out to be on a replaced file, another session has just finished a rewrite, so the
  /// retries go on while others make progress: a session writing fast past the cap (a rewrite at every entry) can win
  /// the lock dozens of times in a row, and giving up after a few tries lost entries. The bound only guards against a
  /// file system whose file numbers never settle.
  private func lockedDescriptor() -> Int32? {
    for _ in 0..<100_000 {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { return nil }
      guard flock(descriptor, LOCK_EX) == 0 else {
        close(descriptor)
        return nil
      }
      var opened = stat()
      var current = stat()
      if fstat(descriptor, &opened) == 0, stat(path, &current) == 0, opened.st_ino == current.st_ino,
        opened.st_dev == current.st_dev
      {
        return descriptor
      }
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    return nil
  }

  /// The whole file from its start, or `nil` on a read error.
  private static func readAll(_ descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var offset: off_t = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 65_536, offset) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
      offset += off_t(count)
    }
  }

  /// The last error in words.
  private func errorText() -> String { String(cString: strerror(errno)) }

  /// An entry as libedit writes it (`strvis` with `VIS_WHITE`): white space and control characters in octal
  /// (`\040` for a space), a backslash doubled; other characters, UTF-8 included, as they are.
  static func encode(_ line: String) -> String {
    var bytes: [UInt8] = []
    for byte in line.utf8 {
      switch byte {
      case UInt8(ascii: "\\"): bytes += [byte, byte]
      case 0..<0x21, 0x7F:
        let octal = String(byte, radix: 8)
        bytes += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An entry as libedit reads it back (`strunvis`): octal escapes, `\\`, and the C escapes `\n`, `\t`, `\s`.
  static func decode(_ bytes: [UInt8]) -> String {
    var result: [UInt8] = []
    var index = 0
    let isOctal = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        result.append(byte)
        index += 1
        continue
      }
      let next = bytes[index + 1]
      if index + 3 < bytes.count, isOctal(next), isOctal(bytes[index + 2]), isOctal(bytes[index + 3]) {
        let value = (Int(next) - 48) * 64 + (Int(bytes[index + 2]) - 48) * 8 + (Int(bytes[index + 3]) - 48)
        result.append(UInt8(truncatingIfNeeded: value))
        index += 4
        continue
      }
      switch next {
      case UInt8(ascii: "\\"): result.append(next)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "s"): result.append(0x20)
      default: result += [byte, next]
      }
      index += 2
    }
    return String(decoding: result, as: UTF8.self)
  }
}
