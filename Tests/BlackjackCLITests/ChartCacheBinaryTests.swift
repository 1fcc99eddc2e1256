import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `blackjack simulate` with the chart cache in temporary directories: processes at once, an unwritable cache.
@Suite("The blackjack binary's chart cache")
struct ChartCacheBinaryTests {
  /// A started `blackjack` with its output collected.
  final class Running {
    let process = Process()
    let stdout = Pipe()
    let stderr = Pipe()

    init(_ arguments: [String], cache: String) throws {
      process.executableURL = BinaryTests.productsDirectory.appendingPathComponent("blackjack")
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["XDG_CACHE_HOME"] = cache
      process.environment = environment
      process.standardOutput = stdout
      process.standardError = stderr
      try process.run()
    }

    /// Waits for the end: the exit status, standard output without its `Speed:` line (the one line that differs
    /// between runs of one seed), and standard error.
    func finish() -> (status: Int32, output: String, errors: String) {
      let output = stdout.fileHandleForReading.readDataToEndOfFile()
      let errors = stderr.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("Speed:") }
      return (process.terminationStatus, lines.joined(separator: "\n"), String(decoding: errors, as: UTF8.self))
    }
  }

  static let arguments = ["simulate", "--rules", "2D H17 DAS", "--rounds", "20000", "--seed", "5", "--threads", "1"]

  @Test("two processes at once fill one cache; a third reads it; an unwritable cache changes nothing")
  func processesAtOnce() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("chart-cache-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    // A regular file as XDG_CACHE_HOME: the cache directory cannot be made, so the chart is computed each time.
    let blocked = root + "/blocked"
    #expect(FileManager.default.createFile(atPath: blocked, contents: Data()))
    let uncached = try Running(Self.arguments, cache: blocked).finish()
    #expect(uncached.status == 0)
    #expect(uncached.errors == "")
    #expect(uncached.output.contains("Simulated 20,000 rounds"))

    let first = try Running(Self.arguments, cache: root + "/cache")
    let second = try Running(Self.arguments, cache: root + "/cache")
    let runs = [first.finish(), second.finish()]
    for run in runs {
      #expect(run.status == 0)
      #expect(run.errors == "")
      #expect(run.output == uncached.output)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: root + "/cache/blackjack")
    #expect(files.count == 1)
    #expect(files.first?.hasSuffix(".chart") == true)
    #expect(files.first?.hasPrefix(".") == false)

    let third = try Running(Self.arguments, cache: root + "/cache").finish()
    #expect(third.output == uncached.output)
    // A corrupt file is replaced, with the same output.
    let path = root + "/cache/blackjack/" + files[0]
    try "blackjack-chart 1\ngarbage".write(toFile: path, atomically: false, encoding: .utf8)
    let fourth = try Running(Self.arguments, cache: root + "/cache").finish()
    #expect(fourth.output == uncached.output)
    #expect(fourth.errors == "")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("\nend\n"))
  }

  @Test("a FIFO or a device where the chart belongs is left as it is: simulate computes the chart and never waits")
  func specialFileInTheCache() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("chart-cache-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The cache's file name, from a first run into a cache of its own.
    let first = try Running(Self.arguments, cache: root + "/first").finish()
    #expect(first.status == 0)
    let name = try #require(try FileManager.default.contentsOfDirectory(atPath: root + "/first/blackjack").first)
    for special in ["fifo", "device"] {
      let directory = root + "/" + special + "/blackjack"
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      if special == "fifo" {
        #expect(mkfifo(directory + "/" + name, 0o600) == 0)
      } else {
        try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: "/dev/null")
      }
      let run = try Running(Self.arguments, cache: root + "/" + special)
      let deadline = Date().addingTimeInterval(120)
      while run.process.isRunning && Date() < deadline { usleep(50_000) }
      guard !run.process.isRunning else {
        kill(run.process.processIdentifier, SIGKILL)
        Issue.record("\(special): simulate still running 120 s later")
        continue
      }
      let result = run.finish()
      #expect(result.status == 0 && result.errors == "", "\(special): \(result.errors)")
      #expect(result.output == first.output, "\(special)")
      var status = stat()
      #expect(lstat(directory + "/" + name, &status) == 0)
      #expect(status.st_mode & S_IFMT == (special == "fifo" ? S_IFIFO : S_IFLNK), "\(special): the file was replaced")
    }
  }

  @Test(
    "a command line refused for any option leaves the cache as it was: nothing computed or stored first",
    arguments: [
      ["--side-bets", "foo"], ["--count", "foo"], ["--ramp", "foo"], ["--count", "hilo", "--spread", "5-1"],
      ["--count", "hilo", "--indices", "foo"], ["--count", "hilo", "--spots", "9"],
      ["--count", "hilo", "--bets", "--ror", "200"], ["--count", "hilo", "--bets", "--kelly", "2"],
    ])
  func refusedOptionsLeaveTheCache(_ options: [String]) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("chart-cache-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try Running(Self.arguments + options, cache: root).finish()
    #expect([1, 2].contains(result.status), "\(options): \(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1, "\(options): \(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: root), "\(options): the cache was made")
  }
}
