import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `blackjack` writing and reading files that are not plain files, stopped by signals while it writes,
/// and given every numeric option at its limits (issue 28, items 6 to 9, 11 and 12).
@Suite("The blackjack binary and its files")
struct FileBinaryTests {
  /// A fresh directory, removed (with anything the test left in it) when the test ends.
  final class Directory {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("blackjack-files-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
    /// The names in the directory, sorted, hidden ones included.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
  }

  /// A running `blackjack`, killed by its process id if still running when the test is done with it.
  final class Launched {
    let process = Process()
    let output = Pipe()
    let errors = Pipe()

    /// Starts `blackjack arguments` with a chart cache of its own in `cache` (so that its first moments are spent
    /// working out the basic strategy, not reading it).
    init(_ arguments: [String], cache: String? = nil) throws {
      process.executableURL = BinaryTests.productsDirectory.appendingPathComponent("blackjack")
      process.arguments = arguments
      var environment = BinaryTests.environment
      if let cache { environment["XDG_CACHE_HOME"] = cache }
      process.environment = environment
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = errors
      try process.run()
    }

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Sends `signal` after `seconds`.
    func signal(_ signal: Int32, after seconds: Double) {
      Thread.sleep(forTimeInterval: seconds)
      kill(process.processIdentifier, signal)
    }

    /// Waits at most `timeout` seconds for the end (then kills it); its exit status (128 + the signal for a process
    /// ended by one), output and errors, or `nil` if it had to be killed.
    func finish(timeout: Double = 60) -> (status: Int32, output: String, errors: String)? {
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
      let timedOut = process.isRunning
      if timedOut { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      let output = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let errors = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      if timedOut { return nil }
      let status =
        process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
      return (status, output, errors)
    }
  }

  /// What a reader thread received.
  final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Data()
    func set(_ data: Data) { lock.withLock { value = data } }
    var data: Data { lock.withLock { value } }
  }

  /// The file type of `path` (not following a final symbolic link): `S_IFREG`, `S_IFLNK`, `S_IFIFO`, …
  static func type(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  /// Binds a Unix socket at `path` and returns its descriptor.
  static func socket(at path: String) throws -> Int32 {
    let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0, "bind \(path): \(String(cString: strerror(errno)))")
    return descriptor
  }

  static let part = ["simulate", "--rounds", "1000", "--seed", "1", "--threads", "1"]

  // MARK: - Item 6: --force replaces only regular files

