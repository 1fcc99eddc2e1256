import BlackjackEngine
import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Basic-strategy charts kept on disk, so that a command does not redo the exact analysis (a fifth of a second for a
/// six-deck shoe) for rules it has seen before.
///
/// One file per chart, named after the rules and the post-split convention, in ``directory`` (by default
/// `$XDG_CACHE_HOME/blackjack`, or `~/.cache/blackjack`). A file starts with a header naming the format, the program
/// version and build that wrote it, the canonical rules and the convention; then the chart in the notation of
/// ``BasicStrategy/chart``; then `end`. A file whose header does not match exactly, or whose chart is not the full
/// 38 rows in canonical form, is ignored and replaced by a freshly computed chart. Files are written whole or not at
/// all (a temporary file renamed into place), so concurrent writers are safe and a reader never sees half a file.
///
/// The cache never fails a command: an unreadable or unwritable directory means the chart is computed each time.
public struct ChartCache: Sendable {
  /// The version of the file layout; files of another layout are ignored.
  static let formatVersion = 1

  /// The directory the charts are kept in.
  public let directory: String
  /// The program and version writing and reading the files, such as "blackjack 0.1.0"; a file written by another
  /// version (or another build of it, see ``build``) is ignored.
  public let version: String

  /// A cache of charts in `directory` (created when a chart is first stored), for program `version`.
  public init(directory: String, version: String) {
    self.directory = directory
    self.version = version
  }

  /// The cache in the standard place: `$XDG_CACHE_HOME/blackjack`, or `~/.cache/blackjack` when `XDG_CACHE_HOME` is
  /// unset, empty or not absolute; `nil` when neither gives an absolute directory.
  public init?(environment: [String: String], version: String) {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      self.init(directory: cache + "/blackjack", version: version)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      self.init(directory: home + "/.cache/blackjack", version: version)
    } else {
      return nil
    }
  }

  /// The process's `XDG_CACHE_HOME` and `HOME`, for ``init(environment:version:)``.
  public static var processEnvironment: [String: String] {
    var environment: [String: String] = [:]
    for name in ["XDG_CACHE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// The basic strategy for `rules` under the `postSplit` convention: the stored chart when there is a valid one,
  /// otherwise the exact analysis's chart, which is then stored (silently skipped when the directory is unwritable).
  public func basicStrategy(for rules: Rules, postSplit: PostSplitPolicy = .cdzMinus) -> BasicStrategy {
    if let chart = cachedStrategy(for: rules, postSplit: postSplit) { return chart }
    let chart = ExactAnalysis(rules: rules, postSplit: postSplit).basicStrategy()
    store(chart, for: rules, postSplit: postSplit)
    return chart
  }

  /// The stored chart for `rules` and `postSplit`, or `nil` when there is none or the file is not a valid chart
  /// written by this ``version`` and build.
  public func cachedStrategy(for rules: Rules, postSplit: PostSplitPolicy = .cdzMinus) -> BasicStrategy? {
    guard let bytes = try? InputFile.contents(of: path(for: rules, postSplit: postSplit), limit: 65_536) else {
      return nil
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let header = header(for: rules, postSplit: postSplit)
    guard text.hasPrefix(header), text.hasSuffix("\nend\n") else { return nil }
    let body = String(text.dropFirst(header.count).dropLast("\nend\n".count))
    // The chart must be complete and canonical: a missing row would otherwise keep a default.
    guard let chart = try? BasicStrategy(chart: body), chart.chart == body else { return nil }
    return chart
  }

  /// Stores `chart` as the chart for `rules` and `postSplit`, whole or not at all, in a regular file (a new one, or
  /// one replaced; a FIFO or device in its place is left alone); returns whether it was written.
  @discardableResult
  public func store(_ chart: BasicStrategy, for rules: Rules, postSplit: PostSplitPolicy = .cdzMinus) -> Bool {
    guard Self.makeDirectories(directory) else { return false }
    guard let file = try? OutputFile.create(path(for: rules, postSplit: postSplit), replacing: true) else {
      return false
    }
    // A FIFO or a device where the chart belongs is left alone: writing it would wait for a reader, or go nowhere.
    guard file.isRegularFile else {
      file.abandon()
      return false
    }
    do {
      try file.commit(header(for: rules, postSplit: postSplit) + chart.chart + "\nend\n")
      return true
    } catch {
      return false
    }
  }

  /// The file holding the chart for `rules` and `postSplit`: the canonical spec and the convention, with characters
  /// other than letters, digits, `-` and `.` turned into `_` (`6D_S17_DOA_DAS_SPL4_NRSA_NS_3_2_PEEK_PEN75.cdz-.chart`).
  public func path(for rules: Rules, postSplit: PostSplitPolicy = .cdzMinus) -> String {
    let name = (rules.spec + "." + postSplit.rawValue).map { character -> Character in
      character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == ".")
        ? character : "_"
    }
    return directory + "/" + String(name) + ".chart"
  }

  /// The header lines a file for `rules` and `postSplit` must start with.
  func header(for rules: Rules, postSplit: PostSplitPolicy) -> String {
    "blackjack-chart \(Self.formatVersion)\nprogram \(version)\nbuild \(Self.build)\nrules \(rules.spec)\n"
      + "post-split \(postSplit.rawValue)\n"
  }

  /// What tells this build of the program from another of the same version: the size and modification time of the
  /// running executable (so that a rebuilt analysis never reads charts an older build wrote), or "unknown" where the
  /// executable cannot be found.
  static let build: String = {
    #if os(Linux)
      var status = stat()
      guard stat("/proc/self/exe", &status) == 0 else { return "unknown" }
      return "\(status.st_size)-\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    #else
      return "unknown"
    #endif
  }()

  /// Makes `path` and the directories above it when missing (mode 0700); returns whether `path` is a directory.
  private static func makeDirectories(_ path: String) -> Bool {
    var current = ""
    for component in path.split(separator: "/") {
      current += "/" + component
      mkdir(current, 0o700)
    }
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
