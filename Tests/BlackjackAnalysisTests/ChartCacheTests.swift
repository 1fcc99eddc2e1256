import BlackjackAnalysis
import BlackjackEngine
import Foundation
import Testing

/// The chart cache in temporary directories (never the user's `~/.cache`): hits give the analysis's chart, and
/// corrupt, truncated, foreign and unwritable files are ignored.
@Suite("Chart cache")
struct ChartCacheTests {
  /// A temporary directory, removed when the test ends.
  final class Directory {
    let path: String

    init() {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("chart-cache-\(UUID().uuidString)").path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The cache under this directory (created on the first store) for `version`.
    func cache(version: String = "blackjack 0.1.0") -> ChartCache {
      ChartCache(directory: path + "/blackjack", version: version)
    }
  }

  /// Infinite-deck rules: the analysis takes milliseconds even in a debug build.
  static let rules = try! Rules(spec: "INF S17 DAS LS")
  static let otherRules = try! Rules(spec: "INF H17 NDAS NS")

  @Test func standardLocation() {
    let version = "blackjack 0.1.0"
    let xdg = ChartCache(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"], version: version)
    #expect(xdg?.directory == "/x/cache/blackjack")
    // A relative or empty XDG_CACHE_HOME is ignored, as the XDG base directory specification says.
    let relative = ChartCache(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"], version: version)
    #expect(relative?.directory == "/home/u/.cache/blackjack")
    #expect(ChartCache(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/u"], version: version) != nil)
    #expect(ChartCache(environment: ["HOME": "relative"], version: version) == nil)
    #expect(ChartCache(environment: [:], version: version) == nil)
  }

  @Test func missThenHitGivesTheAnalysisChart() throws {
    let directory = Directory()
    let cache = directory.cache()
    let computed = ExactAnalysis(rules: Self.rules).basicStrategy()
    #expect(cache.cachedStrategy(for: Self.rules) == nil)
    #expect(cache.basicStrategy(for: Self.rules) == computed)
    #expect(FileManager.default.fileExists(atPath: cache.path(for: Self.rules)))
    #expect(cache.cachedStrategy(for: Self.rules) == computed)
    // Another convention and other rules are other files.
    #expect(cache.cachedStrategy(for: Self.rules, postSplit: .cdp) == nil)
    #expect(cache.cachedStrategy(for: Self.otherRules) == nil)
    #expect(cache.path(for: Self.rules) != cache.path(for: Self.rules, postSplit: .cdp))
    #expect(cache.basicStrategy(for: Self.otherRules) == ExactAnalysis(rules: Self.otherRules).basicStrategy())
    #expect(cache.cachedStrategy(for: Self.rules) == computed)
  }

  @Test func aHitReadsTheFileInsteadOfComputing() {
    let directory = Directory()
    let cache = directory.cache()
    // A chart the analysis would never give for these rules: only a read of the file can return it.
    let beginner = BasicStrategy()
    #expect(beginner != ExactAnalysis(rules: Self.rules).basicStrategy())
    #expect(cache.store(beginner, for: Self.rules))
    #expect(cache.basicStrategy(for: Self.rules) == beginner)
    #expect(cache.basicStrategy(for: Self.rules) == beginner)
  }

  @Test func canonicalRulesShareAFile() throws {
    let cache = Directory().cache()
    let reordered = try Rules(spec: "ls das s17 inf")
    #expect(cache.path(for: reordered) == cache.path(for: Self.rules))
    let name = cache.path(for: Self.rules).split(separator: "/").last.map(String.init) ?? ""
    #expect(name.allSatisfy { $0.isLetter || $0.isNumber || "-._".contains($0) })
  }

  @Test(arguments: [
    "", "garbage\n", "blackjack-chart 1\n", "\u{0}\u{1}\u{2}\u{FF}",
  ])
  func corruptFilesAreIgnoredAndReplaced(contents: String) throws {
    let directory = Directory()
    let cache = directory.cache()
    try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
    try contents.write(toFile: cache.path(for: Self.rules), atomically: false, encoding: .utf8)
    #expect(cache.cachedStrategy(for: Self.rules) == nil)
    let computed = ExactAnalysis(rules: Self.rules).basicStrategy()
    #expect(cache.basicStrategy(for: Self.rules) == computed)
    #expect(cache.cachedStrategy(for: Self.rules) == computed)
  }

  @Test func truncatedOrEditedFilesAreIgnored() throws {
    let directory = Directory()
    let cache = directory.cache()
    let computed = ExactAnalysis(rules: Self.rules).basicStrategy()
    cache.store(computed, for: Self.rules)
    let path = cache.path(for: Self.rules)
    let whole = try String(contentsOfFile: path, encoding: .utf8)
    var lines = whole.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Every cut short of the whole file, at each line end and mid-line.
    for length in stride(from: 0, to: whole.utf8.count, by: 7) {
      try String(decoding: Array(whole.utf8.prefix(length)), as: UTF8.self).write(
        toFile: path, atomically: false, encoding: .utf8)
      #expect(cache.cachedStrategy(for: Self.rules) == nil, "cut at \(length)")
    }
    // A chart row missing (the file still ends with "end"): a reader would otherwise keep a default row.
    let row = try #require(lines.firstIndex { $0.hasPrefix("H16") })
    lines.remove(at: row)
    try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
    #expect(cache.cachedStrategy(for: Self.rules) == nil)
    // A file for other rules copied onto this name.
    cache.store(computed, for: Self.otherRules)
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(atPath: cache.path(for: Self.otherRules), toPath: path)
    #expect(cache.cachedStrategy(for: Self.rules) == nil)
    // Written back whole, it reads again.
    try whole.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(cache.cachedStrategy(for: Self.rules) == computed)
  }

  @Test func anotherVersionIsIgnoredAndReplaced() {
    let directory = Directory()
    let old = directory.cache(version: "blackjack 0.0.9")
    let current = directory.cache()
    let beginner = BasicStrategy()
    #expect(old.store(beginner, for: Self.rules))
    #expect(old.cachedStrategy(for: Self.rules) == beginner)
    #expect(current.cachedStrategy(for: Self.rules) == nil)
    let computed = ExactAnalysis(rules: Self.rules).basicStrategy()
    #expect(current.basicStrategy(for: Self.rules) == computed)
    #expect(current.cachedStrategy(for: Self.rules) == computed)
    #expect(old.cachedStrategy(for: Self.rules) == nil)
  }

  @Test func anUnwritableDirectoryFallsBackToComputing() throws {
    let directory = Directory()
    try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
    // A regular file where the cache directory should be: nothing can be created under it, even by root.
    #expect(FileManager.default.createFile(atPath: directory.path + "/blackjack", contents: Data("x".utf8)))
    let cache = directory.cache()
    let computed = ExactAnalysis(rules: Self.rules).basicStrategy()
    #expect(!cache.store(computed, for: Self.rules))
    #expect(cache.basicStrategy(for: Self.rules) == computed)
    #expect(cache.cachedStrategy(for: Self.rules) == nil)
  }

  @Test func concurrentWritersNeverShowHalfAFile() async throws {
    let directory = Directory()
    let cache = directory.cache()
    let charts = [BasicStrategy(), BasicStrategy.published, ExactAnalysis(rules: Self.rules).basicStrategy()]
    let seen = await withTaskGroup(of: [BasicStrategy?].self) { group in
      for writer in 0..<6 {
        group.addTask {
          for round in 0..<40 { cache.store(charts[(writer + round) % charts.count], for: Self.rules) }
          return []
        }
      }
      for _ in 0..<2 {
        group.addTask { (0..<200).map { _ in cache.cachedStrategy(for: Self.rules) } }
      }
      var seen: [BasicStrategy?] = []
      for await part in group { seen += part }
      return seen
    }
    // Every read found no file yet or one whole chart that some writer wrote.
    #expect(seen.allSatisfy { $0 == nil || charts.contains($0!) })
    #expect(seen.contains { $0 != nil })
    #expect(cache.cachedStrategy(for: Self.rules).map(charts.contains) == true)
    // No temporary files are left behind.
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.directory)
    #expect(files == [cache.path(for: Self.rules).split(separator: "/").last.map(String.init)!])
  }
}
