import BlackjackProfile
import BlackjackREPL

extension Subcommand {
  /// `blackjack history [--profile NAME] [--db PATH] [--json|--csv] [--since DATE]`: a profile's rounds.
  public static let history = Subcommand(HistoryCommand.self)

  /// `blackjack profiles [--db PATH] [--json] [--recover NEW]`: the profiles of a database, or a damaged one
  /// copied to a new file.
  public static let profiles = Subcommand(ProfilesCommand.self)
}

/// `blackjack history`: a profile's rounds.
struct HistoryCommand: Command {
  static let configuration = CommandConfiguration(
    name: "history",
    summary: "Print a profile's rounds: cards, decisions, bets and results (text, JSON or CSV).",
    discussion: """
      One line per round, oldest first (JSON: every hand and every decision with basic strategy's action and its \
      exact EV cost). --since keeps the rounds settled on or after a date (YYYY-MM-DD, or with a time of day: \
      2026-12-01T10:00, T10:00:30 or T10:00:30.5; UTC); a date that is not on the calendar is refused. JSON and CSV \
      columns are described in docs/json.md.
      """)

  @Opt(ProfileOptions.profile) var profile: String?
  var database = DatabaseOptions()
  @Opt(CommonOptions.json) var json = false
  @Opt(.flag("csv", help: "Print CSV, one row per round, instead of text.")) var csv = false
  @Opt(.text("since", valueName: "DATE", help: "Only rounds settled on or after DATE (UTC), e.g. 2026-12-01."))
  var since: String?

  func validate() throws(CLIError) {
    if json && csv { throw .usage("--json and --csv are two formats; give one") }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let since = try self.since.map { text throws(CLIError) in
      guard let bound = HistoryOptions.since(text) else {
        throw .usage(
          "--since expects a date on the calendar such as 2026-12-01 (or a time such as 2026-12-01T10:00, UTC), "
            + "got '\(text)'")
      }
      return bound
    }
    let name = try ProfileOptions.name(profile) ?? "default"
    let store = try database.openStore()
    let rounds: [RoundRecord]
    do throws(ProfileError) {
      rounds = try store.history(profile: name, since: since)
    } catch {
      throw .failure(error.description)
    }
    let report = HistoryReport(profile: name, database: store.path, since: since, records: rounds)
    if csv {
      report.csvLines.forEach { console.line($0) }
    } else {
      try console.print(report, json: json)
    }
    return 0
  }
}

/// `blackjack profiles`: the profiles of a database, or a damaged one copied to a new file.
struct ProfilesCommand: Command {
  static let configuration = CommandConfiguration(
    name: "profiles", summary: "List the profiles of the profile database: bankroll, rounds, net, rebuys.",
    discussion: """
      JSON fields are described in docs/json.md. Nothing is created or changed: a read-only file or directory can be \
      listed. --recover NEW copies what can be read of a damaged database into a new file NEW (the damaged one is \
      only read), which 'play --db NEW' then plays on; its exit status is 1 when some rows could not be read.
      """)

  var database = DatabaseOptions()
  @Opt(CommonOptions.json) var json = false
  @Opt(ProfileOptions.recover) var recover: String?

  func run(_ console: Console) throws(CLIError) -> Int32 {
    if let recover { return try self.recover(to: recover, console: console) }
    let store = try database.openStore()
    let report: ProfilesReport
    do throws(ProfileError) {
      report = ProfilesReport(database: store.path, profiles: try store.profiles())
    } catch {
      throw .failure(error.description)
    }
    try console.print(report, json: json)
    return 0
  }

  /// `--recover NEW`: copies what can be read of the database into the new file `destination`; exit 1 when some
  /// rows could not be read.
  func recover(to destination: String, console: Console) throws(CLIError) -> Int32 {
    let source = try database.resolvedPath()
    let recovery: ProfileRecovery
    do {
      recovery = try ProfileStore.recover(from: source, to: destination)
    } catch {
      throw .failure(error.description)
    }
    let profiles = "\(recovery.profiles) \(recovery.profiles == 1 ? "profile" : "profiles")"
    let rounds = "\(recovery.rounds) \(recovery.rounds == 1 ? "round" : "rounds")"
    console.line(
      "Recovered \(profiles) and \(rounds) from \(source) into \(destination) (\(source) was only read);"
        + " play on with --db \(destination).")
    guard recovery.incomplete.isEmpty else {
      throw .failure(
        "\(source): a damaged page ended the reading of the \(recovery.incomplete.joined(separator: ", ")) rows;"
          + " what came before it is in \(destination)")
    }
    return 0
  }
}

/// The reading of `blackjack history --since`.
enum HistoryOptions {
  /// What the rounds' finish times (`2026-12-01T10:05:28.123Z`, compared as text) are compared with for `--since
  /// TEXT`, or `nil` unless `text` is a date on the calendar, `YYYY-MM-DD` (years 1 to 9999), alone or followed by a
  /// time of day `THH:MM`, `THH:MM:SS` or `THH:MM:SS.FFF` (a space for the T, any number of decimals, a final Z or
  /// none: UTC either way). The text is returned without the Z, with a T.
  static func since(_ text: String) -> String? {
    var bytes = Array(text.utf8)
    if let last = bytes.last, last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") { bytes.removeLast() }
    /// The whole number of `count` digits at `start`, or `nil`.
    func number(at start: Int, _ count: Int) -> Int? {
      guard start + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<(start + count)] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    let dash = UInt8(ascii: "-")
    let colon = UInt8(ascii: ":")
    guard bytes.count >= 10, bytes[4] == dash, bytes[7] == dash, let year = number(at: 0, 4),
      let month = number(at: 5, 2),
      let day = number(at: 8, 2), year >= 1, (1...12).contains(month)
    else { return nil }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    guard (1...days).contains(day) else { return nil }
    if bytes.count == 10 { return String(decoding: bytes, as: UTF8.self) }
    guard [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]), bytes.count >= 16,
      bytes[13] == colon, let hour = number(at: 11, 2), let minute = number(at: 14, 2), hour < 24, minute < 60
    else { return nil }
    bytes[10] = UInt8(ascii: "T")
    if bytes.count > 16 {
      guard bytes[16] == colon, let second = number(at: 17, 2), second < 60 else { return nil }
      if bytes.count > 19 {
        let decimals = bytes[20...]
        guard bytes[19] == UInt8(ascii: "."), !decimals.isEmpty,
          decimals.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
