import Foundation
import Testing

@testable import BlackjackText

#if canImport(Glibc)
  import Glibc
#endif

@Suite("OutputFile: whole files or none")
struct OutputFileTests {
  /// A fresh empty directory for one test.
  func directory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  func contents(_ path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? []
  }

  @Test("writes the text, and leaves no temporary file beside it")
  func writes() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = String(repeating: "<p>ünïcode ≥ 1</p>\n", count: 10_000)
    let file = try OutputFile.create(folder + "/page.html", replacing: false)
    #expect(!FileManager.default.fileExists(atPath: folder + "/page.html"), "nothing at the name before the commit")
    try file.commit(text)
    #expect(try String(contentsOfFile: folder + "/page.html", encoding: .utf8) == text)
    #expect(contents(folder) == ["page.html"])
  }

  @Test("an existing file is refused unless replacing, and is then replaced whole")
  func existing() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/page.html"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: OutputFileError(description: "'\(path)' exists; add --force to replace it")) {
      try OutputFile.create(path, replacing: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    try OutputFile.create(path, replacing: true).commit("new")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(contents(folder) == ["page.html"])
  }

  @Test("a file that appears between create and commit is not overwritten without replacing")
  func appearedMeanwhile() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/part.json"
    let file = try OutputFile.create(path, replacing: false)
    try "theirs".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: OutputFileError(description: "'\(path)' exists; add --force to replace it")) {
      try file.commit("mine")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs")
    #expect(contents(folder) == ["part.json"])
  }

  @Test("an abandoned file leaves nothing behind")
  func abandoned() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      let file = try OutputFile.create(folder + "/page.html", replacing: false)
      #expect(contents(folder).count == 1, "the temporary file is reserved at once")
      file.abandon()
    }
    _ = try OutputFile.create(folder + "/other.html", replacing: false)  // released at once: deinit abandons
    #expect(contents(folder).isEmpty)
  }

  @Test("a missing directory or a directory in the way: one line saying so, and nothing written")
  func unwritable() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let missing = folder + "/no/such/page.html"
    #expect(throws: OutputFileError(description: "cannot write '\(missing)': No such file or directory")) {
      try OutputFile.create(missing, replacing: true)
    }
    #expect(throws: OutputFileError(description: "'\(folder)' is a directory; give a file name")) {
      try OutputFile.create(folder, replacing: true)
    }
    #expect(contents(folder).isEmpty)
  }

  @Test("a bare file name is in the current directory")
  func directoryOfPath() {
    #expect(OutputFile.directory(of: "page.html") == ".")
    #expect(OutputFile.directory(of: "/page.html") == "/")
    #expect(OutputFile.directory(of: "out/reports/page.html") == "out/reports")
  }
}

/// What is at a path decides how it is written: only a regular file is replaced (issue 28, item 6), and no
/// temporary file outlives its writer (item 9).
@Suite("OutputFile: links, FIFOs, devices, sockets and stale temporary files")
struct OutputFileKindsTests {
  func directory() throws -> String { try OutputFileTests().directory() }

  func names(_ path: String) -> [String] { OutputFileTests().contents(path) }

