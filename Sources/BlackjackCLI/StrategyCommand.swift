import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine
import BlackjackPictures

extension Subcommand {
  /// `blackjack strategy [--rules SPEC] [--format text|csv|json|svg|html] [--count SYSTEM --indices TABLE]
  /// [--no-color]`: the computed basic strategy, as text, data or a printable card.
  public static let strategy = Subcommand(StrategyCommand.self)
}

/// `blackjack strategy`: the computed basic strategy, as text, data or a printable card.
struct StrategyCommand: Command {
  static let configuration = CommandConfiguration(
    name: "strategy",
    summary: "Compute the basic-strategy chart for any rules from the exact odds.",
    discussion:
      "Cells: H hit, S stand, Dh double else hit, Ds double else stand, P split, Rh/Rs/Rp surrender else hit/"
      + "stand/split. The split cells come from split values under --post-split (default cdz-). The CSV is what "
      + "'odds --chart FILE' reads to price a chart. Text is coloured on a terminal unless --no-color or NO_COLOR "
      + "is set. JSON fields are described in docs/json.md. --format svg draws the chart as a printable card (an SVG "
      + "picture) and --format html as a page holding it; with --count and --indices (svg or html) the index plays "
      + "are marked in their cells; with --profile NAME (and --db) the cells where the profile's strategy drill answers "
      + "are 20% or more wrong are framed in red.")

  /// What `strategy` prints.
  enum Format: String, CaseIterable, Sendable {
    /// The chart as coloured text.
    case text
    /// The chart as CSV, which `odds --chart FILE` reads.
    case csv
    /// JSON.
    case json
    /// A printable card (an SVG picture).
    case svg
    /// A page holding the card.
    case html
  }

  var game = GameOptions()
  @Opt(AnalysisOptions.postSplit) var postSplit = PostSplitPolicy.cdzMinus
  @Opt(
    .choice(
      "format", valueName: "FORMAT",
      help: "Output format: text, csv, json, svg (a printable card) or html (a page with the card) (default text)."))
  var format = Format.text
  @Opt(CountingOptions.count) var count: String?
  @Opt(CountingOptions.indices) var indices: String?
  @Opt(CommonOptions.noColor) var noColor = false
  @Opt(ProfileOptions.profile) var profile: String?
  var database = DatabaseOptions()

  func validate() throws(CLIError) {
    if profile == nil && database.path != nil {
      throw .usage("--db is the database of the --profile whose weak cells are marked; it needs --profile NAME")
    }
    if profile != nil && format != .svg && format != .html {
      throw .usage("--profile marks the player's weak cells on the strategy card: give --format svg or html")
    }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let rules = try game.rules()
    let marks = try cardIndices(rules: rules)
    for warning in marks?.warnings ?? [] { console.errorLine("\(BlackjackCLI.programName): warning: \(warning)") }
    let report = StrategyReport(rules: rules, postSplit: postSplit)
    switch format {
    case .csv: report.csvLines.forEach { console.line($0) }
    case .json: console.line(try JSONOutput.text(report))
    case .svg, .html:
      var card = StrategyCard(report: report, indices: marks?.table, system: marks?.system)
      card.errors = try database.profileCellErrors(profile: profile)
      console.line(format == .svg ? SVG.file(card.svg).dropLastNewline : card.html.dropLastNewline)
    case .text: report.lines(color: CommonOptions.useColor(noColor: noColor)).forEach { console.line($0) }
    }
    return 0
  }

  /// The counting system and index plays `--count` and `--indices` mark on the strategy card, with the warnings
  /// for a built-in table published for other rules; `nil` without `--count`.
  ///
  /// - Throws: ``CLIError`` (usage) for `--indices` without `--count`, either of them with a format that is not a
  ///   picture, an unknown system, or an index table that cannot be read.
  func cardIndices(rules: Rules) throws(CLIError) -> (system: CountingSystem, table: IndexTable?, warnings: [String])? {
    guard let system = try CountingOptions.system(count) else {
      if indices != nil {
        throw .usage("--indices needs --count (the counting system the indices are for, e.g. --count hilo)")
      }
      return nil
    }
    guard format == .svg || format == .html else {
      throw .usage("--count and --indices mark the strategy card: give --format svg or html, not \(format.rawValue)")
    }
    guard let name = indices else { return (system, nil, []) }
    let table = try ParsedOptions.indexTable(name)
    let warnings = IndexTable.builtIn(named: name) != nil ? table.warnings(for: rules, system: system) : []
    return (system, table, warnings)
  }
}

extension String {
  /// The text without its final newline, for ``Console/line(_:)``, which adds one.
  var dropLastNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
