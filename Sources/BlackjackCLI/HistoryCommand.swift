import BlackjackProfile
import BlackjackREPL

extension Subcommand {
  /// `blackjack history [--profile NAME] [--db PATH] [--json|--csv] [--since DATE]`: a profile's rounds.
  public static let history = Subcommand(
    name: "history",
    summary: "Print a profile's rounds: cards, decisions, bets and results (text, JSON or CSV).",
    discussion: """
      One line per round, oldest first (JSON: every hand and every decision with basic strategy's action and its \
      exact EV cost). --since keeps the rounds settled on or after a date (YYYY-MM-DD, or a longer ISO 8601 time, \
      UTC). JSON and CSV columns are described in the README.
      """,
    options: [
      ProfileOptions.profile.spec, ProfileOptions.database.spec, CommonOptions.json.spec, HistoryOptions.csv.spec,
      HistoryOptions.since.spec,
    ],
    run: { options, console throws(CLIError) in
      if options[CommonOptions.json] && options[HistoryOptions.csv] {
        throw .usage("--json and --csv are two formats; give one")
      }
      let since = options[HistoryOptions.since]
      if let since, !HistoryOptions.isDate(since) {
        throw .usage("--since expects a date such as 2026-12-01 (or 2026-12-01T10:00), got '\(since)'")
      }
      let store = try ProfileOptions.openStore(options)
      let name = options[ProfileOptions.profile] ?? "default"
      let rounds: [RoundRecord]
      do throws(ProfileError) {
        rounds = try store.history(profile: name, since: since)
      } catch {
        throw .failure(error.description)
      }
      let report = HistoryReport(profile: name, database: store.path, since: since, records: rounds)
      if options[HistoryOptions.csv] {
        report.csvLines.forEach { console.line($0) }
      } else {
        try console.print(report, json: options[CommonOptions.json])
      }
      return 0
    })

  /// `blackjack profiles [--db PATH] [--json] [--recover NEW]`: the profiles of a database, or a damaged one
  /// copied to a new file.
  public static let profiles = Subcommand(
    name: "profiles",
    summary: "List the profiles of the profile database: bankroll, rounds, net, rebuys.",
    discussion: """
      JSON fields are described in the README. Nothing is created or changed: a read-only file or directory can be \
      listed. --recover NEW copies what can be read of a damaged database into a new file NEW (the damaged one is \
      only read), which 'play --db NEW' then plays on; its exit status is 1 when some rows could not be read.
      """,
    options: [ProfileOptions.database.spec, CommonOptions.json.spec, ProfileOptions.recover.spec],
    run: { options, console throws(CLIError) in
      if let destination = options[ProfileOptions.recover] {
        return try ProfileOptions.recover(options, to: destination, console: console)
      }
      let store = try ProfileOptions.openStore(options)
      let report: ProfilesReport
      do throws(ProfileError) {
        report = ProfilesReport(database: store.path, profiles: try store.profiles())
      } catch {
        throw .failure(error.description)
      }
      try console.print(report, json: options[CommonOptions.json])
      return 0
    })
}

/// The options of `blackjack history` besides the profile and JSON ones.
enum HistoryOptions {
  /// `--csv`.
  static let csv = Option.flag("csv", help: "Print CSV, one row per round, instead of text.")
  /// `--since DATE`.
  static let since = Option.text(
    "since", valueName: "DATE", help: "Only rounds settled on or after DATE (UTC), e.g. 2026-12-01.")

  /// Whether `text` starts as an ISO 8601 date: four digits, '-', two digits, '-', two digits.
  static func isDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count >= 10 else { return false }
    let digit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    return bytes[0..<4].allSatisfy(digit) && bytes[4] == UInt8(ascii: "-") && bytes[5..<7].allSatisfy(digit)
      && bytes[7] == UInt8(ascii: "-") && bytes[8..<10].allSatisfy(digit)
  }
}

extension ProfileOptions {
  /// The path of the database `--db` names, or of the default one.
  static func databasePath(_ options: ParsedOptions) throws(CLIError) -> String {
    guard let path = options[database] ?? ProfileStore.defaultPath(environment: REPL.processEnvironment()) else {
      throw .failure("no profile database: neither XDG_DATA_HOME nor HOME is an absolute directory; give --db PATH")
    }
    return path
  }

  /// The database `--db` names, or the default one, opened to read only: nothing is created or changed.
  ///
  /// - Throws: ``CLIError`` (failure) with the store's one line when it cannot be opened.
  static func openStore(_ options: ParsedOptions) throws(CLIError) -> ProfileStore {
    let path = try databasePath(options)
    do {
      return try ProfileStore(path: path, access: .readOnly)
    } catch {
      throw .failure(error.description)
    }
  }

  /// `profiles --recover NEW`: copies what can be read of the database into the new file `destination`; exit 1
  /// when some rows could not be read.
  static func recover(_ options: ParsedOptions, to destination: String, console: Console) throws(CLIError) -> Int32 {
    let source = try databasePath(options)
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
