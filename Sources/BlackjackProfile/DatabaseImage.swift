/// The bytes of a database as its last committed transaction left it: the file's pages, with the pages of the
/// committed transactions of its write-ahead log (`NAME-wal`) laid over them, as SQLite would read them, but
/// without opening the file through SQLite, so that nothing is created or changed beside it (SQLite reading a
/// database in WAL mode makes a `-shm` file, and an immutable connection would skip the log).
///
/// The log's format is SQLite's (https://www.sqlite.org/fileformat2.html#walformat): a 32-byte header (magic
/// 0x377F0682 or 0x377F0683, version, page size, checkpoint sequence, two salts, two checksums), then frames of a
/// 24-byte header (page number, database size in pages after a commit or 0, the two salts, two checksums) and one
/// page. A frame counts when its salts are the header's and its checksum (a running sum over the header's first
/// 24 bytes and every frame's first 8 bytes and page, in 32-bit words, big-endian when the magic is odd) matches;
/// its page is used only when a commit frame follows it before the first frame that does not count.
struct DatabaseImage {
  /// The database's bytes.
  var bytes: [UInt8]

  /// The file's bytes `file`, with the committed transactions of the log `log` (empty when there is none) applied.
  init(file: [UInt8], log: [UInt8]) {
    bytes = file
    guard log.count >= 32, let magic = Self.word(log, 0), magic & 0xFFFF_FFFE == 0x377F_0682,
      let size = Self.word(log, 8), size >= 512, size <= 65_536, size & (size - 1) == 0
    else { return }
    let bigEndian = magic & 1 == 1
    let pageSize = Int(size)
    var sums = Self.checksum(log[0..<24], bigEndian: bigEndian, from: (0, 0))
    guard sums.0 == Self.word(log, 24), sums.1 == Self.word(log, 28) else { return }
    let salts = (Self.word(log, 16), Self.word(log, 20))
    var pending: [(page: Int, offset: Int)] = []
    var offset = 32
    while offset + 24 + pageSize <= log.count {
      guard Self.word(log, offset + 8) == salts.0, Self.word(log, offset + 12) == salts.1 else { break }
      sums = Self.checksum(log[offset..<offset + 8], bigEndian: bigEndian, from: sums)
      sums = Self.checksum(log[offset + 24..<offset + 24 + pageSize], bigEndian: bigEndian, from: sums)
      guard sums.0 == Self.word(log, offset + 16), sums.1 == Self.word(log, offset + 20),
        let page = Self.word(log, offset), page > 0, let commit = Self.word(log, offset + 4)
      else { break }
      pending.append((Int(page), offset + 24))
      if commit > 0 {
        // A commit: its pages and those before it are the database now, `commit` pages long.
        for (page, start) in pending {
          let end = page * pageSize
          if bytes.count < end { bytes += [UInt8](repeating: 0, count: end - bytes.count) }
          bytes.replaceSubrange(end - pageSize..<end, with: log[start..<start + pageSize])
        }
        pending = []
        let length = Int(commit) * pageSize
        if bytes.count > length { bytes.removeLast(bytes.count - length) }
        if bytes.count < length { bytes += [UInt8](repeating: 0, count: length - bytes.count) }
      }
      offset += 24 + pageSize
    }
  }

  /// The big-endian 32-bit word at `offset`, or `nil` past the end.
  private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// SQLite's log checksum of `bytes` (a multiple of 8 long) continued from `sums`.
  private static func checksum(
    _ bytes: ArraySlice<UInt8>, bigEndian: Bool, from sums: (UInt32, UInt32)
  ) -> (UInt32, UInt32) {
    var (first, second) = sums
    var index = bytes.startIndex
    func next() -> UInt32 {
      let word = bytes[index..<index + 4]
      index += 4
      return bigEndian ? word.reduce(0) { $0 << 8 | UInt32($1) } : word.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
    while index + 8 <= bytes.endIndex {
      first = first &+ next() &+ second
      second = second &+ next() &+ first
    }
    return (first, second)
  }
}