  func type(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  @Test("a symbolic link is followed: its target is replaced, the link stays; one to nothing creates its target")
  func symbolicLinks() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
    try "old".write(toFile: folder + "/real/page.html", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/page.html", withDestinationPath: "real/page.html")
    #expect(throws: OutputFileError(description: "'\(folder)/page.html' exists; add --force to replace it")) {
      try OutputFile.create(folder + "/page.html", replacing: false)
    }
    try OutputFile.create(folder + "/page.html", replacing: true).commit("new")
    #expect(type(folder + "/page.html") == S_IFLNK)
    #expect(try String(contentsOfFile: folder + "/real/page.html", encoding: .utf8) == "new")
    #expect(names(folder) == ["page.html", "real"])
    #expect(names(folder + "/real") == ["page.html"])
    // A link to nothing: refused without replacing (its name is taken), its target created with.
    try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "real/new.json")
    #expect(throws: OutputFileError(description: "'\(folder)/dangling' exists; add --force to replace it")) {
      try OutputFile.create(folder + "/dangling", replacing: false)
    }
    try OutputFile.create(folder + "/dangling", replacing: true).commit("{}")
    #expect(type(folder + "/dangling") == S_IFLNK)
    #expect(try String(contentsOfFile: folder + "/real/new.json", encoding: .utf8) == "{}")
    // A loop of links is refused.
    try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: "loop")
    #expect(throws: OutputFileError.self) { try OutputFile.create(folder + "/loop", replacing: true) }
    #expect(type(folder + "/loop") == S_IFLNK)
  }

  @Test("a FIFO is written in place, with or without replacing, when its reader comes", arguments: [false, true])
  func fifo(replacing: Bool) throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    let file = try OutputFile.create(fifo, replacing: replacing)
    let reader = Thread {
      let handle = FileHandle(forReadingAtPath: fifo)
      let data = handle?.readDataToEndOfFile() ?? Data()
      FIFOReader.text = String(decoding: data, as: UTF8.self)
    }
    reader.start()
    try file.commit("through the pipe\n")
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
    #expect(FIFOReader.text == "through the pipe\n")
    #expect(type(fifo) == S_IFIFO)
    #expect(names(folder) == ["fifo"])
  }

  @Test("a character device is written in place and stays a device")
  func characterDevice() throws {
    let file = try OutputFile.create("/dev/null", replacing: true)
    try file.commit("nothing")
    #expect(type("/dev/null") == S_IFCHR)
  }

  @Test("a socket, a block device or a directory is refused, replacing or not")
  func refused() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let socket = folder + "/socket"
    let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in socket.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    for replacing in [false, true] {
      #expect(
        throws: OutputFileError(
          description: "'\(socket)' is a socket; only a regular file is replaced (a FIFO or a character device is "
            + "written in place)")
      ) { try OutputFile.create(socket, replacing: replacing) }
      #expect(throws: OutputFileError(description: "'\(folder)' is a directory; give a file name")) {
        try OutputFile.create(folder, replacing: replacing)
      }
    }
    #expect(type(socket) == S_IFSOCK)
    #expect(names(folder) == ["socket"])
    // A block device, where there is one (/dev/loop0 exists on most Linux machines).
    let block = ["/dev/loop0", "/dev/vda", "/dev/sda"].first { type($0) == S_IFBLK }
    if let block {
      #expect(throws: OutputFileError.self) { try OutputFile.create(block, replacing: true) }
      #expect(type(block) == S_IFBLK)
    }
  }

  @Test("a temporary file whose writer died is removed by the next write of the same file; a held one is kept")
  func staleTemporaryFiles() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A process that has ended: its id names nobody (or, if reused at once, somebody; then the lock decides after
    // the grace period, which this test does not wait for).
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let dead = ended.processIdentifier
    let stale = folder + "/.part.json.\(dead).12345.tmp"
    try "half".write(toFile: stale, atomically: false, encoding: .utf8)
    // Another file's, and names that only look like temporary files: left alone.
    let others = [".other.json.\(dead).1.tmp", ".part.json.x.1.tmp", ".part.json.\(dead).tmp", "part.json.1.2.tmp"]
    for name in others { try "x".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
    // A temporary file held by a live writer (this process, on another open file): kept.
    let held = folder + "/.part.json.\(dead).999.tmp"
    try "held".write(toFile: held, atomically: false, encoding: .utf8)
    let holder = open(held, O_RDONLY)
    defer { close(holder) }
    try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
    try OutputFile.create(folder + "/part.json", replacing: false).commit("whole")
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: held))
    #expect(names(folder) == (others + [".part.json.\(dead).999.tmp", "part.json"]).sorted())
  }

  @Test("a temporary file named after a live process and just made is kept even when unlocked (it is being made)")
  func youngTemporaryFileOfALiveProcess() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let young = folder + "/.part.json.\(getpid()).7.tmp"
    try "new".write(toFile: young, atomically: false, encoding: .utf8)
    try OutputFile.create(folder + "/part.json", replacing: false).commit("whole")
    #expect(FileManager.default.fileExists(atPath: young))
  }

  @Test("the temporary file is locked while it exists: another writer's sweep leaves it")
  func ownTemporaryFileIsHeld() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try OutputFile.create(folder + "/part.json", replacing: true)
    let second = try OutputFile.create(folder + "/part.json", replacing: true)
    #expect(names(folder).filter { $0.hasSuffix(".tmp") }.count == 2)
    try first.commit("first")
    try second.commit("second")
    #expect(names(folder) == ["part.json"])
    #expect(try String(contentsOfFile: folder + "/part.json", encoding: .utf8) == "second")
  }

  @Test("one file under different names is the same file; two files are not")
  func sameFile() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
    #expect(PathName.sameFile(folder + "/a", folder + "/./a"))
    #expect(PathName.sameFile(folder + "/a", folder + "/sub/../a"))
    #expect(PathName.sameFile(folder + "/a", folder + "//a"))
    #expect(!PathName.sameFile(folder + "/a", folder + "/b"))
    #expect(!PathName.sameFile(folder + "/a", folder + "/sub/a"))
    try "x".write(toFile: folder + "/a", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "a")
    try #require(link(folder + "/a", folder + "/hard") == 0)
    try FileManager.default.createSymbolicLink(atPath: folder + "/to-new", withDestinationPath: "sub/new")
    #expect(PathName.sameFile(folder + "/a", folder + "/link"))
    #expect(PathName.sameFile(folder + "/hard", folder + "/link"))
    #expect(PathName.sameFile(folder + "/to-new", folder + "/sub/new"))
    #expect(!PathName.sameFile(folder + "/to-new", folder + "/a"))
    #expect(!PathName.sameFile(folder + "/no/such/a", folder + "/no/such/b"))
    #expect(PathName.sameFile(folder + "/no/such/a", folder + "/no/such/a"))
  }

  @Test("temporary names: the process id is read from the writer's own pattern only")
  func temporaryNames() {
    #expect(TemporaryFile.processID(inName: ".part.json.123.456.tmp", of: "part.json") == 123)
    #expect(TemporaryFile.processID(inName: ".part.json.123.456.tmp", of: "part") == nil)
    #expect(TemporaryFile.processID(inName: ".part.json.0.456.tmp", of: "part.json") == nil)
    #expect(TemporaryFile.processID(inName: ".part.json.12a.456.tmp", of: "part.json") == nil)
    #expect(TemporaryFile.processID(inName: ".part.json.123.tmp", of: "part.json") == nil)
    #expect(TemporaryFile.processID(inName: ".part.json.123.456.tmpx", of: "part.json") == nil)
    #expect(TemporaryFile.processID(inName: ".a.b.1.2.tmp", of: "a.b") == 1)
    let path = TemporaryFile.newPath(beside: "/some/dir/page.html")
    #expect(path.hasPrefix("/some/dir/.page.html.\(getpid())."))
    #expect(TemporaryFile.processID(inName: PathName.name(of: path), of: "page.html") == getpid())
  }
}

/// What the FIFO test's reader read.
private enum FIFOReader {
  nonisolated(unsafe) static var text = ""
}
