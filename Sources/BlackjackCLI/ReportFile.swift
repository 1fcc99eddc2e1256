import BlackjackText

/// Where `simulate --report FILE` writes its page, and how: the rounds of each sampled session
/// (`--report-rounds`), and whether an existing file may be replaced (`--force`).
///
/// The file is checked before the run (a run of hours should not end in "cannot write"), then written whole or not
/// at all (``BlackjackText/OutputFile``): a temporary file beside it, moved onto its name once complete.
struct ReportFile: Hashable, Sendable {
  /// The path given.
  var path: String
  /// The rounds each sampled session lasts.
  var rounds: Int
  /// Whether an existing file is replaced.
  var replacing: Bool

  /// The rounds of a session when `--report-rounds` is not given.
  static let defaultRounds = 10_000
  /// The most rounds a session may last (the sessions play this many rounds 200 times over).
  static let maximumRounds = 1_000_000

  /// Reserves the file (a temporary file beside it), so that an unwritable place or an existing file is found
  /// before the run; ``OutputFile/commit(_:)`` writes the page.
  ///
  /// - Throws: ``CLIError`` (failure) naming the file and the reason.
  func open() throws(CLIError) -> OutputFile {
    try OutputFile.create(path, replacing: replacing, for: "--report")
  }
}

/// The options of `blackjack simulate --report`, an option group.
struct ReportOptions: ParsableOptions {
  /// `--report FILE`.
  static let report = Option.text(
    "report", valueName: "FILE",
    help: "Also write a page of charts to FILE (HTML, self-contained): EV and bets by count, bankroll curves.")
  /// `--report-rounds N`.
  static let rounds = Option.text(
    "report-rounds", valueName: "N",
    help: "Rounds of each of the 200 sessions the report's bankroll curves sample (default 10k; at most 1M).")

  /// The path of `--report`, or `nil`.
  @Opt(report) var path: String?
  /// The rounds of `--report-rounds` as given, or `nil`.
  @Opt(rounds) var roundsText: String?

  /// The report file of `--report` and `--report-rounds`, or `nil` without `--report`; `replacing` is `--force`
  /// (shared with `--out`).
  ///
  /// - Throws: ``CLIError`` (usage) for `--report-rounds` without `--report`, or a round count that
  ///   is not a whole number from 1 to ``ReportFile/maximumRounds``.
  func file(replacing: Bool) throws(CLIError) -> ReportFile? {
    guard let path else {
      if roundsText != nil {
        throw .usage("--report-rounds needs --report (the file to write the page to)")
      }
      return nil
    }
    var rounds = ReportFile.defaultRounds
    if let text = roundsText {
      guard let count = RoundCount.parse(text), count <= ReportFile.maximumRounds else {
        throw .usage(
          "--report-rounds expects a whole number of rounds from 1 to "
            + "\(DecimalFormat.grouped(ReportFile.maximumRounds)), like 2000 or 10k, got '\(text)'")
      }
      rounds = count
    }
    return ReportFile(path: path, rounds: rounds, replacing: replacing)
  }
}