  @Test("--out /dev/stdout writes the part in place, on standard output")
  func standardOutput() throws {
    let run = try BinaryTests.blackjack(Self.part + ["--out", "/dev/stdout"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("\"format\" : \"blackjack-simulation-part\""))
    #expect(run.output.hasSuffix("written to /dev/stdout\n"))
  }

  @Test("--force through a symbolic link replaces its target and leaves the link a link", arguments: [false, true])
  func symbolicLink(relative: Bool) throws {
    let directory = try Directory()
    try "old".write(toFile: directory.file("target.json"), atomically: false, encoding: .utf8)
    let target = relative ? "target.json" : directory.file("target.json")
    try FileManager.default.createSymbolicLink(atPath: directory.file("link.json"), withDestinationPath: target)
    let refused = try BinaryTests.blackjack(Self.part + ["--out", directory.file("link.json")])
    #expect(refused.status == 1)
    #expect(refused.errors == "blackjack: --out: '\(directory.file("link.json"))' exists; add --force to replace it\n")
    let run = try BinaryTests.blackjack(Self.part + ["--out", directory.file("link.json"), "--force"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(Self.type(directory.file("link.json")) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("link.json")) == target)
    #expect(Self.type(directory.file("target.json")) == S_IFREG)
    #expect(try String(contentsOfFile: directory.file("target.json"), encoding: .utf8).contains("simulation-part"))
    #expect(directory.names == ["link.json", "target.json"])
    let report = try BinaryTests.blackjack(Self.part + ["--report", directory.file("link.json"), "--force"])
    #expect(report.status == 0, "\(report.errors)")
    #expect(Self.type(directory.file("link.json")) == S_IFLNK)
    #expect(try String(contentsOfFile: directory.file("target.json"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }

  @Test("--force onto a FIFO writes into it in place: the FIFO stays a FIFO")
  func fifo() throws {
    let directory = try Directory()
    let fifo = directory.file("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let received = Received()
    let reader = Thread {
      let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
      received.set(data)
    }
    reader.start()
    let run = try Launched(Self.part + ["--out", fifo, "--force"]).finish(timeout: 30)
    #expect(run?.status == 0, "\(run?.errors ?? "timed out")")
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
    #expect(String(decoding: received.data, as: UTF8.self).contains("\"format\" : \"blackjack-simulation-part\""))
    #expect(Self.type(fifo) == S_IFIFO)
    #expect(directory.names == ["fifo"])
  }

  @Test("--force onto a character device writes into it: the device stays a device")
  func characterDevice() throws {
    let directory = try Directory()
    // As root, a null device of the test's own (never the system's /dev/null, which an old binary would replace);
    // otherwise /dev/null, which a user cannot replace anyway.
    var device = directory.file("null")
    // Device 1:3 (the null device) in glibc's encoding of a device number: major << 8 | minor.
    if mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, case let descriptor = open(device, O_WRONLY),
      descriptor >= 0
    {
      close(descriptor)
    } else {
      device = "/dev/null"  // not root, or a file system mounted nodev
    }
    for arguments in [["--out", device, "--force"], ["--report", device, "--force"], ["--out", device]] {
      let run = try BinaryTests.blackjack(Self.part + arguments)
      #expect(run.status == 0, "\(arguments): \(run.errors)")
      #expect(Self.type(device) == S_IFCHR)
    }
    #expect(directory.names.filter { $0.hasPrefix(".") }.isEmpty)
  }

  @Test("a socket or a directory is refused in one line, with or without --force, and left as it was")
  func socketAndDirectory() throws {
    let directory = try Directory()
    let socket = directory.file("socket")
    let descriptor = try Self.socket(at: socket)
    defer { close(descriptor) }
    try FileManager.default.createDirectory(atPath: directory.file("folder"), withIntermediateDirectories: false)
    for (path, what) in [(socket, "a socket"), (directory.file("folder"), "a directory")] {
      for force in [[], ["--force"]] {
        for option in ["--out", "--report"] {
          let run = try BinaryTests.blackjack(Self.part + [option, path] + force)
          #expect(run.status == 1, "\(path) \(option) \(force)")
          #expect(run.errors.hasPrefix("blackjack: \(option): '\(path)' is \(what)"), "\(run.errors)")
          #expect(run.errors.filter { $0 == "\n" }.count == 1)
        }
      }
    }
    #expect(Self.type(socket) == S_IFSOCK)
    #expect(Self.type(directory.file("folder")) == S_IFDIR)
    #expect(directory.names == ["folder", "socket"])
  }

  // MARK: - Item 12: one file under two names

  @Test("--out and --report naming one file, however spelt, are refused before anything is written")
  func sameFile() throws {
    let directory = try Directory()
    try FileManager.default.createDirectory(atPath: directory.file("sub"), withIntermediateDirectories: false)
    let spellings: [(String, String)] = [
      (directory.file("x.json"), directory.file("x.json")),
      (directory.file("x.json"), directory.path + "/./x.json"),
      (directory.file("x.json"), directory.path + "/sub/../x.json"),
      (directory.file("x.json"), directory.path + "//x.json"),
    ]
    for (out, report) in spellings {
      let run = try BinaryTests.blackjack(Self.part + ["--out", out, "--report", report])
      #expect(run.status == 2, "\(out) \(report)")
      #expect(run.errors == "blackjack: --out and --report name the same file ('\(out)' and '\(report)'); give two\n")
      #expect(directory.names == ["sub"])
    }
    // A symbolic link and a hard link to an existing file are the same file too, even with --force.
    try "old".write(toFile: directory.file("x.json"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: directory.file("alias.json"), withDestinationPath: "x.json")
    try #require(link(directory.file("x.json"), directory.file("hard.json")) == 0)
    for alias in ["alias.json", "hard.json"] {
      let run = try BinaryTests.blackjack(
        Self.part + ["--out", directory.file("x.json"), "--report", directory.file(alias), "--force"])
      #expect(run.status == 2, "\(alias)")
      #expect(run.errors.contains("name the same file"))
      #expect(try String(contentsOfFile: directory.file("x.json"), encoding: .utf8) == "old")
    }
    #expect(directory.names == ["alias.json", "hard.json", "sub", "x.json"])
  }

  // MARK: - Item 8: merge of a FIFO

  @Test("merge of a FIFO, a device or a socket returns at once with one line, exit 1")
  func mergeFIFO() throws {
    let directory = try Directory()
    let fifo = directory.file("part.json")
    try #require(mkfifo(fifo, 0o600) == 0)
    let socket = directory.file("socket")
    let descriptor = try Self.socket(at: socket)
    defer { close(descriptor) }
    for (path, what) in [(fifo, "a FIFO"), ("/dev/zero", "a character device"), (socket, "a socket")] {
      let started = Date()
      let run = try Launched(["merge", path]).finish(timeout: 10)
      #expect(run != nil, "merge \(path) was still running after 10 s")
      #expect(Date().timeIntervalSince(started) < 5)
      #expect(run?.status == 1)
      #expect(
        run?.errors.hasPrefix("blackjack: '\(path)' is \(what), not a regular file") == true, "\(run?.errors ?? "")")
      #expect(run?.errors.filter { $0 == "\n" }.count == 1)
    }
  }

  // MARK: - Item 12: unreadable files are a runtime error

  @Test("a file that cannot be read gets exit status 1 wherever it is named: --chart, --indices, a merge part")
  func unreadableFiles() throws {
    let directory = try Directory()
    let fifo = directory.file("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    for path in [directory.file("missing"), directory.path, fifo] {
      for arguments in [
        ["odds", "--chart", path], ["simulate", "--rounds", "1000", "--count", "hilo", "--indices", path],
        ["strategy", "--format", "svg", "--count", "hilo", "--indices", path], ["merge", path],
      ] {
        guard let run = try Launched(arguments).finish(timeout: 10) else {
          Issue.record("\(arguments) was still running after 10 s")
          continue
        }
        #expect(run.status == 1, "\(arguments): \(run.errors)")
        #expect(run.errors.filter { $0 == "\n" }.count == 1, "\(arguments): \(run.errors)")
        #expect(run.errors.contains("'\(path)'"), "\(arguments): \(run.errors)")
      }
    }
  }

  // MARK: - Item 9: no temporary file outlives its process

  /// The temporary files `blackjack` writes beside `name` in `directory`.
  static func temporaryFiles(_ directory: Directory) -> [String] {
    directory.names.filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
  }

  @Test(
    "a signal in simulate's first moments, before the run, leaves no temporary file",
    arguments: [SIGINT, SIGTERM, SIGHUP], [0.03, 0.08])
  func signalBeforeTheRun(signal: Int32, seconds: Double) throws {
    let directory = try Directory()
    // A chart cache of its own, empty: the first ~0.15 s are spent working out the basic strategy, after --out and
    // --report have reserved their files.
    let launched = try Launched(
      Self.part + ["--out", directory.file("part.json"), "--report", directory.file("page.html")],
      cache: directory.file("cache"))
    launched.signal(signal, after: seconds)
    let run = try #require(launched.finish())
    #expect(run.status == 0 || run.status == 128 + signal, "\(run.errors)")
    #expect(Self.temporaryFiles(directory).isEmpty, "\(directory.names)")
  }

  @Test("SIGHUP stops simulate as SIGTERM does: the partial part is written, exit 129, no temporary file")
  func hangUp() throws {
    let directory = try Directory()
    let launched = try Launched([
      "simulate", "--rules", "INF", "--rounds", "1e12", "--seed", "1", "--threads", "1", "--out",
      directory.file("part.json"),
    ])
    launched.signal(SIGHUP, after: 1.5)
    let run = try #require(launched.finish())
    #expect(run.status == 129, "\(run.errors)")
    #expect(run.output.contains("stopped early) written to"))
    #expect(directory.names == ["part.json"])
  }

  @Test("indices --out stopped by a signal leaves no temporary file", arguments: [SIGINT, SIGTERM, SIGHUP])
  func indicesStopped(signal: Int32) throws {
    let directory = try Directory()
    let launched = try Launched([
      "indices", "--rules", "1D S17 DAS LS", "--plays", "fab4", "--samples", "2000", "--rounds", "4M", "--seed",
      "2", "--threads", "1", "--out", directory.file("fab4.txt"),
    ])
    launched.signal(signal, after: 0.5)
    let run = try #require(launched.finish())
    #expect(run.status == 128 + signal)
    #expect(Self.temporaryFiles(directory).isEmpty, "\(directory.names)")
  }

  @Test("a temporary file left by a SIGKILL is removed by the next run that writes the same file")
  func killedThenRerun() throws {
    let directory = try Directory()
    let out = directory.file("part.json")
    let launched = try Launched([
      "simulate", "--rules", "INF", "--rounds", "1e12", "--seed", "1", "--threads", "1", "--out", out,
    ])
    launched.signal(SIGKILL, after: 1)
    _ = launched.finish()
    #expect(Self.temporaryFiles(directory).count == 1, "the kill leaves the temporary file: \(directory.names)")
    let rerun = try BinaryTests.blackjack(Self.part + ["--out", out])
    #expect(rerun.status == 0, "\(rerun.errors)")
    #expect(directory.names == ["part.json"])
  }

  // MARK: - Item 11: every accepted value runs

  @Test(
    "large bets that overflowed 64-bit sums run to the end",
    arguments: [
      ["--count", "hilo", "--table-min", "100000", "--rounds", "100k"],
      ["--count", "hilo", "--ramp", "1:100000", "--rounds", "1M"],
    ])
  func largeBets(arguments: [String]) throws {
    let run = try BinaryTests.blackjack(["simulate", "--seed", "1", "--threads", "1"] + arguments)
    #expect(run.status == 0, "\(run.errors.prefix(300))")
    #expect(run.output.contains("EV per round:"))
  }

  /// Every numeric option of every command at the ends of what it accepts (the most expensive ones with a shard
  /// or a count that keeps the run short): each runs to exit 0.
  static let limits: [[String]] = [
    ["simulate", "--rounds", "1", "--seed", "0"],
    ["simulate", "--rounds", "1e12", "--shard", "1000000/1000000", "--seed", "18446744073709551615", "--out", "OUT"],
    ["simulate", "--rounds", "2000", "--seed", "1", "--threads", "256"],
    ["simulate", "--rounds", "20k", "--seed", "1", "--threads", "1", "--bet", "1000000"],
    ["simulate", "--rounds", "20k", "--seed", "1", "--bet", "1000000", "--side-bets", "21+3 pp ll"],
    [
      "simulate", "--rounds", "20k", "--seed", "1", "--count", "hilo", "--table-min", "1000000", "--table-max",
      "1000000", "--bankroll", "1000000000",
    ],
    [
      "simulate", "--rounds", "20k", "--seed", "1", "--count", "hilo", "--spread", "1-1000000", "--spots", "3",
      "--seats", "6", "--seat", "7", "--bankroll", "1",
    ],
    [
      "simulate", "--rounds", "20k", "--seed", "1", "--count", "ko", "--ramp",
      "-9223372036854775808:1 9223372036854775807:1000000", "--spots", "-9223372036854775808:2 9223372036854775807:3",
      "--wong-in", "30", "--wong-out", "-30", "--table-max", "1",
    ],
    [
      "simulate", "--rounds", "20k", "--seed", "1", "--count", "hilo", "--wong-in", "-30", "--spots", "1:3",
      "--rules", "8D H17 DAS SPL4 RSA 6:5 ENHC", "--ramp", "1:1000000",
    ],
    [
      "simulate", "--rounds", "2000", "--seed", "1", "--count", "hilo", "--ramp", "1:1000000", "--report", "PAGE",
      "--report-rounds", "1", "--bankroll", "1000000000",
    ],
    ["deck", "--decks", "1", "--draw", "0", "--seed", "0"],
    ["deck", "--decks", "8", "--draw", "416", "--seed", "18446744073709551615"],
  ]

  @Test("every numeric option at its limits runs", arguments: limits)
  func optionLimits(arguments: [String]) throws {
    let directory = try Directory()
    let arguments = arguments.map {
      $0 == "OUT" ? directory.file("part.json") : $0 == "PAGE" ? directory.file("p.html") : $0
    }
    let run = try BinaryTests.blackjack(arguments)
    #expect(run.status == 0, "\(arguments): \(run.errors.prefix(300))")
    #expect(Self.temporaryFiles(directory).isEmpty)
  }

  // MARK: - Item 12: small ones

  @Test("a bad --profile name: exit 2, one line, its control characters escaped", arguments: ["play", "history"])
  func badProfileName(command: String) throws {
    let directory = try Directory()
    let run = try BinaryTests.blackjack([command, "--profile", "bad\nname\u{1B}[31m", "--db", directory.file("p.db")])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "blackjack: --profile: 'bad\\nname\\u{1B}[31m' is not a profile name; use 1 to 40 letters, digits, '-', '_' or '.'\n"
    )
    #expect(directory.names.isEmpty)
  }

  @Test(
    "history --since refuses a date that is not on the calendar",
    arguments: [
      "2026-13-45", "9999-99-99", "2026-02-29", "2026-04-31", "2026-00-10", "2026-12-01junk", "2026-12-01T24:00",
    ])
  func impossibleDates(date: String) throws {
    let run = try BinaryTests.blackjack(["history", "--since", date])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "blackjack: --since expects a date on the calendar such as 2026-12-01 (or a time such as 2026-12-01T10:00, "
        + "UTC), got '\(date)'\n")
  }

  @Test("a flat, losing counter's c-SCORE and N0 are not printed as positive numbers")
  func losingScore() throws {
    let text = try BinaryTests.blackjack(["simulate", "--count", "hilo", "--rounds", "200k", "--seed", "1"])
    #expect(text.status == 0)
    let line = try #require(text.output.split(separator: "\n").first { $0.hasPrefix("DI, c-SCORE, N0:") })
    #expect(line.hasPrefix("DI, c-SCORE, N0:   -"))
    #expect(line.hasSuffix(", —, — (the game loses)"), "\(line)")
    let json = try BinaryTests.blackjack(["simulate", "--count", "hilo", "--rounds", "200k", "--seed", "1", "--json"])
    let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as! [String: Any]
    let counting = try #require(report["counting"] as? [String: Any])
    #expect((counting["di"] as? Double).map { $0 < 0 } == true)
    #expect(counting["cScore"] is NSNull)
    #expect(counting["n0"] is NSNull)
    #expect(counting["scoreNote"] as? String == "the game loses")
  }
}

extension FileBinaryTests {
  @Test("--out /dev/stdout with standard output redirected to a file writes into it, and replaces nothing")
  func standardOutputToAFile() throws {
    let directory = try Directory()
    let run = try BinaryTests.blackjack(
      Self.part + ["--out", "/dev/stdout"], redirect: ">'\(directory.file("out.json"))'")
    #expect(run.status == 0, "\(run.errors)")
    let text = try String(contentsOfFile: directory.file("out.json"), encoding: .utf8)
    #expect(text.contains("\"format\" : \"blackjack-simulation-part\""))
    #expect(text.hasSuffix("written to /dev/stdout\n"))
    #expect(directory.names == ["out.json"])
  }
}
